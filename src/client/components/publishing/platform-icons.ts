import { Camera, ThumbsUp } from 'lucide-react';
import type { Platform } from '#shared/publishing/publication.schema.ts';

/** Lucide has no brand marks: a camera for Instagram, a thumb for a Facebook Page. */
export const platformIcons: Record<Platform, typeof Camera> = {
  instagram: Camera,
  facebook: ThumbsUp,
};
