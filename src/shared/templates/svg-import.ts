import { fontChoices, type FontChoice } from '#shared/render/font-map.ts';
import { isColor } from '#shared/templates/colors.ts';
import {
  applyPoint,
  ellipseSegments,
  identity,
  isAxisAligned,
  multiply,
  numbersIn,
  parsePathData,
  parseTransform,
  polySegments,
  rectSegments,
  scaleOf,
  segmentsBox,
  segmentsToPathData,
  transformSegments,
  type Matrix,
  type Segment,
} from '#shared/templates/svg-geometry.ts';
import { cleanText, sanitiseSvgTree } from '#shared/templates/svg-sanitise.ts';
import {
  localName,
  parseXml,
  textContent,
  XmlParseError,
  type XmlElement,
  type XmlNode,
} from '#shared/templates/svg-xml.ts';
import {
  maxElements,
  templateElementSchema,
  type TemplateElement,
} from '#shared/templates/template-schema.ts';

/**
 * The editor's SVG import (docs/product.md sections 5 and 9), pure and without a DOM, so the server can
 * run the same code. A file is refused with one of four catalogue codes: SVG_FILE_REQUIRED (no
 * SVG by name or type), SVG_FILE_TOO_LARGE (over 5 MB), SVG_PARSE_FAILED (no well-formed XML, or
 * a DOCTYPE declaring entities: they are never expanded) and SVG_ROOT_MISSING (no <svg> root).
 *
 * What is read, after svg-sanitise.ts has dropped everything unsafe: rect, circle, ellipse,
 * line, polyline, polygon and path (all but untransformed rects become paths), text with its
 * tspans (size, family, fill, weight, style, anchor, letter spacing), images with inline
 * PNG/JPEG/GIF/WebP data, and groups: their transforms (translate, scale, rotate, skew, matrix)
 * are applied to the coordinates, for text and images approximately (position and size).
 * Styles come from presentation attributes, <style> rules (tag, .class, #id and compounds of
 * them) and inline `style`, inherited as SVG does. A rectangle covering 90% or more of the canvas
 * at the origin is the background: skipped, its colour becomes the background colour. Gradients
 * and patterns are counted as not importable; a shape filled with one takes its first colour.
 *
 * The result holds elements for the editor's `import` command, the canvas size (1080x1080 and
 * #1a1a1a when the file gives none), what was found and imported per kind, and the notice to
 * show: i18n key `editor.svgImport.imported` ('SVG erfolgreich importiert' with the imported
 * counts) or `editor.svgImport.nothingImported` ('Keine Elemente importiert', with the counts
 * found and that none could be imported); the values are the counts.
 */
export const SVG_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const SVG_IMPORT_DEFAULT_CANVAS = { width: 1080, height: 1080 } as const;
export const SVG_IMPORT_DEFAULT_BACKGROUND = '#1a1a1a';

export type SvgImportErrorCode =
  'SVG_FILE_REQUIRED' | 'SVG_FILE_TOO_LARGE' | 'SVG_PARSE_FAILED' | 'SVG_ROOT_MISSING';

export interface SvgImportCounts {
  text: number;
  images: number;
  rectangles: number;
  paths: number;
  /** Gradients and patterns: never imported. */
  patterns: number;
}

export type SvgImportNotice =
  | { key: 'editor.svgImport.imported'; values: SvgImportCounts }
  | { key: 'editor.svgImport.nothingImported'; values: SvgImportCounts };

export interface SvgImportSuccess {
  ok: true;
  /** In drawing order; the `import` command gives them ids and layers. */
  elements: TemplateElement[];
  canvas: { width: number; height: number };
  backgroundColor: string;
  found: SvgImportCounts;
  imported: SvgImportCounts;
  notice: SvgImportNotice;
  /** More elements than a template may hold: the rest were left out. */
  truncated: boolean;
  /** What the sanitiser dropped (element names, `element@attribute`). */
  removed: string[];
}

export type SvgImportResult = SvgImportSuccess | { ok: false; code: SvgImportErrorCode };

