import type { SvgConfig, TemplateElement } from '#shared/templates/template-schema.ts';
import {
  templateDataImageMaxLength,
  templatePathDataMaxLength,
} from '#shared/templates/template-write.schema.ts';

/**
 * What a template may contain beyond its schema, for the editor before a save and for the server
 * on every save (it never trusts the client), and for the SVG import's parsed tree
 * (`sanitiseSvgTree`). The schema bounds every number and string; these rules add:
 * - images only as the user's own stored files (`/api/files/{logos|backgrounds}/<userId>/<file>`,
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
  /** Whose stored files the template may show; null: none (the SVG import). */
  userId: string | null;
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
  if (href.length > 4096 || rules.userId === null) return null;
  const key = storageKeyOf(href);
  if (!key || key.split('/')[1] !== rules.userId) return null;
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
