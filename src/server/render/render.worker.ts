import { workerData } from 'node:worker_threads';
import type { RenderedPost } from '#shared/render/render-post.ts';
import { backgroundIdentity } from '#server/render/background-identity.ts';
import { encodeJpeg } from '#server/render/jpeg-file.ts';
import { layOut } from '#server/render/lay-out.ts';
import { LayerRuns } from '#server/render/layer-runs.ts';
import { layerRunsBytes } from '#server/render/render-memory.ts';
import { collectImages, type WantedImage } from '#server/render/layer-image-refs.ts';
import {
  BackgroundUnreadableError,
  drawLayer,
  prepareBackground,
  splitBackdrop,
} from '#server/render/post-pixels.ts';
import { fileKeyFields, postTag } from '#server/render/post-tag.ts';
import { encodeVideo } from '#server/render/post-video.ts';
import { videoLayout, videoLook } from '#server/render/video-choreography.ts';
import { encodePostPng, encodeWholePng, type PngBand } from '#server/render/png-file.ts';
import type {
  FromThread,
  RenderJob,
  RenderThreadData,
  ToThread,
  WantedImageRef,
} from '#server/render/render-protocol.ts';
import { workerPortBelowMainThread } from '#server/workers/thread-priority.ts';

/**
 * A render thread (post-renderer.ts, docs/export.md; started through typed-worker.ts): one post
 * at a time, from its layout to its file. It lays the post out from plain data and tags it; asks
 * the main thread once for the images and the background (kept there, or the parts to prepare it
 * from); draws the overlay over the background and encodes the PNG or JPEG; answers the file.
 * Besides its working picture, the encoder's scratch memory and the runs of the backgrounds'
 * bands it drew (layer-runs.ts, at most `layerRunsBytes`) it keeps nothing between posts.
 */
const port = workerPortBelowMainThread('render.worker');
/** The shipped fonts' folder, named by the pool: this module is bundled elsewhere. */
const { fontDir } = workerData as RenderThreadData;

type Resources = Extract<ToThread, { type: 'resources' }>;

/** The jobs waiting for their resources, by id. */
const waiting = new Map<number, (resources: Resources) => void>();

/** The picture the overlay is drawn on (rows it does not draw on are not written). */
let working = new Uint8Array(0);

/** The backgrounds' bands this thread drew, as runs (ADR 072). */
const layerRuns = new LayerRuns(layerRunsBytes);