export interface SvgFile {
  /** The file's text (UTF-8). */
  text: string;
  /** Size in bytes, as the file picker reports it; the text's length otherwise. */
  size?: number;
  name?: string;
  /** The MIME type the browser reports ('image/svg+xml'). */
  type?: string;
}

export interface SvgImportOptions {
  /** Scale and centre the drawing into this canvas (the template's format). */
  fitTo?: { width: number; height: number };
}

/** The checks before reading a file: by name or type an SVG, and at most 5 MB. */
export function checkSvgFile(file: {
  name?: string;
  type?: string;
  size: number;
}): SvgImportErrorCode | null {
  const svgByName = file.name !== undefined && /\.svg$/i.test(file.name);
  const svgByType = file.type === 'image/svg+xml';
  const told = file.name !== undefined || Boolean(file.type);
  if (told && !svgByName && !svgByType) return 'SVG_FILE_REQUIRED';
  if (file.size > SVG_IMPORT_MAX_BYTES) return 'SVG_FILE_TOO_LARGE';
  return null;
}

/* Styles ----------------------------------------------------------------------------------------- */

type Style = Map<string, string>;

interface Rule {
  tag: string | null;
  id: string | null;
  classes: string[];
  specificity: number;
  order: number;
  declarations: Style;
}

const inherited = new Set([
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-anchor',
  'letter-spacing',
  'visibility',
]);

const presentation = new Set([...inherited, 'opacity', 'display', 'stop-color', 'stop-opacity']);

function declarations(css: string): Style {
  const style: Style = new Map();
  for (const part of css.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (property && value) style.set(property, value);
  }
  return style;
}

/** Bounds on the work a file can cause: style rules read, and elements walked. */
const maxRules = 1000;
const maxVisited = 5000;

