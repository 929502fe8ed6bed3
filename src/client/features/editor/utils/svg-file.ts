/** SVG import limits (SPEC.md sections 5 and 9). */
export const svgMaxBytes = 5 * 1024 * 1024;

export type SvgFileProblem = 'not-svg' | 'too-large';

/** What is refused before the file is read: not an SVG, or over 5 MB. */
export function svgFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): SvgFileProblem | null {
  const svg = file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);
  if (!svg) return 'not-svg';
  if (file.size > svgMaxBytes) return 'too-large';
  return null;
}
