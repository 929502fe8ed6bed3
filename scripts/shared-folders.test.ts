import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The folders of src/shared form layers: geometry, typography and i18n below templates, themes
 * and render, each folder importing only folders below it. A cycle between two folders (one file
 * of `render` imports `themes` while one of `themes` imports `render`) means neither can be read,
 * moved or tested without the other. Type imports count: they tie the folders together as well.
 * Tests may import across (a test of the renderer reads theme fixtures), so they are left out.
 */
const sharedRoot = fileURLToPath(new URL('../src/shared', import.meta.url));

type Graph = Map<string, Map<string, string>>;

/** Folder -> imported folder -> the first file that imports it (for the message). */
function folderGraph(files: ReadonlyMap<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, source] of files) {
    const from = file.split('/')[0]!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of source.matchAll(/\bfrom\s+'#shared\/([^/']+)\//g)) {
      const to = match[1]!;
      if (to !== from && !edges.has(to)) edges.set(to, file);
    }
  }
  return graph;
}

/** Each cycle once, as 'a -> b -> a' with the file behind each step. */
function folderCycles(graph: Graph): string[] {
  const cycles = new Set<string>();
  const walk = (start: string, at: string, trail: string[], seen: Set<string>) => {
    for (const [to, file] of graph.get(at) ?? []) {
      const step = `${at} -> ${to} (${file})`;
      if (to === start) {
        // Written from its smallest folder name, so each cycle is reported once.
        const names = [...trail, step].map((s) => s.split(' ')[0]!);
        if (names.every((name) => start <= name)) cycles.add([...trail, step].join(', '));
      } else if (!seen.has(to)) {
        seen.add(to);
        walk(start, to, [...trail, step], seen);
        seen.delete(to);
      }
    }
  };
  for (const folder of graph.keys()) walk(folder, folder, [], new Set([folder]));
  return [...cycles].sort();
}

function sharedSources(): Map<string, string> {
  const files = new Map<string, string>();
  const read = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) read(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.set(
          path.relative(sharedRoot, full).split(path.sep).join('/'),
          readFileSync(full, 'utf8'),
        );
      }
    }
  };
  read(sharedRoot);
  return files;
}

describe('folders of src/shared', () => {
  it('import one another without a cycle', () => {
    expect(folderCycles(folderGraph(sharedSources()))).toEqual([]);
  });

  it('a planted import of render from themes is a cycle, named with its files', () => {
    const files = sharedSources();
    files.set(
      'themes/planted.ts',
      "import { buildPost } from '#shared/render/build-post.ts';\nexport const y = buildPost;\n",
    );
    expect(folderCycles(folderGraph(files))).toEqual([
      expect.stringMatching(
        /^render -> themes \(render\/[a-z-]+\.ts\), themes -> render \(themes\/planted\.ts\)$/,
      ),
    ]);
  });

  it('a planted cycle through three folders is found, type imports included', () => {
    const files = new Map([
      ['geometry/a.ts', "import type { B } from '#shared/typography/b.ts';\n"],
      ['typography/b.ts', "import { c } from '#shared/i18n/c.ts';\n"],
      ['i18n/c.ts', "import {\n  a,\n} from '#shared/geometry/a.ts';\n"],
      ['i18n/d.ts', "import { e } from '#shared/sports/e.ts';\n"],
    ]);
    expect(folderCycles(folderGraph(files))).toEqual([
      'geometry -> typography (geometry/a.ts), typography -> i18n (typography/b.ts), i18n -> geometry (i18n/c.ts)',
    ]);
  });
});