function parseRules(sheets: string[]): Rule[] {
  const rules: Rule[] = [];
  for (const sheet of sheets) {
    for (const match of sheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const body = declarations(match[2] ?? '');
      for (const raw of (match[1] ?? '').split(',')) {
        const selector = raw.trim();
        // Compound selectors only: descendant and child combinators are not matched.
        const compound = /^(\*|[A-Za-z][\w-]*)?((?:[.#][\w-]+)*)$/.exec(selector);
        if (!compound || !selector) continue;
        const parts = compound[2]?.match(/[.#][\w-]+/g) ?? [];
        const ids = parts.filter((p) => p.startsWith('#')).map((p) => p.slice(1));
        const classes = parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1));
        const tag = compound[1] && compound[1] !== '*' ? compound[1] : null;
        if (rules.length >= maxRules) break;
        rules.push({
          tag,
          id: ids[0] ?? null,
          classes,
          specificity: ids.length * 100 + classes.length * 10 + (tag ? 1 : 0),
          order: rules.length,
          declarations: body,
        });
      }
    }
  }
  return rules.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
}

interface Subject {
  tag: string;
  id: string | undefined;
  classes: Set<string>;
}

function matches(rule: Rule, subject: Subject): boolean {
  if (rule.tag && rule.tag !== subject.tag) return false;
  if (rule.id && subject.id !== rule.id) return false;
  return rule.classes.every((c) => subject.classes.has(c));
}

/* Values ----------------------------------------------------------------------------------------- */

const namedColors: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  lime: '#00ff00',
  blue: '#0000ff',
  yellow: '#ffff00',
  cyan: '#00ffff',
  aqua: '#00ffff',
  magenta: '#ff00ff',
  fuchsia: '#ff00ff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  olive: '#808000',
  navy: '#000080',
  purple: '#800080',
  teal: '#008080',
  orange: '#ffa500',
  gold: '#ffd700',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkred: '#8b0000',
  darkblue: '#00008b',
  darkgreen: '#006400',
  crimson: '#dc143c',
  indigo: '#4b0082',
  violet: '#ee82ee',
  transparent: 'transparent',
  none: 'none',
};

function toColor(value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = value.trim().toLowerCase();
  const named = namedColors[text];
  if (named) return named;
  const percent =
    /^rgba?\(\s*([\d.]+)%\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(text);
  if (percent) {
    const c = [percent[1], percent[2], percent[3]].map((p) =>
      Math.round(Math.min(100, Number(p)) * 2.55),
    );
    return percent[4] ? `rgba(${c.join(',')},${percent[4]})` : `rgb(${c.join(',')})`;
  }
  const compact = text.replace(/\s+/g, '');
  return isColor(compact) ? compact : null;
}

function length(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const match = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(px|pt)?\s*$/.exec(value);
  if (!match) return fallback;
  const n = Number(match[1]) * (match[2] === 'pt' ? 4 / 3 : 1);
  return Number.isFinite(n) ? n : fallback;
}

function fraction(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = value.trim().endsWith('%') ? parseFloat(value) / 100 : parseFloat(value);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1;
}

const genericFonts: Record<string, FontChoice> = {
  'sans-serif': 'Arial',
  serif: 'Times New Roman',
  monospace: 'Courier New',
  cursive: 'Arial',
  fantasy: 'Impact',
};

function fontFamily(value: string | undefined): FontChoice {
  for (const raw of (value ?? '').split(',')) {
    const name = raw.trim().replace(/^['"]|['"]$/g, '');
    const plain = name.toLowerCase().replace(/[-_]/g, ' ');
    const choice = fontChoices.find(
      (c) =>
        plain === c.toLowerCase() ||
        plain.replace(/\s+/g, '') === c.toLowerCase().replace(/\s+/g, ''),
    );
    if (choice) return choice;
    // Designer exports name a face ('BebasNeue-Regular', 'Arial-BoldMT').
    const prefixed = fontChoices.find((c) =>
      plain.replace(/\s+/g, '').startsWith(c.toLowerCase().replace(/\s+/g, '')),
    );
    if (prefixed) return prefixed;
    const generic = genericFonts[plain];
    if (generic) return generic;
  }
  return 'Arial';
}

function fontWeight(value: string | undefined, family: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'bold' || text === 'bolder') return 700;
  if (text === 'lighter') return 300;
  const n = Number(text);
  if (text && Number.isFinite(n)) return Math.min(900, Math.max(100, Math.round(n / 100) * 100));
  // A face named in the family ('Arial-BoldMT') says the weight.
  if (/black|heavy/i.test(family ?? '')) return 900;
  if (/bold/i.test(family ?? '')) return 700;
  return 400;
}

/* The walk --------------------------------------------------------------------------------------- */

interface Context {
  matrix: Matrix;
  style: Style;
  opacity: number;
}

interface Walk {
  rules: Rule[];
  gradients: Map<string, string>;
  /** The file's canvas in output coordinates. */
  drawing: { x: number; y: number; width: number; height: number };
  background: string | null;
  found: SvgImportCounts;
  imported: SvgImportCounts;
  elements: TemplateElement[];
  visited: number;
}

const notDrawn = new Set([
  'defs',
  'style',
  'clipPath',
  'mask',
  'symbol',
  'pattern',
  'linearGradient',
  'radialGradient',
  'stop',
]);

function computedStyle(element: XmlElement, parent: Style, rules: Rule[]): Style {
  const style: Style = new Map();
  for (const [property, value] of parent) if (inherited.has(property)) style.set(property, value);
  for (const [attribute, value] of element.attributes) {
    if (presentation.has(attribute)) style.set(attribute, value.trim());
  }
  const subject: Subject = {
    tag: localName(element),
    id: element.attributes.get('id'),
    classes: new Set((element.attributes.get('class') ?? '').split(/\s+/)),
  };
  for (const rule of rules) {
    if (matches(rule, subject)) for (const [p, v] of rule.declarations) style.set(p, v);
  }
  for (const [p, v] of declarations(element.attributes.get('style') ?? '')) style.set(p, v);
  return style;
}

function paint(value: string | undefined, fallback: string | null, walk: Walk): string | null {
  if (value === undefined) return fallback;
  const reference = /^url\(\s*['"]?#([\w.-]+)['"]?\s*\)/.exec(value.trim());
  if (reference) return walk.gradients.get(reference[1] ?? '') ?? '#cccccc';
  const color = toColor(value);
  if (color === 'none' || color === 'transparent') return 'none';
  return color ?? fallback;
}

const coordinateOk = (n: number) => Number.isFinite(n) && n >= -4000 && n <= 8000;

function push(walk: Walk, element: Record<string, unknown>, kind: keyof SvgImportCounts): void {
  const parsed = templateElementSchema.safeParse({
    id: `svg-${walk.elements.length + 1}`,
    ...element,
  });
  if (!parsed.success) return;
  walk.elements.push(parsed.data);
  walk.imported[kind]++;
}

function opacityOf(value: number): { opacity?: number } {
  return value < 0.999 ? { opacity: Math.round(value * 1000) / 1000 } : {};
}

function strokeOf(style: Style, m: Matrix, walk: Walk): Record<string, unknown> {
  const stroke = paint(style.get('stroke'), null, walk);
  if (!stroke || stroke === 'none') return {};
  const width = length(style.get('stroke-width'), 1) * scaleOf(m);
  if (!(width > 0)) return {};
  return { stroke, strokeWidth: Math.min(200, Math.round(width * 100) / 100) };
}

function shapeSegments(element: XmlElement, name: string): Segment[] | null {
  const a = (key: string) => length(element.attributes.get(key), 0);
  switch (name) {
    case 'rect': {
      const [w, h] = [a('width'), a('height')];
      if (!(w > 0 && h > 0)) return null;
      const rxRaw = element.attributes.get('rx');
      const ryRaw = element.attributes.get('ry');
      const rx = length(rxRaw ?? ryRaw, 0);
      const ry = length(ryRaw ?? rxRaw, 0);
      return rectSegments(a('x'), a('y'), w, h, rx, ry);
    }
    case 'circle': {
      const r = a('r');
      return r > 0 ? ellipseSegments(a('cx'), a('cy'), r, r) : null;
    }
    case 'ellipse': {
      const [rx, ry] = [a('rx'), a('ry')];
      return rx > 0 && ry > 0 ? ellipseSegments(a('cx'), a('cy'), rx, ry) : null;
    }
    case 'line':
      return polySegments([a('x1'), a('y1'), a('x2'), a('y2')], false);
    case 'polyline':
    case 'polygon': {
      const points = numbersIn(element.attributes.get('points') ?? '');
      return points.length >= 4 ? polySegments(points, name === 'polygon') : null;
    }
    case 'path': {
      const d = element.attributes.get('d') ?? '';
      return d.length <= 200_000 ? parsePathData(d) : null;
    }
    default:
      return null;
  }
}

/** Covers 90% or more of the file's canvas from its origin (wherever a fit placed it). */
function isBackground(walk: Walk, box: { x: number; y: number; width: number; height: number }) {
  const { x, y, width, height } = walk.drawing;
  const atOrigin = box.x <= x + width * 0.01 && box.y <= y + height * 0.01;
  return atOrigin && box.width * box.height >= 0.9 * width * height;
}

function shape(element: XmlElement, name: string, context: Context, walk: Walk): void {
  const kind = name === 'rect' ? 'rectangles' : 'paths';
  walk.found[kind]++;
  const { matrix: m, style } = context;
  const segments = shapeSegments(element, name);
  if (!segments || segments.length === 0) return;
  const fill = paint(style.get('fill'), name === 'line' ? 'none' : '#000000', walk) ?? '#000000';
  const opacity =
    context.opacity *
    fraction(style.get('opacity')) *
    (fill === 'none' ? fraction(style.get('stroke-opacity')) : fraction(style.get('fill-opacity')));
  const stroke = strokeOf(style, m, walk);
  const moved = transformSegments(segments, m);
  const box = segmentsBox(moved);
  if (!box) return;

  if (name === 'rect' && isBackground(walk, box)) {
    if (walk.background === null && fill !== 'none' && walk.elements.length === 0) {
      walk.background = fill;
    }
    return;
  }
  if (fill === 'none' && !stroke.stroke) return;

  const rounded = (n: number) => Math.round(n * 100) / 100;
  if (name === 'rect' && isAxisAligned(m) && m[0] > 0 && m[3] > 0) {
    const rxRaw = element.attributes.get('rx');
    const ryRaw = element.attributes.get('ry');
    const rx = length(rxRaw ?? ryRaw, 0) * m[0];
    const ry = length(ryRaw ?? rxRaw, 0) * m[3];
    if (!coordinateOk(box.x) || !coordinateOk(box.y)) return;
    push(
      walk,
      {
        type: 'rect',
        x: rounded(box.x),
        y: rounded(box.y),
        width: Math.min(8000, rounded(box.width)),
        height: Math.min(8000, rounded(box.height)),
        fill,
        ...stroke,
        ...(rx > 0 ? { rx: Math.min(4000, rounded(rx)) } : {}),
        ...(ry > 0 ? { ry: Math.min(4000, rounded(ry)) } : {}),
        ...opacityOf(opacity),
      },
      'rectangles',
    );
    return;
  }
  if (!coordinateOk(box.x) || !coordinateOk(box.y)) return;
  const x = rounded(box.x);
  const y = rounded(box.y);
  push(
    walk,
    {
      type: 'path',
      x,
      y,
      pathData: segmentsToPathData(moved, x, y),
      fill,
      ...stroke,
      ...opacityOf(opacity),
    },
    // A rect that had to become a path (rotated) still counts as a rectangle.
    kind,
  );
}

interface Run {
  x: number;
  y: number;
  content: string;
  style: Style;
}

function textRuns(element: XmlElement, style: Style, rules: Rule[]): Run[] {
  const first = (key: string, el: XmlElement) => numbersIn(el.attributes.get(key) ?? '')[0];
  const runs: Run[] = [];
  let current: Run = {
    x: first('x', element) ?? 0,
    y: first('y', element) ?? 0,
    content: '',
    style,
  };
  const visit = (node: XmlNode, nodeStyle: Style) => {
    if (node.kind === 'text') {
      current.content += node.text;
      return;
    }
    if (localName(node) !== 'tspan') return;
    const spanStyle = computedStyle(node, nodeStyle, rules);
    const x = first('x', node);
    const y = first('y', node);
    if (x !== undefined || y !== undefined) {
      runs.push(current);
      current = { x: x ?? current.x, y: y ?? current.y, content: '', style: spanStyle };
    } else if (current.content.trim() === '') current.style = spanStyle;
    for (const child of node.children) visit(child, spanStyle);
  };
  for (const child of element.children) visit(child, style);
  runs.push(current);
  return runs.filter((run) => run.content.trim() !== '');
}

function text(element: XmlElement, context: Context, walk: Walk): void {
  const runs = textRuns(element, context.style, walk.rules);
  walk.found.text += Math.max(1, runs.length);
  const m = context.matrix;
  for (const run of runs) {
    const style = run.style;
    const [x, y] = applyPoint(m, run.x, run.y);
    if (!coordinateOk(x) || !coordinateOk(y)) continue;
    const family = style.get('font-family');
    const anchor = style.get('text-anchor');
    const fill = paint(style.get('fill'), '#000000', walk) ?? '#000000';
    const size = length(style.get('font-size'), 16) * scaleOf(m);
    const spacing = length(style.get('letter-spacing'), 0) * scaleOf(m);
    const opacity =
      context.opacity * fraction(style.get('opacity')) * fraction(style.get('fill-opacity'));
    push(
      walk,
      {
        type: 'text',
        x: Math.round(x * 100) / 100,
        y: Math.round(y * 100) / 100,
        content: cleanText(run.content.replace(/\s+/g, ' ').trim()).slice(0, 500),
        fontSize: Math.min(1000, Math.max(1, Math.round(size * 100) / 100)),
        fontFamily: fontFamily(family),
        fill: fill === 'none' ? 'transparent' : fill,
        fontWeight: fontWeight(style.get('font-weight'), family),
        fontStyle: /italic|oblique/i.test(style.get('font-style') ?? '') ? 'italic' : 'normal',
        letterSpacing: Math.min(500, Math.max(-100, Math.round(spacing * 100) / 100)),
        textAnchor: anchor === 'middle' || anchor === 'end' ? anchor : 'start',
        ...opacityOf(opacity),
      },
      'text',
    );
  }
}

function image(element: XmlElement, context: Context, walk: Walk): void {
  walk.found.images++;
  const href = element.attributes.get('href');
  if (!href) return;
  const a = (key: string) => length(element.attributes.get(key), 0);
  const [w, h] = [a('width'), a('height')];
  if (!(w > 0 && h > 0)) return;
  const box = segmentsBox(transformSegments(rectSegments(a('x'), a('y'), w, h), context.matrix));
  if (!box || !coordinateOk(box.x) || !coordinateOk(box.y)) return;
  const rounded = (n: number) => Math.round(n * 100) / 100;
  push(
    walk,
    {
      type: 'image',
      x: rounded(box.x),
      y: rounded(box.y),
      width: Math.min(8000, rounded(box.width)),
      height: Math.min(8000, rounded(box.height)),
      href,
      ...opacityOf(context.opacity * fraction(context.style.get('opacity'))),
    },
    'images',
  );
}

function visit(element: XmlElement, parent: Context, walk: Walk): void {
  const name = localName(element);
  if (notDrawn.has(name)) return;
  if (++walk.visited > maxVisited) return;
  const style = computedStyle(element, parent.style, walk.rules);
  if (style.get('display') === 'none') return;
  const transform = parseTransform(element.attributes.get('transform'));
  if (!transform) return;
  let matrix = multiply(parent.matrix, transform);
  if (name === 'svg') {
    // A nested <svg> places its content at its x and y.
    const x = length(element.attributes.get('x'), 0);
    const y = length(element.attributes.get('y'), 0);
    matrix = multiply(matrix, [1, 0, 0, 1, x, y]);
  }
  const hidden = style.get('visibility') === 'hidden';
  const context: Context = { matrix, style, opacity: parent.opacity };
  switch (name) {
    case 'svg':
    case 'g':
      context.opacity *= fraction(style.get('opacity'));
      context.style = new Map([...style].filter(([p]) => p !== 'opacity'));
      for (const child of element.children) {
        if (child.kind === 'element') visit(child, context, walk);
      }
      return;
    case 'rect':
    case 'circle':
    case 'ellipse':
    case 'line':
    case 'polyline':
    case 'polygon':
    case 'path':
      if (!hidden) shape(element, name, context, walk);
      return;
    case 'text':
      if (!hidden) text(element, context, walk);
      return;
    case 'image':
      if (!hidden) image(element, context, walk);
      return;
    default:
  }
}

/** Every element of the tree, depth first. */
function* descendants(element: XmlElement): Generator<XmlElement> {
  for (const child of element.children) {
    if (child.kind !== 'element') continue;
    yield child;
    yield* descendants(child);
  }
}

/** Gradient id -> its first colour (followed through `href` to a template gradient). */
function gradientColors(root: XmlElement, rules: Rule[]): Map<string, string> {
  const byId = new Map<string, XmlElement>();
  for (const element of descendants(root)) {
    const id = element.attributes.get('id');
    if (id && /Gradient$|^pattern$/.test(localName(element))) byId.set(id, element);
  }
  const colors = new Map<string, string>();
  for (const [id, element] of byId) {
    let source: XmlElement | undefined = element;
    for (let hops = 0; source && hops < 4; hops++) {
      const stop = source.children.find(
        (c): c is XmlElement => c.kind === 'element' && localName(c) === 'stop',
      );
      if (stop) {
        const color = toColor(computedStyle(stop, new Map(), rules).get('stop-color') ?? 'black');
        if (color && color !== 'none') colors.set(id, color);
        break;
      }
      source = byId.get((source.attributes.get('href') ?? '').slice(1));
    }
  }
  return colors;
}

function canvasOf(root: XmlElement): { size: { width: number; height: number }; matrix: Matrix } {
  const viewBox = numbersIn(root.attributes.get('viewBox') ?? '');
  const hasBox = viewBox.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0;
  const [vx, vy, vw, vh] = hasBox ? (viewBox as [number, number, number, number]) : [0, 0, 0, 0];
  const sized = (key: string, fallback: number) => {
    const raw = root.attributes.get(key);
    if (raw === undefined || /%/.test(raw)) return fallback;
    const n = length(raw, NaN);
    return n > 0 && n <= 8000 ? n : fallback;
  };
  const width = sized('width', hasBox ? vw : SVG_IMPORT_DEFAULT_CANVAS.width);
  const height = sized('height', hasBox ? vh : SVG_IMPORT_DEFAULT_CANVAS.height);
  const size = {
    width: Math.min(8000, Math.round(width)),
    height: Math.min(8000, Math.round(height)),
  };
  if (!hasBox) return { size, matrix: identity };
  // preserveAspectRatio's default, xMidYMid meet.
  const scale = Math.min(size.width / vw, size.height / vh);
  const ox = (size.width - vw * scale) / 2 - vx * scale;
  const oy = (size.height - vh * scale) / 2 - vy * scale;
  return { size, matrix: [scale, 0, 0, scale, ox, oy] };
}

const noCounts = (): SvgImportCounts => ({
  text: 0,
  images: 0,
  rectangles: 0,
  paths: 0,
  patterns: 0,
});

/** Reads an SVG file into template elements; see the module comment. */
export function importSvg(file: SvgFile, options: SvgImportOptions = {}): SvgImportResult {
  const refused = checkSvgFile({
    name: file.name,
    type: file.type,
    size: Math.max(file.size ?? 0, file.text.length),
  });
  if (refused) return { ok: false, code: refused };

  let parsed: XmlElement;
  try {
    parsed = parseXml(file.text);
  } catch (error) {
    if (error instanceof XmlParseError) return { ok: false, code: 'SVG_PARSE_FAILED' };
    throw error;
  }
  const sanitised = sanitiseSvgTree(parsed);
  if (!sanitised) return { ok: false, code: 'SVG_ROOT_MISSING' };
  const { root, removed } = sanitised;

  const sheets = [...descendants(root)]
    .filter((element) => localName(element) === 'style')
    .map((element) => textContent(element));
  const rules = parseRules(sheets);
  const { size, matrix } = canvasOf(root);

  let start = matrix;
  let canvas = size;
  let drawing = { x: 0, y: 0, ...size };
  if (options.fitTo) {
    const scale = Math.min(options.fitTo.width / size.width, options.fitTo.height / size.height);
    const ox = (options.fitTo.width - size.width * scale) / 2;
    const oy = (options.fitTo.height - size.height * scale) / 2;
    start = multiply([scale, 0, 0, scale, ox, oy], matrix);
    canvas = { ...options.fitTo };
    drawing = { x: ox, y: oy, width: size.width * scale, height: size.height * scale };
  }

  const walk: Walk = {
    rules,
    gradients: gradientColors(root, rules),
    drawing,
    background: null,
    found: noCounts(),
    imported: noCounts(),
    elements: [],
    visited: 0,
  };
  walk.found.patterns = [...descendants(root)].filter((e) =>
    /^(linearGradient|radialGradient|pattern)$/.test(localName(e)),
  ).length;

  const rootStyle = computedStyle(root, new Map(), rules);
  const rootBackground = toColor(rootStyle.get('background-color') ?? rootStyle.get('background'));
  visit(root, { matrix: start, style: new Map(), opacity: 1 }, walk);

  const truncated = walk.elements.length > maxElements || walk.visited > maxVisited;
  const elements = walk.elements.slice(0, maxElements);
  const imported = truncated ? countsOf(elements) : walk.imported;
  const notice: SvgImportNotice =
    elements.length > 0
      ? { key: 'editor.svgImport.imported', values: imported }
      : { key: 'editor.svgImport.nothingImported', values: walk.found };
  const background =
    walk.background ??
    (rootBackground && rootBackground !== 'none' ? rootBackground : SVG_IMPORT_DEFAULT_BACKGROUND);
  return {
    ok: true,
    elements,
    canvas,
    backgroundColor: background,
    found: walk.found,
    imported,
    notice,
    truncated,
    removed,
  };
}

function countsOf(elements: TemplateElement[]): SvgImportCounts {
  const counts = noCounts();
  for (const element of elements) {
    if (element.type === 'text') counts.text++;
    else if (element.type === 'image') counts.images++;
    else if (element.type === 'rect') counts.rectangles++;
    else counts.paths++;
  }
  return counts;
}
