import { presentation } from '#shared/templates/svg-import-styles.ts';
import {
  localName,
  textContent,
  type XmlElement,
  type XmlNode,
} from '#shared/templates/svg-xml.ts';
import type { SvgConfig, TemplateElement } from '#shared/templates/template-schema.ts';
import {
  templateDataImageMaxLength,
  templatePathDataMaxLength,
} from '#shared/templates/template-write.schema.ts';

/**
 * What a template may contain beyond its schema, for the editor before a save and for the server
 * on every save (it never trusts the client), and for the SVG import's parsed tree
 * (`sanitiseSvgTree`). The schema bounds every number and string; these rules add:
 * - images only as the workspace's own stored files (`/api/files/{logos|backgrounds}/<workspaceId>/<file>`,
 *   the stable form; the app's signed URLs of such a file are brought to it), the app's crests
 *   (`/api/crests/...`), or inline PNG, JPEG, GIF or WebP data whose bytes match the type, up to
 *   `templateDataImageMaxLength`; never SVG data (it could carry script), http(s) or any other
 *   scheme;
 * - text without control characters (removed);
 * - all path data together within `templatePathDataMaxLength`.
 */
export type ConfigProblemCode = 'TEMPLATE_IMAGE_FORBIDDEN' | 'TEMPLATE_TOO_LARGE';

export interface ConfigProblem {
  /** Inside the config: 'elements.3.href', 'backgroundImageUrl', 'elements'. */
  path: string;
  code: ConfigProblemCode;
}

export interface ImageReferenceRules {
  /** The workspace whose stored files the template may show; null: none (the SVG import). */
  workspaceId: string | null;
}

export const rasterDataImageTypes = ['png', 'jpeg', 'gif', 'webp'] as const;

const dataImage = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The first bytes each type starts with (WebP: 'RIFF' here, 'WEBP' at offset 8). */
const signatures: Record<(typeof rasterDataImageTypes)[number], number[][]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  webp: [[0x52, 0x49, 0x46, 0x46]],
};

/** An inline PNG, JPEG, GIF or WebP within the size cap whose first bytes match its type. */
export function isSafeDataImage(href: string, maxLength = templateDataImageMaxLength): boolean {
  if (href.length > maxLength) return false;
  const match = dataImage.exec(href);
  if (!match) return false;
  const type = match[1] as (typeof rasterDataImageTypes)[number];
  const payload = match[2] as string;
  if (payload.length % 4 !== 0 || payload.length < 16) return false;
  let head: string;
  try {
    head = atob(payload.slice(0, 16));
  } catch {
    return false;
  }
  const bytes = [...head].map((c) => c.charCodeAt(0));
  if (type === 'webp' && String.fromCharCode(...bytes.slice(8, 12)) !== 'WEBP') return false;
  return signatures[type].some((sig) => sig.every((b, i) => bytes[i] === b));
}

const crestPath = /^\/api\/crests\/[a-z]+\/[A-Za-z0-9._-]+\.svg$/;
const ownKey = /^(logos|backgrounds)\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,127})$/;

/** The storage key in an /api/files path or a signed URL of one, or null. */
function storageKeyOf(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, 'http://app.invalid');
  } catch {
    return null;
  }
  const relative = href.startsWith('/api/files/');
  if (!relative && !/^https?:$/.test(url.protocol)) return null;
  if (url.username || url.password) return null;
  // A signed URL of the app's storage (disk: .../api/files/<key>; S3: .../<key>?X-Amz-...):
  // only the key is kept, so where the URL pointed never matters.
  const segments = url.pathname.split('/');
  if (segments.length < 4) return null;
  if (relative && segments.length !== 6) return null;
  let key: string;
  try {
    key = segments.slice(-3).map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  if (!relative && !/[?&](signature|X-Amz-Signature)=/.test(url.search)) return null;
  return ownKey.test(key) ? key : null;
}

/**
 * The stable form of an image reference the rules allow, or null. Own files become
 * `/api/files/<key>` (no signature: it expires, and the renderer reads the owner's files
 * directly).
 */
