import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { aspectWithin, type PixelSize } from '#shared/images/drawing-bounds.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { bandColumns, bandSvg, extent, layerBands } from '#server/render/band-layout.ts';
import { applyShades, compositeOver, fillSolid } from '#server/render/composite.ts';
import { sniffImageType, type ImageContentType } from '#server/images/image-type.ts';
import { fontPaths } from '#server/render/font-files.ts';
import { fillLinearGround, linearGround } from '#server/render/linear-ground.ts';
import { compositeRuns, encodeRuns, LayerRuns } from '#server/render/layer-runs.ts';
import { replaceImages, type WantedImage } from '#server/render/layer-image-refs.ts';

/**
 * A post's pixels, drawn on a render thread (render.worker.ts; docs/export.md): the background
 * (colour or photo, shades, the template's static backdrop) prepared once and kept by the main
 * thread, and the overlay (texts, crests, panels) drawn by resvg band by band over it. resvg
 * never fetches or reads anything: the images arrive as bytes, inlined here.
 */

/**
 * The part of a post kept as its prepared background, and the part drawn with each export. The
 * renderer's backdrop holds every shape below the first text, but a built-in look sizes and
 * places some of them by the game (the crest plates, the period chips, the win or loss pill): a
 * background made with them would be another one for every game and language. So the prepared
 * background keeps the backdrop's leading shapes that span most of the canvas's height (the
 * ground, its gradient; a shape whose rows band-layout.ts cannot tell counts as spanning it all)
 * and its paths (the looks' stripes, slashes and diagonal bands, the same for every game), and
 * from the first smaller one on, the backdrop is drawn with the overlay, in the same order: a
 * post of one look over one photo shares its background with every other game of that look
 * (measured in docs/export.md).
 *
 * A video's layout carries its cues (ADR 066): there the kept part ends at the first shape with
 * the cue `band` (default's blade, club's band), so that it comes in. `ground` counts the drawn
 * nodes from there that still span most of the canvas: the video moves them with its ground
 * (post-video.ts). A still has no cues, so its background and its pixels are as they were.
 */
export function splitBackdrop(post: RenderedPost): {
  kept: RenderedPost;
  drawn: RenderedPost['overlay'];
  ground: number;
} {
  const small = (node: SvgNode) => {
    if (node.tag === 'path') return false;
    const rows = extent(node);
    return rows !== null && rows[1] - rows[0] < post.height / 2;
  };
  const first = post.backdrop.findIndex((node) => small(node) || node.attrs['data-cue'] === 'band');
  if (first === -1) return { kept: post, drawn: post.overlay, ground: 0 };
  const drawn = [...post.backdrop.slice(first), ...post.overlay];
  const ground = post.backdrop.slice(first).findIndex(small);
  return {
    kept: { ...post, backdrop: post.backdrop.slice(0, first) },
    drawn,
    ground: ground === -1 ? post.backdrop.length - first : ground,
  };
}

/** The photo under a post could not be read: the export answers 422 BACKGROUND_UNREADABLE. */
export class BackgroundUnreadableError extends Error {
  override name = 'BackgroundUnreadableError';
}

/** What drawing a layer needs besides its nodes. */
interface LayerDrawing {
  post: Pick<RenderedPost, 'width' | 'height' | 'defs'>;
  scale: number;
  /** Font files beyond the defaults, as the post lists them, and the folder they are in. */
  fontFiles: readonly string[];
  fontDir: string;
  /** The images the layer draws by href, and their bytes by key (layer-image-refs.ts). */
  wanted: ReadonlyMap<string, WantedImage>;
  images: ReadonlyMap<string, Uint8Array>;
  /** The thread's kept runs (layer-runs.ts): a background's bands drawn before are not drawn again. */
  runs?: LayerRuns;
}

/** resvg's options for a post's layers (the video draws its elements with them too). */
export function resvgOptions(scale: number, fontFiles: readonly string[], fontDir: string) {
  return {
    fitTo: { mode: 'zoom' as const, value: scale },
    font: {
      loadSystemFonts: false,
      fontFiles: fontPaths(fontFiles, fontDir),
      defaultFontFamily: 'Arimo',
    },
    // Images arrive at the size they are drawn, so the fast filter gives the same pixels.
    imageRendering: 1 as const,
    // resvg-js copies every drawing into a new pixmap to apply its crop, the default one of the
    // whole canvas too; an empty crop is none, so the drawing comes back without that copy (a
    // new post without a photo: 177 ms instead of 211-214 on one thread; docs/export.md). Every
    // caller checks the size it gets back, so a resvg-js that read it otherwise would fail there.
    crop: { left: 0, top: 0, right: 0, bottom: 0 },
    logLevel: 'off' as const,
  };
}

/**
 * Draws the nodes of one layer over `target` (opaque RGBA of the whole picture), in place, one
 * band of rows at a time, each only as wide as its nodes reach: resvg's cost grows with the
 * canvas it fills (and so does copying and compositing its drawing), and a layer is mostly
 * empty. With `under`, each row the layer draws on is first copied from there and the others
 * are not written. Returns one flag per row of the picture: 1 where the layer has a pixel.
 */
