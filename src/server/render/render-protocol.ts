import type { PostInput } from '#shared/render/build-post.ts';
import type { StandingsPostInput } from '#shared/render/build-standings-post.ts';
import type { WeekendPostInput } from '#shared/render/build-weekend-post.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import type { BackgroundIdentity } from '#server/render/background-identity.ts';
import type { PngBand } from '#server/render/png-file.ts';

/**
 * What the renderer (post-renderer.ts) and its render threads (render.worker.ts) send each
 * other, typed on both sides. One post is one job: the thread lays it out and tags it, asks once
 * for what it draws with (images, the prepared background or what to prepare it from), draws and
 * encodes it, and answers the file. Nothing outlives the job on the thread.
 */

/** What a post is laid out from: plain data, no functions (it is posted to a thread). */
export type PostLayout =
  | { kind: 'game'; input: PostInput }
  | { kind: 'standings'; input: StandingsPostInput }
  | { kind: 'weekend'; input: WeekendPostInput }
  /** A post its caller laid out (the contrast test draws one with its texts taken out). */
  | { kind: 'laid-out'; post: RenderedPost };

/** A still (PNG, JPEG) or the moving post (MP4, post-video.ts, ADR 063). */
export type FileType = 'png' | 'jpeg' | 'mp4';

/** What a render thread is started with. */
export interface RenderThreadData {
  /** The shipped fonts' folder (the thread's bundled module lies elsewhere). */
  fontDir: string;
}

export interface RenderJob {
  id: number;
  layout: PostLayout;
  fileType: FileType;
  /** Output pixels per canvas unit. */
  scale: number;
  /** The fields the file's tag names beside the post (export-conditions.ts); null: no tag. */
  tagFields: Readonly<Record<string, unknown>> | null;
  /** Tags the caller already holds: a post with one of them is not drawn. */
  heldTags: readonly string[];
  /** The user's photo by its identity; its bytes come with the resources when needed. */
  photo: { key: string; storageKey?: string } | null;
  /** Whose stored files the post may draw. */
  workspaceId: string | null;
  /** A video's score counts up (a result post; post-video.ts). */
  countUp?: boolean;
}

/** An image the post draws: its href and the largest size it is drawn at, in output pixels. */
export type WantedImageRef = [href: string, maxPixels: number];

export type ToThread =
  | { type: 'job'; job: RenderJob }
  | {
      type: 'resources';
      id: number;
      /** The file is known already (or no longer wanted): the thread ends the job. */
      skip?: boolean;
      /** The prepared background kept by the main thread, with its clean PNG bands. */
      background?: { pixels: Uint8Array; pngBands: (PngBand | null)[] } | null;
      /** Without a kept background: what to prepare it from. */
      parts?: { photo: Uint8Array | null; templateImage: Uint8Array | null };
      /**
       * Without a kept background: where to prepare it, a region of the kept backgrounds' shared
       * memory (background-arena.ts) of exactly its size; without one the thread allocates its own.
       */
      target?: Uint8Array | null;
      /** The images' bytes, by href; one missing is left out of the post. */
      images: [href: string, bytes: Uint8Array][];
    };

export type FromThread =
  | {
      type: 'laid-out';
      id: number;
      tag: string | null;
      /** Names the file's bytes (the tag without the user, unless the post draws stored files). */
      fileKey: string;
      /** The caller holds the file: nothing more comes for this job. */
      held: boolean;
      background: BackgroundIdentity;
      /**
       * The background is prepared in the post's own picture every time (a still over colour and
       * shapes alone, ADR 073): the main thread neither lends nor keeps one for it.
       */
      inPlace: boolean;
      /** The template's own background image (drawn when there is no photo). */
      backgroundImage: string | null;
      /** Images of the overlay, and of the backdrop (needed only to prepare the background). */
      overlayImages: WantedImageRef[];
      backdropImages: WantedImageRef[];
      width: number;
      height: number;
    }
  | {
      type: 'file';
      id: number;
      bytes: Uint8Array;
      /** The background prepared for this job, for the main thread to keep. */
      prepared?: Uint8Array;
      /** Clean PNG bands encoded for this job, by band index, for the main thread to keep. */
      pngBands?: [index: number, band: PngBand][];
      /** Time spent drawing (background and overlay) and encoding, in ms. */
      drawMs: number;
      encodeMs: number;
    }
  /** A video's encoder runs: the pool stops it (and removes its folder) at the budget. */
  | { type: 'encoder'; id: number; pid: number; dir: string }
  | { type: 'failed'; id: number; error: string; background?: boolean };