export function imageReference(href: string, rules: ImageReferenceRules): string | null {
  if (href.startsWith('data:')) return isSafeDataImage(href) ? href : null;
  if (crestPath.test(href)) return href;
  if (href.length > 4096 || rules.workspaceId === null) return null;
  const key = storageKeyOf(href);
  if (!key || key.split('/')[1] !== rules.workspaceId) return null;
  return `/api/files/${key}`;
}

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text as the template keeps it: control characters and bidi overrides removed. */
export function cleanText(text: string): string {
  return text.replace(controlCharacters, '');
}

function sanitiseElement(
  element: TemplateElement,
  index: number,
  rules: ImageReferenceRules,
  problems: ConfigProblem[],
): TemplateElement {
  switch (element.type) {
    case 'text':
      return { ...element, content: cleanText(element.content) };
    case 'api-text': {
      const next = { ...element };
      if (next.content !== undefined) next.content = cleanText(next.content);
      if (next.suffix !== undefined) next.suffix = cleanText(next.suffix);
      return next;
    }
    case 'image': {
      const href = imageReference(element.href, rules);
      if (href === null)
        problems.push({ path: `elements.${index}.href`, code: 'TEMPLATE_IMAGE_FORBIDDEN' });
      return { ...element, href: href ?? element.href };
    }
    case 'api-image': {
      if (element.href === undefined) return element;
      const href = imageReference(element.href, rules);
      if (href === null)
        problems.push({ path: `elements.${index}.href`, code: 'TEMPLATE_IMAGE_FORBIDDEN' });
      return { ...element, href: href ?? element.href };
    }
    default:
      return element;
  }
}

/**
 * A schema-valid config checked against the rules above: references brought to their stable
 * form, text cleaned, and the problems that refuse it (an empty list: it may be saved).
 */
export function sanitiseSvgConfig(
  config: SvgConfig,
  rules: ImageReferenceRules,
): { config: SvgConfig; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const elements = config.elements.map((element, index) =>
    sanitiseElement(element, index, rules, problems),
  );
  const pathData = elements.reduce(
    (sum, element) => sum + (element.type === 'path' ? element.pathData.length : 0),
    0,
  );
  if (pathData > templatePathDataMaxLength) {
    problems.push({ path: 'elements', code: 'TEMPLATE_TOO_LARGE' });
  }
  let backgroundImageUrl = config.backgroundImageUrl;
  if (typeof backgroundImageUrl === 'string') {
    const href = imageReference(backgroundImageUrl, rules);
    if (href === null)
      problems.push({ path: 'backgroundImageUrl', code: 'TEMPLATE_IMAGE_FORBIDDEN' });
    else backgroundImageUrl = href;
  }
  const next: SvgConfig = { ...config, elements };
  if (config.backgroundImageUrl !== undefined) next.backgroundImageUrl = backgroundImageUrl;
  return { config: next, problems };
}

/* The SVG import's tree ------------------------------------------------------------------------ */

/** Elements the import reads; `a` and `switch` are unwrapped, everything else is dropped. */
const keptElements = new Set([
  'svg',
  'g',
  'defs',
  'style',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'path',
  'text',
  'tspan',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'symbol',
  'clipPath',
  'mask',
]);
const unwrappedElements = new Set(['a', 'switch']);

/**
 * Presentation (the import's own list) and geometry attributes and CSS properties the import
 * reads, and those an SVG logo is drawn with; none can reach outside the file.
 */
const keptProperties = new Set([
  'id',
  'class',
  'style',
  'transform',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'd',
  'points',
  'viewBox',
  ...presentation,
  'offset',
  'background',
  'background-color',
  // Read by resvg when a cleaned SVG is drawn whole (an SVG logo); the import ignores them.
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'preserveAspectRatio',
  'dx',
  'dy',
  'dominant-baseline',
  'color',
]);

