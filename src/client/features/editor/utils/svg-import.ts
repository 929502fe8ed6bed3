import {
  checkSvgFile,
  importSvg,
  type SvgImportErrorCode,
  type SvgImportSuccess,
} from '#shared/templates/svg-import.ts';

export type SvgImportOutcome = SvgImportSuccess | { ok: false; code: SvgImportErrorCode };

/**
 * A chosen file through the shared SVG import (parsing and sanitising in src/shared, the same
 * code the server runs on save): the four refusals of docs/product.md section 5 before and while reading,
 * else the elements scaled into the template's canvas and what was found.
 */
export async function readSvgImport(
  file: File,
  canvas: { width: number; height: number },
): Promise<SvgImportOutcome> {
  const refused = checkSvgFile(file);
  if (refused) return { ok: false, code: refused };
  const text = await file.text();
  return importSvg({ text, size: file.size, name: file.name, type: file.type }, { fitTo: canvas });
}
