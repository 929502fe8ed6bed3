import type { AppContext } from '#server/context.ts';
import { ownUploadsRoutes } from '#server/http/own-uploads.ts';
import { LOGO_MAX_BYTES } from '#shared/logos/logo.schema.ts';

/**
 * /api/logos: the logos of the workspace the request acts in. Upload is a multipart form with `file` (PNG, JPEG
 * or WebP, at most 10 MB), `name` and `logoType` (sponsor, club, team, other).
 */
export function logoRoutes(ctx: AppContext) {
  return ownUploadsRoutes(
    ctx.services.logos,
    LOGO_MAX_BYTES,
    async (form) => {
      const file = form['file'];
      const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
      return { bytes, name: form['name'], logoType: form['logoType'] };
    },
    {
      // Logos are the workspace's look: owners and admins change them, every member uses them.
      writeRole: 'admin',
      changed: (workspaceId, user, action) =>
        ctx.services.workspaces.record(workspaceId, user, 'logo', action, null),
    },
  );
}