/** A value that could reach outside the file or run code; `url(#local)` is fine. */
function isUnsafeValue(value: string): boolean {
  const plain = value.replace(/\\/g, '').replace(/\s+/g, '').toLowerCase();
  if (/javascript:|vbscript:|expression\(|@import|behavior:|-moz-binding/.test(plain)) return true;
  for (const match of plain.matchAll(/url\(([^)]*)\)?/g)) {
    if (!/^['"]?#[\w.-]+['"]?$/.test(match[1] ?? '')) return true;
  }
  return false;
}

/** CSS declarations with only the properties above and safe values. */
export function sanitiseDeclarations(css: string): string {
  return css
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!keptProperties.has(property) || property === 'style' || isUnsafeValue(value)) {
        return null;
      }
      return `${property}:${value}`;
    })
    .filter((d): d is string => d !== null)
    .join(';');
}

/**
 * A <style> sheet reduced to plain rules (selector { declarations }) with safe declarations:
 * at-rules (@import, @font-face, @media ...) and comments are dropped.
 */
export function sanitiseStyleSheet(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '').replace(/<!--|-->/g, '');
  const rules: string[] = [];
  let pos = 0;
  while (pos < text.length) {
    const open = text.indexOf('{', pos);
    if (open < 0) break;
    // Statements such as `@import ...;` end before the selector: only what follows them counts.
    const prelude = text.slice(pos, open);
    const selector = prelude.slice(prelude.lastIndexOf(';') + 1).trim();
    let depth = 1;
    let end = open + 1;
    while (end < text.length && depth > 0) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}') depth--;
      end++;
    }
    const body = text.slice(open + 1, end - 1);
    pos = end;
    if (selector.includes('@') || body.includes('{')) continue;
    if (!/^[\w\s.#,:*>+~-]+$/.test(selector)) continue;
    const declarations = sanitiseDeclarations(body);
    if (declarations) rules.push(`${selector}{${declarations}}`);
  }
  return rules.join('\n');
}

function keptHref(element: string, href: string): string | null {
  if (element === 'image') return isSafeDataImage(href) ? href : null;
  if (/^#[\w.-]+$/.test(href)) return href;
  return null;
}

function sanitiseElementNode(node: XmlElement, removed: string[]): XmlNode[] {
  const name = localName(node);
  if (unwrappedElements.has(name)) return sanitiseChildren(node, removed);
  if (!keptElements.has(name)) {
    removed.push(name);
    return [];
  }
  const attributes = new Map<string, string>();
  for (const [attribute, value] of node.attributes) {
    if (attribute === 'href' || attribute === 'xlink:href') {
      const href = keptHref(name, value.trim());
      if (href === null) removed.push(`${name}@href`);
      else attributes.set('href', href);
    } else if (attribute === 'style') {
      const style = sanitiseDeclarations(value);
      if (style) attributes.set('style', style);
    } else if (keptProperties.has(attribute) && !isUnsafeValue(value)) {
      attributes.set(attribute, value);
    } else if (/^on/i.test(attribute) || isUnsafeValue(value)) {
      removed.push(`${name}@${attribute}`);
    }
  }
  if (name === 'style') {
    const css = sanitiseStyleSheet(textContent(node));
    return [{ kind: 'element', name, attributes, children: [{ kind: 'text', text: css }] }];
  }
  return [{ kind: 'element', name, attributes, children: sanitiseChildren(node, removed) }];
}

function sanitiseChildren(node: XmlElement, removed: string[]): XmlNode[] {
  return node.children.flatMap((child) =>
    child.kind === 'text' ? [child] : sanitiseElementNode(child, removed),
  );
}

/**
 * A parsed SVG with only what the import reads and an SVG logo is drawn with: kept elements (scripts, foreignObject, iframes,
 * animations, `use` and everything unknown dropped; links unwrapped), kept attributes (event
 * handlers and any other attribute dropped), `href` only as inline PNG/JPEG/GIF/WebP on images
 * or `#local` elsewhere, no `url()` other than `url(#local)`, no `javascript:`, style sheets
 * reduced to plain rules. `removed` names what was dropped (for the log and the tests). Null
 * when the root is no <svg>.
 */
export function sanitiseSvgTree(root: XmlElement): { root: XmlElement; removed: string[] } | null {
  if (localName(root) !== 'svg') return null;
  const removed: string[] = [];
  const [clean] = sanitiseElementNode(root, removed);
  return clean?.kind === 'element' ? { root: clean, removed } : null;
}
