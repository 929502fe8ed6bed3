import { postMimeTypes, type PostFileType, type ExportScale } from '#shared/exports/export-file.ts';
import { AppError } from '#server/http/app-error.ts';
import { exportTagFields } from '#server/exports/export-conditions.ts';
import type { ExportServiceDeps } from '#server/exports/export.service.ts';
import {
  BackgroundUnreadableError,
  RenderBudgetExceededError,
  type BackgroundSource,
  type PostLayout,
} from '#server/render/post-renderer.ts';

export interface ExportResult {
  /** The file's bytes: a PNG, a JPEG or an MP4 (ADR 063), as `fileType` says. */
  bytes: Buffer;
  fileType: PostFileType;
  /** image/png, image/jpeg or video/mp4. */
  contentType: string;
  fileName: string;
}

/** A rendered export: the file and its tag (export-conditions.ts), with the time it took. */
export interface ExportFile extends ExportResult {
  notModified: false;
  /** The file's entity tag, unquoted. */
  tag: string;
  /** Time spent rasterising and encoding, in ms. */
  renderMs: number;
  /** The key the post's sponsor appearances count under; null when it shows none. */
  sponsorPostKey: string | null;
}

/** What a conditional export answers: the client's file is still the post, or the new file. */
export type ExportAnswer = { notModified: true; tag: string } | ExportFile;

/** The file of a laid-out post, or only its tag when the client holds it. */
export type Rendered =
  { tag: string; bytes: Buffer; renderMs: number } | { tag: string; bytes: null };

/** Drawing a post for an export through the renderer, and the answer made of its file. */
export function createExportRasterizer(deps: Pick<ExportServiceDeps, 'renderer' | 'logger'>) {
  /**
   * The file of a post (PNG or JPEG, 2x or 1x) with its tag, its failures answered as every
   * export answers them; only the tag when the client holds it already (`heldTags`).
   */
  async function rasterize(
    workspaceId: string,
    layout: PostLayout,
    background: BackgroundSource | null,
    { fileType, scale }: { fileType: PostFileType; scale: ExportScale },
    heldTags: readonly string[],
    /** A video's score counts up (a result post). */
    countUp = false,
  ): Promise<Rendered> {
    try {
      const file = await deps.renderer.render({
        layout,
        fileType,
        scale,
        background,
        workspaceId,
        tagFields: exportTagFields({ scale, background, workspaceId }, fileType),
        heldTags,
        countUp,
      });
      const tag = file.tag as string;
      if (file.bytes === null) return { tag, bytes: null };
      return { tag, bytes: file.bytes, renderMs: file.renderMs };
    } catch (error) {
      throw failure(error, workspaceId);
    }
  }

  /** A failure of the drawing as the export answers it. */
  function failure(error: unknown, workspaceId: string): AppError {
    if (error instanceof AppError) return error;
    if (error instanceof BackgroundUnreadableError) {
      return AppError.of(422, 'BACKGROUND_UNREADABLE');
    }
    if (error instanceof RenderBudgetExceededError) {
      deps.logger.warn('export: drawing stopped at the render budget', { workspaceId });
      return AppError.of(422, 'EXPORT_TOO_COSTLY');
    }
    deps.logger.error('export: rendering failed', { workspaceId, error });
    return AppError.of(500, 'EXPORT_FAILED');
  }

  function answer(
    rendered: Rendered,
    fileType: PostFileType,
    fileName: string,
    shown: { postKey: string } | null = null,
  ): ExportAnswer {
    if (rendered.bytes === null) return { notModified: true, tag: rendered.tag };
    return {
      notModified: false,
      tag: rendered.tag,
      renderMs: rendered.renderMs,
      bytes: rendered.bytes,
      fileType,
      contentType: postMimeTypes[fileType],
      fileName,
      sponsorPostKey: shown?.postKey ?? null,
    };
  }

  return { rasterize, answer };
}