export function drawLayer(
  nodes: readonly SvgNode[],
  layer: LayerDrawing,
  target: Uint8Array,
  under?: Uint8Array,
): Uint8Array {
  const { post, scale } = layer;
  const width = Math.round(post.width * scale);
  const height = Math.round(post.height * scale);
  const inked = new Uint8Array(height);
  if (nodes.length === 0) return inked;
  const ready = nodes
    .map((node) => replaceImages(node, layer.wanted, layer.images))
    .filter((node) => node !== null);
  const options = resvgOptions(scale, layer.fontFiles, layer.fontDir);
  for (const band of layerBands(ready, post.height, scale, height)) {
    const rows = band.endRow - band.firstRow;
    const columns = bandColumns(band, post.width, scale, width);
    const bandWidth = columns.endColumn - columns.firstColumn;
    if (bandWidth === 0) continue;
    const svg = bandSvg(post, band, scale, columns);
    const start = band.firstRow * width * 4;
    const end = start + rows * width * 4;
    const bandRows = target.subarray(start, end);
    const underRows = under?.subarray(start, end);
    const key = layer.runs ? LayerRuns.key(svg, scale, layer.fontFiles) : null;
    const kept = key ? layer.runs?.get(key) : undefined;
    let drawn: Uint8Array;
    if (kept) {
      drawn = compositeRuns(bandRows, kept, width, rows, columns.firstColumn, underRows);
    } else {
      const image = new Resvg(svg, options).render();
      if (image.width !== bandWidth || image.height !== rows) {
        throw new Error(`band came out ${image.width}x${image.height}, not ${bandWidth}x${rows}`);
      }
      drawn = compositeOver(bandRows, image.pixels, width, rows, underRows, columns);
      if (key && kept === undefined)
        layer.runs?.keep(key, encodeRuns(image.pixels, bandWidth, rows));
    }
    for (let row = 0; row < rows; row++) {
      if (drawn[row]) inked[band.firstRow + row] = 1;
    }
  }
  return inked;
}

/** What a post's background is made from, besides the post itself. */
export interface BackgroundParts {
  /** The user's photo, as stored. */
  photo: Uint8Array | null;
  /** The template's own background image when there is no photo (null: none or unreadable). */
  templateImage: Uint8Array | null;
}

/**
 * The background of a post at output size, as opaque RGBA in shared memory (the main thread
 * keeps it and hands it to every thread that draws over it): the photo cover-fitted and darkened
 * (or the template's image, or the background colour), the shades, the static backdrop.
 */
export async function prepareBackground(
  post: RenderedPost,
  scale: number,
  parts: BackgroundParts,
  images: Pick<LayerDrawing, 'wanted' | 'images' | 'fontDir' | 'runs'>,
  target?: Uint8Array | null,
): Promise<Uint8Array> {
  const width = Math.round(post.width * scale);
  const height = Math.round(post.height * scale);
  const dim = post.background.image?.dim ?? 0;
  let base: Uint8Array | null = null;
  if (parts.photo) {
    base = await coverPhoto(parts.photo, post, width, height, dim).catch((error: unknown) => {
      throw new BackgroundUnreadableError(error instanceof Error ? error.message : String(error));
    });
  } else if (parts.templateImage) {
    // A template's own image is drawn without when it cannot be read.
    base = await coverPhoto(parts.templateImage, post, width, height, dim).catch(() => null);
  }
  const bytes = width * height * 4;
  if (target && target.length !== bytes) {
    throw new Error(`prepareBackground: a target of ${target.length} bytes for ${bytes}`);
  }
  const pixels = target ?? new Uint8Array(new SharedArrayBuffer(bytes));
  // A look's gradient ground covers the whole canvas: it is filled here, not by resvg.
  const ground = base || pixels.byteOffset % 4 !== 0 ? null : linearGround(post, post.backdrop[0]);
  if (ground) {
    fillLinearGround(ground, pixels, width, height);
  } else {
    if (base) pixels.set(base);
    else fillSolid(pixels, post.background.color);
    applyShades(pixels, width, height, scale, post.background.shades);
  }
  const backdrop = ground ? post.backdrop.slice(1) : post.backdrop;
  drawLayer(backdrop, { post, scale, fontFiles: [], ...images }, pixels);
  return pixels;
}

/** What sharp decodes as a background; an SVG never reaches it (librsvg would draw it whole). */
const pictureTypes = new Set<ImageContentType>([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

const backgroundMaxPixels = 50_000_000;

/**
 * The centre of a picture of `shown` size with the canvas's aspect: what a cover fit shows of a
 * sliver (stored before the aspect rule, or a template's inline picture), cut before scaling so
 * that sharp never enlarges a picture thousands of times (ADR 050).
 */
function centre(shown: PixelSize, aspect: number) {
  const width = Math.max(1, Math.min(shown.width, Math.round(shown.height * aspect)));
  const height = Math.max(1, Math.min(shown.height, Math.round(shown.width / aspect)));
  return {
    left: Math.floor((shown.width - width) / 2),
    top: Math.floor((shown.height - height) / 2),
    width,
    height,
  };
}

/**
 * The photo cover-fitted to the canvas and darkened, as opaque RGBA. Its header is read first:
 * a picture over 50 megapixels or of no picture type is refused, one of an aspect beyond the
 * bounds is cut to the canvas's aspect before it is scaled.
 */
async function coverPhoto(
  source: Uint8Array,
  post: RenderedPost,
  width: number,
  height: number,
  dim: number,
): Promise<Buffer> {
  const type = sniffImageType(source);
  if (!type || !pictureTypes.has(type)) throw new Error(`background is no picture (${type})`);
  const options = { limitInputPixels: backgroundMaxPixels, failOn: 'error' } as const;
  const shown = (await sharp(source, options).metadata()).autoOrient;
  if (shown.width * shown.height > backgroundMaxPixels) throw new Error('background too large');
  let picture = sharp(source, options).rotate();
  if (!aspectWithin(shown)) picture = picture.extract(centre(shown, width / height));
  const { data, info } = await picture
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background: post.background.color })
    .linear(1 - dim, 0)
    .ensureAlpha(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== 4) {
    throw new Error(`background came out ${info.width}x${info.height}x${info.channels}`);
  }
  return data;
}
