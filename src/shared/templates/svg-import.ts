import {
  identity,
  multiply,
  numbersIn,
  parseTransform,
  type Matrix,
} from '#shared/geometry/svg-geometry.ts';
import { sanitiseSvgTree } from '#shared/templates/svg-sanitise.ts';
import {
  localName,
  parseXml,
  textContent,
  XmlParseError,
  type XmlElement,
} from '#shared/templates/svg-xml.ts';
import { maxElements, type TemplateElement } from '#shared/templates/template-schema.ts';
import {
  computedStyle,
  fraction,
  length,
  maxVisited,
  parseRules,
  toColor,
  type Rule,
} from '#shared/templates/svg-import-styles.ts';
import {
  image,
  notDrawn,
  shape,
  text,
  type Context,
  type SvgImportCounts,
  type Walk,
} from '#shared/templates/svg-import-elements.ts';

export type { SvgImportCounts } from '#shared/templates/svg-import-elements.ts';

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
