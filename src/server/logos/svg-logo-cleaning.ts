import { sanitiseSvgTree } from '#shared/templates/svg-sanitise.ts';
import {
  parseXml,
  serialiseXml,
  XmlParseError,
  type XmlElement,
  type XmlNode,
} from '#shared/templates/svg-xml.ts';
import { aspectWithin, fitInside, type PixelSize } from '#shared/images/drawing-bounds.ts';
import {
  LOGO_STORED_MAX_SIDE,
  LOGO_SVG_MAX_BYTES,
  LOGO_SVG_MAX_ELEMENTS,
  LOGO_SVG_MAX_PATH_DATA,
} from '#shared/logos/logo.schema.ts';
import { svgLogoCost } from '#shared/logos/svg-logo-cost.ts';

/**
 * The cleaning of an SVG logo, run on a worker thread (svg-logo.worker.ts): a big file takes a
 * few hundred milliseconds to read. Read with the shared XML reader (no entities, bounded depth
 * and nodes), cleaned by the shared sanitiser (no script, event handler, foreignObject, outside
 * reference, `url()` other than `url(#local)`), bounded in elements and path data after
 * cleaning, in its aspect and in what drawing it would cost (drawing-bounds.ts,
 * svg-logo-cost.ts), given its size and written back as a standalone SVG file. The same cleaning
 * readies every SVG the server draws (logo uploads, stored logos, crests, federation logos): it
 * is drawn at a size given here, never at the one the file declares.
 */
export type SvgLogoRefusal =
  | 'LOGO_SVG_TOO_COMPLEX'
  | 'LOGO_SVG_TOO_COSTLY'
  | 'IMAGE_ASPECT_TOO_EXTREME'
  | 'IMAGE_UNREADABLE'
  | 'INVALID_FILE_TYPE';

/** An SVG text whose root declares exactly the size it is drawn at, in pixels. */
export interface SizedSvg extends PixelSize {
  svg: string;
}

export type SvgLogoCleaning =
  (SizedSvg & { ok: true; drawn: SizedSvg | null }) | { ok: false; code: SvgLogoRefusal };

const svgNamespace = 'http://www.w3.org/2000/svg';

function countElements(node: XmlNode): { elements: number; pathData: number } {
  if (node.kind === 'text') return { elements: 0, pathData: 0 };
  let elements = 1;
  let pathData =
    (node.attributes.get('d')?.length ?? 0) + (node.attributes.get('points')?.length ?? 0);
  for (const child of node.children) {
    const inner = countElements(child);
    elements += inner.elements;
    pathData += inner.pathData;
  }
  return { elements, pathData };
}

/** A length in user units (a number, optionally with px), or null for percentages and others. */
function plainLength(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?|\.\d+)(?:px)?$/);
  const length = match ? Number(match[1]) : NaN;
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** The logo's width and height from its attributes or its viewBox; null when it has neither. */
function intrinsicSize(root: XmlElement): { width: number; height: number } | null {
  const numbers = root.attributes
    .get('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth = 0, boxHeight = 0] = numbers ?? [];
  const box =
    numbers?.length === 4 && numbers.every(Number.isFinite) && boxWidth > 0 && boxHeight > 0
      ? { width: boxWidth, height: boxHeight }
      : null;
  const width = plainLength(root.attributes.get('width'));
  const height = plainLength(root.attributes.get('height'));
  if (width && height) return { width, height };
  if (box && width) return { width, height: (width * box.height) / box.width };
  if (box && height) return { width: (height * box.width) / box.height, height };
  return box;
}

/** The file written with its root at `size`: its content fitted by the viewBox. */
function sizedAs(root: XmlElement, size: PixelSize): SizedSvg {
  root.attributes.set('width', String(size.width));
  root.attributes.set('height', String(size.height));
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${serialiseXml(root)}\n`, ...size };
}

/**
 * Cleans and checks an SVG logo. The stored file keeps its own size unless it is absurdly large
 * (then fitted into LOGO_STORED_MAX_SIDE); with `drawSide`, `drawn` is the same file sized to
 * fit a square of that many pixels, which is what resvg is given.
 */
export function cleanSvgLogoText(bytes: Uint8Array, drawSide?: number): SvgLogoCleaning {
  if (bytes.byteLength > LOGO_SVG_MAX_BYTES) return { ok: false, code: 'LOGO_SVG_TOO_COMPLEX' };
  let parsed: XmlElement;
  try {
    parsed = parseXml(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    const tooComplex = error instanceof XmlParseError && error.reason === 'too-complex';
    return { ok: false, code: tooComplex ? 'LOGO_SVG_TOO_COMPLEX' : 'IMAGE_UNREADABLE' };
  }
  const cleaned = sanitiseSvgTree(parsed);
  if (!cleaned) return { ok: false, code: 'INVALID_FILE_TYPE' };
  const { root } = cleaned;
  const counted = countElements(root);
  if (counted.elements > LOGO_SVG_MAX_ELEMENTS || counted.pathData > LOGO_SVG_MAX_PATH_DATA) {
    return { ok: false, code: 'LOGO_SVG_TOO_COMPLEX' };
  }
  const size = intrinsicSize(root);
  if (!size) return { ok: false, code: 'IMAGE_UNREADABLE' };
  if (!aspectWithin(size)) return { ok: false, code: 'IMAGE_ASPECT_TOO_EXTREME' };
  // Before anything is drawn: what the largest drawing of it in a post would cost.
  if (svgLogoCost(root, size).refusal) return { ok: false, code: 'LOGO_SVG_TOO_COSTLY' };
  // A standalone file with its size, so a browser shows it as an <img> at its aspect.
  root.name = 'svg';
  root.attributes.set('xmlns', svgNamespace);
  if (!root.attributes.has('viewBox')) {
    root.attributes.set('viewBox', `0 0 ${size.width} ${size.height}`);
  }
  const drawn = drawSide === undefined ? null : sizedAs(root, fitInside(size, drawSide));
  const kept =
    Math.max(size.width, size.height) > LOGO_STORED_MAX_SIDE
      ? fitInside(size, LOGO_STORED_MAX_SIDE)
      : size;
  return { ok: true, ...sizedAs(root, kept), drawn };
}
