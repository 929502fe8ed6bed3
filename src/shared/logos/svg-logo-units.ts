import type { Box } from '#shared/geometry/box.ts';
import { numbersIn, type Matrix } from '#shared/geometry/svg-geometry.ts';
import type { PixelSize } from '#shared/images/drawing-bounds.ts';
import type { Area } from '#shared/logos/svg-logo-paint.ts';
import { computedStyle, type Rule, type Style } from '#shared/templates/svg-import-styles.ts';
import type { XmlElement } from '#shared/templates/svg-xml.ts';

/**
 * What the logo's cost walk (svg-logo-cost.ts) reads off an SVG's elements as SVG itself does:
 * elements by id, properties and font sizes with their units, and the matrices that place a
 * viewBox or an objectBoundingBox.
 */
/** Every element with an id, for paints and references. */
export function elementsById(root: XmlElement): Map<string, XmlElement> {
  const byId = new Map<string, XmlElement>();
  for (const element of descendants(root)) {
    const id = element.attributes.get('id');
    if (id && !byId.has(id)) byId.set(id, element);
  }
  return byId;
}

export function descendants(root: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (element: XmlElement) => {
    found.push(element);
    for (const child of element.children) if (child.kind === 'element') visit(child);
  };
  visit(root);
  return found;
}

/** A property set by a style rule, a `style` attribute or the attribute itself, in that order. */
export function property(element: XmlElement, style: Style, name: string): string | undefined {
  return style.get(name) ?? element.attributes.get(name);
}

const fontKeywords: Record<string, number> = {
  'xx-small': 9,
  'x-small': 10,
  small: 13,
  medium: 16,
  large: 18,
  'x-large': 24,
  'xx-large': 32,
  'xxx-large': 48,
};

/** A font size in user units: px, pt, pc, mm, cm, in, em, ex, %, the CSS keywords. */
export function fontSizeIn(value: string | undefined, parent: number): number {
  const text = value?.trim().toLowerCase();
  if (!text) return parent;
  if (text in fontKeywords) return fontKeywords[text]!;
  if (text === 'larger') return parent * 1.2;
  if (text === 'smaller') return parent / 1.2;
  const match = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*([a-z%]*)$/.exec(text);
  const units: Record<string, number> = {
    '': 1,
    px: 1,
    pt: 4 / 3,
    pc: 16,
    mm: 96 / 25.4,
    cm: 96 / 2.54,
    in: 96,
    em: parent,
    rem: 12,
    ex: parent / 2,
    '%': parent / 100,
  };
  const size = match ? Number(match[1]) * (units[match[2]!] ?? NaN) : NaN;
  return Number.isFinite(size) && size >= 0 ? size : parent;
}

/** The element's font size: a relative one from its own declaration, not the inherited text. */
export function fontSizeOf(
  element: XmlElement,
  style: Style,
  parent: number,
  rules: Rule[],
): number {
  const value = style.get('font-size');
  if (!value || !/em|ex|%|larger|smaller/i.test(value)) return fontSizeIn(value, parent);
  return fontSizeIn(computedStyle(element, new Map(), rules).get('font-size'), parent);
}

/** viewBox to viewport (preserveAspectRatio), as SVG places a root or nested <svg>. */
export function viewBoxMatrix(element: XmlElement, viewport: PixelSize): Matrix {
  const box = numbersIn(element.attributes.get('viewBox') ?? '');
  const [vx = 0, vy = 0, vw = 0, vh = 0] = box;
  if (box.length !== 4 || !(vw > 0 && vh > 0)) return [1, 0, 0, 1, 0, 0];
  const [align = 'xMidYMid', slice] = (element.attributes.get('preserveAspectRatio') ?? '')
    .trim()
    .split(/\s+/);
  const [sx, sy] = [viewport.width / vw, viewport.height / vh];
  if (align === 'none') return [sx, 0, 0, sy, -vx * sx, -vy * sy];
  const s = slice === 'slice' ? Math.max(sx, sy) : Math.min(sx, sy);
  const at = (part: string) => (/Min$/i.test(part) ? 0 : /Max$/i.test(part) ? 1 : 0.5);
  const tx = (viewport.width - vw * s) * at(align.slice(0, 4)) - vx * s;
  const ty = (viewport.height - vh * s) * at(align.slice(4)) - vy * s;
  return [s, 0, 0, s, tx, ty];
}

/** A length of a nested <svg> in user units; a percentage of the viewport around it. */
export function viewportLength(value: string | undefined, whole: number): number {
  const text = value?.trim() ?? '100%';
  if (text.endsWith('%')) return (whole * parseFloat(text)) / 100;
  const n = parseFloat(text);
  return Number.isFinite(n) ? n : whole;
}

/** Pixels of `box` (the area without one) from the unit square: objectBoundingBox units. */
export function boundingBoxMatrix(box: Box | null, area: Area): Matrix {
  const b = box ?? area;
  return [b.width, 0, 0, b.height, b.x, b.y];
}
