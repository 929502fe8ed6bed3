import type { Context, Hono } from 'hono';
import { metaError, type MetaState } from '#server/publishing/demo/meta-state.ts';
import { pageTokenFor } from '#server/publishing/demo/meta-facebook.routes.ts';
import { fetchVideo, type FetchedVideo } from '#server/publishing/demo/meta-video.ts';

/** A Page Reel in the double: its upload session, its file, its finish and its processing. */
export interface PageReel {
  id: string;
  pageId: string;
  /** The file fetched from `file_url` (its `ftyp` brand null: no MP4, processing fails). */
  file: FetchedVideo | null;
  description: string;
  /** When `finish` came (real ms since 1970), and when its processing ends. */
  finishedAt: number | null;
  readyAt: number | null;
  /** How many `finish` calls it took (one, when the app publishes once). */
  finishes: number;
}

/** What rupload.facebook.com answers for a refusal: `debug_info`, not a Graph error. */
function uploadRefusal(c: Context, status: 400 | 401, type: string, message: string) {
  return c.json({ debug_info: { retriable: false, type, message } }, status);
}

/**
 * The Meta double's Reels Publishing API for Pages (ADR 069): `POST /{page-id}/video_reels` with
 * `upload_phase=start` (a video id and its upload URL), the upload on the rupload host with
 * `Authorization: OAuth {page-token}` and a hosted `file_url` header (fetched over HTTP, its
 * `ftyp` box read, as for Instagram), `upload_phase=finish` with `video_state=PUBLISHED` and the
 * description, and `GET /{video-id}?fields=status`: processing for `videoProcessingMs`, then
 * ready and published, or `error` for a file that is no MP4. A Reel's `permalink_url` is its
 * path `/reel/{id}`. Registered before the Page's other routes (meta-facebook.routes.ts).
 */
export function facebookReelRoutes(double: Hono, state: MetaState): Map<string, PageReel> {
  const { nextId, faultFor, faultBefore, params, record, never } = state;
  const reels = new Map<string, PageReel>();
  const fb = `/facebook/graph`;
  const processingMs = () => state.options.videoProcessingMs ?? 3_000;

  double.post(`${fb}/:version/:id/video_reels`, async (c) => {
    const q = await params(c);
    const token = pageTokenFor(state, q.access_token, c.req.param('id'));
    // A planted 'video_reels' fault plays on the finish, the call that publishes.
    const fault = q.upload_phase === 'finish' ? faultFor('video_reels') : undefined;
    faultBefore(fault);
    if (q.upload_phase === 'start') {
      const id = nextId();
      reels.set(id, {
        id,
        pageId: token.accountId,
        file: null,
        description: '',
        finishedAt: null,
        readyAt: null,
        finishes: 0,
      });
      const here = new URL(c.req.url);
      const graphAt = here.pathname.indexOf(`${fb}/`);
      const root = `${here.origin}${here.pathname.slice(0, graphAt)}`;
      return c.json({
        video_id: id,
        upload_url: `${root}/facebook/rupload/video-upload/${c.req.param('version')}/${id}`,
      });
    }
    if (q.upload_phase !== 'finish') {
      throw metaError(400, 100, 'The parameter upload_phase is required.');
    }
    const reel = q.video_id ? reels.get(q.video_id) : undefined;
    if (!reel || reel.pageId !== token.accountId) {
      throw metaError(
        400,
        100,
        `Unsupported post request. Object with ID '${q.video_id ?? ''}' does not exist.`,
        {
          subcode: 33,
          type: 'GraphMethodException',
        },
      );
    }
    if (!reel.file) {
      throw metaError(
        400,
        6000,
        'There was a problem uploading your video file. Please try again.',
      );
    }
    reel.finishes += 1;
    if (reel.finishedAt === null) {
      // Processing takes real time, whatever clock the app is on (as an Instagram container's).
      const at = Date.now();
      reel.finishedAt = at;
      reel.readyAt = at + processingMs();
      reel.description = q.description ?? '';
      if (q.video_state === 'PUBLISHED' && reel.file.brand) {
        record({
          id: reel.id,
          platform: 'facebook',
          accountId: reel.pageId,
          kind: 'reel',
          caption: reel.description,
          images: [reel.file.url],
          permalink: `https://www.facebook.com/reel/${reel.id}`,
          containerId: null,
        });
      }
    }
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ success: true });
  });

  double.post(`/facebook/rupload/video-upload/:version/:id`, async (c) => {
    const fault = faultFor('rupload');
    faultBefore(fault);
    const authorization = c.req.header('authorization') ?? '';
    const reel = reels.get(c.req.param('id'));
    const value = /^OAuth (\S+)$/.exec(authorization)?.[1];
    const token = value ? state.tokens.get(value) : undefined;
    if (!token || !reel || token.kind !== 'page' || token.accountId !== reel.pageId) {
      return uploadRefusal(c, 401, 'AuthError', 'Invalid OAuth access token.');
    }
    const fileUrl = c.req.header('file_url');
    if (!fileUrl) {
      return uploadRefusal(c, 400, 'ProcessingFailedError', 'Request processing failed');
    }
    try {
      reel.file = await fetchVideo(state, fileUrl);
    } catch {
      return uploadRefusal(c, 400, 'ProcessingFailedError', 'Request processing failed');
    }
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ success: true });
  });

  double.get(`${fb}/:version/:id`, async (c, next) => {
    const reel = reels.get(c.req.param('id'));
    if (!reel) return next();
    pageTokenFor(state, c.req.query('access_token'), reel.pageId);
    faultBefore(faultFor('status'));
    const fields = (c.req.query('fields') ?? '').split(',');
    const answer: Record<string, unknown> = { id: reel.id };
    const ready = reel.readyAt !== null && Date.now() >= reel.readyAt;
    const broken = reel.file !== null && reel.file.brand === null;
    if (fields.includes('status')) answer.status = statusOf(reel, ready, broken);
    if (fields.includes('permalink_url') && ready && !broken) {
      answer.permalink_url = `/reel/${reel.id}`;
    }
    if (fields.includes('description')) answer.description = reel.description;
    return c.json(answer);
  });

  return reels;
}

/** A Reel's status as Graph answers it: the video's, and each of its three phases. */
function statusOf(reel: PageReel, ready: boolean, broken: boolean) {
  const uploading = { status: reel.file ? 'complete' : 'not_started' };
  if (reel.finishedAt === null) {
    return {
      video_status: reel.file ? 'upload_complete' : 'processing',
      uploading_phase: uploading,
      processing_phase: { status: 'not_started' },
      publishing_phase: { status: 'not_started' },
    };
  }
  if (!ready) {
    return {
      video_status: 'processing',
      uploading_phase: uploading,
      processing_phase: { status: 'in_progress' },
      publishing_phase: { status: 'not_started' },
    };
  }
  if (broken) {
    return {
      video_status: 'error',
      uploading_phase: uploading,
      processing_phase: {
        status: 'error',
        errors: [
          {
            code: 1363008,
            message: 'The video file you selected is in a format that we do not support.',
          },
        ],
      },
      publishing_phase: { status: 'not_started' },
    };
  }
  return {
    video_status: 'ready',
    uploading_phase: uploading,
    processing_phase: { status: 'complete' },
    publishing_phase: {
      status: 'complete',
      publish_status: 'published',
      publish_time: Math.floor(reel.readyAt! / 1000),
    },
  };
}
