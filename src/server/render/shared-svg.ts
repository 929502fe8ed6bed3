/**
 * A band's SVG as UTF-8 in shared memory, as the layout thread builds it (layout-threads.ts):
 * posted to a drawing thread without a copy and read there; the main thread never holds the text.
 */
export interface SharedSvg {
  buffer: SharedArrayBuffer;
  byteOffset: number;
  byteLength: number;
}

/** An SVG to draw: its text, or its UTF-8 in shared memory. */
export type DrawSvg = string | SharedSvg;

/** The text of an SVG to draw (on the drawing thread for a shared one). */
export function svgText(svg: DrawSvg): string {
  if (typeof svg === 'string') return svg;
  return Buffer.from(svg.buffer, svg.byteOffset, svg.byteLength).toString('utf8');
}
