import { metaError, MetaError, type MetaState } from '#server/publishing/demo/meta-state.ts';

/**
 * How the Meta double takes a video (ADR 065): Meta fetches the MP4 from `video_url` (Instagram)
 * or `file_url` (a Page) itself, then processes it for a while. The double fetches it over HTTP
 * as Meta does, reads its first box (an MP4 opens with `ftyp` and its brand), and holds an
 * Instagram container IN_PROGRESS for `videoProcessingMs` before FINISHED, or ERROR for what is
 * no MP4, with Meta's words for it.
 */

/** Reels take files up to 300 MB through the API; the double holds less than that. */
const VIDEO_MAX_BYTES = 100 * 1024 * 1024;

/** What Meta says of a video it cannot process (the container's `status`). */
export const VIDEO_PROCESSING_ERROR = 'Error: Media upload has failed with error code 2207026';

/** A video the double fetched: where from, its `ftyp` brand (null: no MP4) and its size. */
export interface FetchedVideo {
  url: string;
  brand: string | null;
  bytes: number;
}

/** Fetches a video as Meta does: an address it cannot fetch is refused at once (9004). */
export async function fetchVideo(state: MetaState, url: string): Promise<FetchedVideo> {
  const unreachable = () =>
    metaError(400, 9004, 'The media could not be fetched from this uri', { subcode: 2207052 });
  if (!state.allowed(url)) throw unreachable();
  let bytes: Buffer;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'error' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > VIDEO_MAX_BYTES) {
      throw metaError(400, 36000, 'The video file is too large.', { subcode: 2207004 });
    }
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof MetaError) throw error;
    throw unreachable();
  }
  // An MP4 (ISO base media file) opens with its 'ftyp' box: size, type, then the major brand.
  const mp4 = bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp';
  const fetched = {
    url,
    brand: mp4 ? bytes.toString('latin1', 8, 12) : null,
    bytes: bytes.length,
  };
  state.fetchedVideos.push(fetched);
  if (state.fetchedVideos.length > 100) state.fetchedVideos.shift();
  return fetched;
}

/** A Page's video upload Meta cannot read: refused with its error (code 351). */
export function pageVideoRefused(): MetaError {
  return metaError(400, 351, 'Sorry, there was a problem with your video file. Please try again.', {
    userMessage:
      'There was a problem uploading your video file. Please try again with another file.',
  });
}
