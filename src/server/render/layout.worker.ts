import { buildPost } from '#shared/render/build-post.ts';
import { buildStandingsPost } from '#shared/render/build-standings-post.ts';
import { buildWeekendPost } from '#shared/render/build-weekend-post.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import { backgroundIdentity } from '#server/render/background-identity.ts';
import { bandSvg, layerBands } from '#server/render/band-layout.ts';
import { collectImages, replaceImages, type WantedImage } from '#server/render/layer-image-refs.ts';
import type {
  LayoutReply,
  LayoutRequest,
  PostLayout,
  SharedBand,
} from '#server/render/layout-threads.ts';
import { postTag } from '#server/render/post-tag.ts';
import { workerPortBelowMainThread } from '#server/workers/thread-priority.ts';

/**
 * The layout thread (layout-threads.ts, ADR 038; started through typed-worker.ts): lays a post
 * out from plain data (`lay`: the games or table, the design, the palette, the options), tags it
 * and names its background, and keeps it until its overlay's bands are built (`bands`: the images
 * the main thread resolved inlined, the bands' SVGs written as UTF-8 into shared memory for the
 * drawing threads). The main thread only routes, reads and streams.
 */
const port = workerPortBelowMainThread('layout.worker');

/** Posts laid out and not yet built into bands, oldest first; a forgotten handle is dropped. */
const posts = new Map<
  number,
  { post: RenderedPost; scale: number; images: Map<string, WantedImage> }
>();
/** Posts kept at most: an export forgets its post at the end, this only bounds a leak. */
const MAX_POSTS = 512;

function laidOut(layout: PostLayout): RenderedPost {
  switch (layout.kind) {
    case 'game':
      return buildPost(layout.input);
    case 'standings':
      return buildStandingsPost(layout.input);
    case 'weekend':
      return buildWeekendPost(layout.input);
  }
}

function held(id: number) {
  const kept = posts.get(id);
  if (!kept) throw new Error('the laid-out post is no longer held');
  return kept;
}

function answer(request: LayoutRequest): LayoutReply | null {
  switch (request.type) {
    case 'lay': {
      const post = laidOut(request.layout);
      const { scale } = request;
      const width = Math.round(post.width * scale);
      const height = Math.round(post.height * scale);
      const images = new Map<string, WantedImage>();
      for (const node of post.overlay) collectImages(node, scale, images);
      posts.set(request.id, { post, scale, images });
      for (const oldest of posts.keys()) {
        if (posts.size <= MAX_POSTS) break;
        posts.delete(oldest);
      }
      return {
        id: request.id,
        tag: request.tagFields ? postTag(request.tagFields, post) : null,
        width: post.width,
        height: post.height,
        background: backgroundIdentity({
          post,
          width,
          height,
          background: request.background,
          userId: request.userId,
        }),
        images: [...images],
        fontFiles: post.fontFiles,
      };
    }
    case 'bands': {
      const { post, scale, images } = held(request.id);
      posts.delete(request.id);
      const resolved = new Map(request.images);
      const ready = post.overlay
        .map((node) => replaceImages(node, images, resolved))
        .filter((node) => node !== null);
      const rows = Math.round(post.height * scale);
      const svgs = layerBands(ready, post.height, scale, rows).map((band) => ({
        band,
        text: Buffer.from(bandSvg(post, band, scale), 'utf8'),
      }));
      const total = svgs.reduce((sum, { text }) => sum + text.length, 0);
      const shared = new SharedArrayBuffer(total);
      const into = Buffer.from(shared);
      let at = 0;
      const bands: SharedBand[] = svgs.map(({ band, text }) => {
        into.set(text, at);
        const built = {
          firstRow: band.firstRow,
          endRow: band.endRow,
          byteOffset: at,
          byteLength: text.length,
        };
        at += text.length;
        return built;
      });
      return { id: request.id, svgs: shared, bands };
    }
    case 'post':
      return { id: request.id, post: held(request.id).post };
    case 'forget':
      posts.delete(request.id);
      return null;
  }
}

port.on('message', (request: LayoutRequest) => {
  let reply: LayoutReply | null;
  try {
    reply = answer(request);
  } catch (error) {
    posts.delete(request.id);
    reply = { id: request.id, error: String((error instanceof Error && error.message) || error) };
  }
  if (reply) port.postMessage(reply);
});