function send(message: FromThread, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

function wantedIn(nodes: RenderedPost['overlay'], scale: number): Map<string, WantedImage> {
  const wanted = new Map<string, WantedImage>();
  for (const node of nodes) collectImages(node, scale, wanted);
  return wanted;
}

const refs = (wanted: Map<string, WantedImage>): WantedImageRef[] =>
  [...wanted].map(([href, { maxPixels }]) => [href, maxPixels]);

/** The bytes of the wanted images by their keys in the layer (layer-image-refs.ts). */
function bytesByKey(
  wanted: Map<string, WantedImage>,
  images: ReadonlyMap<string, Uint8Array>,
): Map<string, Uint8Array> {
  const byKey = new Map<string, Uint8Array>();
  for (const [href, { key }] of wanted) {
    const bytes = images.get(href);
    if (bytes) byKey.set(key, bytes);
  }
  return byKey;
}

async function run(job: RenderJob): Promise<void> {
  const { id, scale, workspaceId } = job;
  const laid = layOut(videoLayout(job));
  // The prepared background is the post's steady part; the rest is drawn with each export.
  const { kept: post, drawn: overlayNodes, ground } = splitBackdrop(laid);
  const width = Math.round(post.width * scale);
  const height = Math.round(post.height * scale);
  const tag = job.tagFields ? postTag(job.tagFields, laid) : null;
  const held = tag !== null && job.heldTags.some((t) => t === '*' || t === tag);
  // A still over colour and shapes alone prepares its background in its own picture, from the
  // ground and the runs of its shapes (ADR 073): cheaper than a copy of a kept one would save,
  // and no memory kept for it. A video draws its frames over the background apart.
  const inPlace = job.fileType !== 'mp4' && job.photo === null && post.background.image === null;
  const overlay = wantedIn(overlayNodes, scale);
  const backdrop = wantedIn(post.backdrop, scale);
  send({
    type: 'laid-out',
    id,
    tag,
    fileKey: postTag(fileKeyFields(job, laid), laid),
    held,
    background: backgroundIdentity({ post, width, height, background: job.photo, workspaceId }),
    inPlace,
    backgroundImage: job.photo ? null : (post.background.image?.href ?? null),
    overlayImages: refs(overlay),
    backdropImages: refs(backdrop),
    width,
    height,
  });
  if (held) return;
  const resources = await new Promise<Resources>((resolve) => waiting.set(id, resolve));
  if (resources.skip) return;
  const images = new Map(resources.images);
  const started = performance.now();
  const bytes = width * height * 4;
  if (working.length < bytes) working = new Uint8Array(bytes);
  const drawn = working.subarray(0, bytes);
  let prepared: Uint8Array | undefined;
  let background = resources.background?.pixels;
  if (!background) {
    const parts = resources.parts ?? { photo: null, templateImage: null };
    background = await prepareBackground(
      post,
      scale,
      parts,
      { wanted: backdrop, images: bytesByKey(backdrop, images), fontDir, runs: layerRuns },
      inPlace ? drawn : resources.target,
    );
    if (!inPlace) prepared = background;
  }
  const inked = drawLayer(
    overlayNodes,
    {
      post,
      scale,
      fontFiles: post.fontFiles,
      fontDir,
      wanted: overlay,
      images: bytesByKey(overlay, images),
    },
    drawn,
    inPlace ? undefined : background,
  );
  const encoding = performance.now();
  let file: Uint8Array;
  let pngBands: [number, PngBand][] | undefined;
  // Over a photo or a template's image the PNG is written in bands (its clean ones kept); over
  // colour and shapes alone the whole picture goes to the fast encoder (png-file.ts).
  const overImage = job.photo !== null || post.background.image !== null;
  if (job.fileType === 'png' && overImage) {
    const png = await encodePostPng({
      width,
      height,
      background,
      drawn,
      inked,
      cleanBands: resources.background?.pngBands ?? [],
    });
    file = png.png;
    pngBands = [...png.cleanBands];
  } else {
    // The whole PNG, the JPEG and the video's last frame are one picture: the rows the overlay
    // left join the drawn ones (drawn in place, they are there already).
    const stride = width * 4;
    if (!inPlace) {
      for (let y = 0; y < height; y++) {
        if (!inked[y]) drawn.set(background.subarray(y * stride, (y + 1) * stride), y * stride);
      }
    }
    if (job.fileType === 'png') {
      file = await encodeWholePng(drawn, width, height);
    } else if (job.fileType === 'jpeg') {
      file = await encodeJpeg(drawn, width, height);
    } else {
      file = await encodeVideo(
        {
          post,
          nodes: overlayNodes,
          ground,
          look: videoLook(job.layout),
          scale,
          fontDir,
          wanted: overlay,
          images: bytesByKey(overlay, images),
          background,
          still: drawn,
          countUp: job.countUp ?? false,
        },
        ({ pid, dir }) => send({ type: 'encoder', id, pid, dir }),
      );
    }
  }
  const done = performance.now();
  // The file's own memory is handed over, not copied.
  const whole =
    !(file.buffer instanceof SharedArrayBuffer) &&
    file.byteOffset === 0 &&
    file.byteLength === file.buffer.byteLength;
  const out = whole ? file : Uint8Array.from(file);
  send(
    {
      type: 'file',
      id,
      bytes: out,
      ...(prepared ? { prepared } : {}),
      ...(pngBands && pngBands.length > 0 ? { pngBands } : {}),
      drawMs: encoding - started,
      encodeMs: done - encoding,
    },
    [out.buffer as ArrayBuffer],
  );
}

// The pool starts a post's render budget once the thread is ready (render-pool.ts).
port.postMessage({ type: 'ready' });

port.on('message', (message: ToThread) => {
  if (message.type === 'resources') {
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    resolve?.(message);
    return;
  }
  const { id } = message.job;
  run(message.job).catch((error: unknown) => {
    waiting.delete(id);
    send({
      type: 'failed',
      id,
      error: String((error instanceof Error && error.message) || error),
      ...(error instanceof BackgroundUnreadableError ? { background: true } : {}),
    });
  });
});
