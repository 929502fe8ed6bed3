import sharp from 'sharp';
import type { Storage } from '#server/storage/storage.ts';

/**
 * Small pictures of the posts that showed sponsors, one per post (its sponsor key), for the
 * sponsor report to show what each sponsor appeared on. Made from the post's first file (any
 * file type or size: they are the same post) and kept in the workspace's folder
 * `sponsor-posts/{workspaceId}/`, which leaves with the workspace.
 */
export const SPONSOR_POST_PICTURE_WIDTH = 360;

export function sponsorPostPictureKey(workspaceId: string, postKey: string): string {
  return `sponsor-posts/${workspaceId}/${postKey}.jpg`;
}

export function createSponsorPostPictures({ storage }: { storage: Storage }) {
  return {
    /** Keeps the post's picture unless it is kept already. */
    async keep(workspaceId: string, postKey: string, file: Uint8Array): Promise<void> {
      const key = sponsorPostPictureKey(workspaceId, postKey);
      if (await storage.get(key)) return;
      // sharp works on its own threads: the decode and the scaling leave the main thread free.
      const picture = await sharp(file, { limitInputPixels: 4096 * 4096 })
        .resize({ width: SPONSOR_POST_PICTURE_WIDTH })
        .jpeg({ quality: 80 })
        .toBuffer();
      await storage.put(key, picture, 'image/jpeg');
    },

    /** The post's picture (a JPEG), or null when none was kept. */
    async picture(workspaceId: string, postKey: string): Promise<Uint8Array | null> {
      return (await storage.get(sponsorPostPictureKey(workspaceId, postKey)))?.body ?? null;
    },
  };
}

export type SponsorPostPictures = ReturnType<typeof createSponsorPostPictures>;
