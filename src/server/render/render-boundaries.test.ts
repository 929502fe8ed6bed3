import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#server/paths.ts';

/**
 * Rendering draws what it is given: club crests and colours come in through the image resolver's
 * `crests` and the games, never from the demo dataset. Every import (static, dynamic, re-export)
 * of the renderer's folders is read with the TypeScript scanner, so text inside strings does not
 * count and a commented-out import is no import.
 */
const renderFolders = ['src/server/render', 'src/shared/render', 'src/shared/themes'];
const demoFolder = path.join(projectRoot, 'src/server/sports/demo');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The imports of a source text that reach into the sports demo code. */
function demoImports(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => {
      const target = specifier.startsWith('#server/')
        ? path.join(projectRoot, 'src/server', specifier.slice('#server/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null;
      return target !== null && (target + path.sep).startsWith(demoFolder + path.sep);
    });
}

describe('rendering and the demo dataset', () => {
  it('no file of the renderer imports sports demo code', () => {
    const files = renderFolders.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) =>
      demoImports(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(projectRoot, file)} imports ${specifier}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('catches every way of importing it', () => {
    const file = path.join(projectRoot, 'src/server/render/example.ts');
    const planted = [
      "import { renderCrestSvg } from '#server/sports/demo/crest.ts';",
      "import type { DemoClub } from '../sports/demo/demo-catalog.ts';",
      "export { demoDataset } from '#server/sports/demo/demo-dataset.ts';",
      "const later = await import('#server/sports/demo/crest.ts');",
      "import { crestSvgAt } from '#server/sports/crest-images.ts';",
      'const text = "import(\'#server/sports/demo/crest.ts\')";',
    ].join('\n');
    expect(demoImports(file, planted)).toEqual([
      '#server/sports/demo/crest.ts',
      '../sports/demo/demo-catalog.ts',
      '#server/sports/demo/demo-dataset.ts',
      '#server/sports/demo/crest.ts',
    ]);
  });
});
