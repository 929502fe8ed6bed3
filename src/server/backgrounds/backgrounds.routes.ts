import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';
import { ownUploadsRoutes } from '#server/http/own-uploads.ts';
import { validate } from '#server/http/validation.ts';
import {
  BACKGROUND_MAX_BYTES,
  backgroundNameSchema,
} from '#shared/backgrounds/background.schema.ts';

/**
 * /api/backgrounds: the background images of the workspace the request acts in. Upload is a multipart form with
 * `file` (JPEG, PNG or WebP, at most 10 MB) and an optional `name`.
 */
export function backgroundRoutes(ctx: AppContext) {
  return ownUploadsRoutes(
    ctx.services.backgrounds,
    BACKGROUND_MAX_BYTES,
    async (form) => {
      const file = form['file'];
      if (!(file instanceof File)) throw AppError.of(400, 'INVALID_FILE_TYPE');
      if (file.size > BACKGROUND_MAX_BYTES) throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
      const rawName = form['name'];
      const name =
        typeof rawName === 'string' && rawName.trim() !== ''
          ? validate(backgroundNameSchema, rawName)
          : null;
      const bytes = new Uint8Array(await file.arrayBuffer());
      return { bytes, fileName: file.name, name };
    },
    {
      // Adding a background is part of making a post: every member may (ADR 058).
      writeRole: 'editor',
      changed: (workspaceId, user, action) =>
        ctx.services.workspaces.record(workspaceId, user, 'background', action, null),
    },
  );
}
