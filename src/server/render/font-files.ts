import path from 'node:path';
import { fontFaces } from '#shared/typography/font-map.ts';
import { projectRoot } from '#server/paths.ts';

/** The shipped TTF files (src/shared/render/fonts), as paths resvg loads. */
export const fontDir = path.join(projectRoot, 'src/shared/render/fonts');

const known = new Set(fontFaces.map((face) => face.file));

/**
 * Absolute paths of the given font files in `dir` (the shipped folder unless a render thread,
 * whose bundled module lies elsewhere, names it); unknown names are dropped.
 */
export function fontPaths(files: readonly string[], dir = fontDir): string[] {
  return files.filter((file) => known.has(file)).map((file) => path.join(dir, file));
}

export const allFontPaths: string[] = fontPaths(fontFaces.map((face) => face.file));
