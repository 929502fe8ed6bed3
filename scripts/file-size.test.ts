import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * No source file under src/ is longer than 400 lines (ADR 031, docs/decisions/): a longer one is
 * split by what its parts do. Tests are not counted, and neither are the few files that are data
 * rather than code, each named here with the reason.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const maxLines = 400;

const dataFiles: Record<string, string> = {
  // The interface texts, one language each: a translator's list of keys, not code to read.
  'src/client/i18n/de.ts': 'interface texts (German)',
  'src/client/i18n/en.ts': 'interface texts (English)',
  'src/client/i18n/fr.ts': 'interface texts (French)',
  'src/client/i18n/it.ts': 'interface texts (Italian)',
  // The clubs, teams and games the demo mode serves: a table of records.
  'src/server/sports/demo/demo-catalog.ts': 'demo sports data',
  // The database tables in one file, as drizzle-kit generates the migrations from it.
  'src/server/db/schema.ts': 'database schema',
};

function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Every .ts and .tsx file under `dir`, tests aside, as a path relative to `base`. */
function sourceFiles(base: string, dir = 'src'): string[] {
  return readdirSync(path.join(base, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(base, relative);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [relative];
  });
}

/** The source files over the limit that are neither data nor named as split elsewhere. */
function overLimit(base: string): string[] {
  return sourceFiles(base)
    .filter((file) => !(file in dataFiles))
    .map((file) => `${file}: ${lineCount(readFileSync(path.join(base, file), 'utf8'))} lines`)
    .filter((entry) => Number(/: (\d+) lines$/.exec(entry)?.[1]) > maxLines);
}

const planted: string[] = [];
afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

function plantedTree(files: Record<string, number>): string {
  const base = mkdtempSync(path.join(tmpdir(), 'file-size-'));
  planted.push(base);
  for (const [file, lines] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    const text = Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};\n`);
    writeFileSync(path.join(base, file), text.join(''));
  }
  return base;
}

describe('file sizes', () => {
  it(`no source file under src/ is over ${maxLines} lines, tests and named data files aside`, () => {
    expect(overLimit(root)).toEqual([]);
  });

  it('fails on a planted file of 401 lines, not on one of 400, a test or a named data file', () => {
    const base = plantedTree({
      'src/server/planted/long.ts': 401,
      'src/client/planted/long.tsx': 401,
      'src/server/planted/exactly.ts': 400,
      'src/server/planted/long.test.ts': 900,
      'src/client/planted/long.test.tsx': 900,
      'src/server/db/schema.ts': 900,
      'src/server/planted/notes.md': 900,
    });
    expect(overLimit(base).sort()).toEqual([
      'src/client/planted/long.tsx: 401 lines',
      'src/server/planted/long.ts: 401 lines',
    ]);
  });

  it('names only data files that exist', () => {
    const files = new Set(sourceFiles(root));
    expect(Object.keys(dataFiles).filter((file) => !files.has(file))).toEqual([]);
  });
});
