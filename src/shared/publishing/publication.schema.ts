import { z } from 'zod';

/**
 * Publishing to Instagram and Facebook (ADR 059): what POST /api/publications takes and what the
 * channel and publication lists answer, shared by the server (which checks) and the client.
 */

export const platforms = ['instagram', 'facebook'] as const;
export type Platform = (typeof platforms)[number];

export const publicationKinds = ['feed', 'story'] as const;
export type PublicationKind = (typeof publicationKinds)[number];

/**
 * What a publication carries (ADR 065): the posts as images, or one game post as its video (the
 * moving post of ADR 063): a Reel in the feed (9:16 or 4:5), or a story (9:16).
 */
export const publicationMedia = ['image', 'video'] as const;
export type PublicationMedia = (typeof publicationMedia)[number];

/** What Instagram takes in one post through its API (and so what we send anywhere). */
export const publishingLimits = {
  /** One image, or a carousel of 2 to 10. */
  minPosts: 1,
  maxPosts: 10,
  /** Channels one publication goes to at once. */
  maxChannels: 10,
  captionMaxChars: 2200,
  maxHashtags: 30,
  /** Feed images: width over height from 4:5 (portrait) to 1.91:1 (landscape). */
  feedRatioMin: 4 / 5,
  feedRatioMax: 1.91,
  /** How far ahead a publication may be planned. */
  maxDaysAhead: 60,
} as const;

/** The hashtags of a caption as Instagram counts them: a '#' followed by letters or digits. */
export function hashtagCount(caption: string): number {
  return caption.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0;
}

/** Characters as Instagram counts them (code points, so an emoji is one). */
export function captionLength(caption: string): number {
  return [...caption].length;
}

/**
 * The body of POST /api/publications. A post is exactly what POST /api/exports takes; its file
 * type and size are the platform's (a JPEG at 1080 px wide), whatever the post asks for.
 */
export const publicationRequestSchema = z
  .object({
    channelIds: z.array(z.uuid()).min(1).max(publishingLimits.maxChannels),
    kind: z.enum(publicationKinds),
    /** 'video': one game post as its MP4 (a Reel, or a story); images when left out. */
    media: z.enum(publicationMedia).optional(),
    /** Counted by the service (PUBLICATION_POST_COUNT); bounded here against huge bodies. */
    posts: z.array(z.record(z.string(), z.unknown())).max(50),
    caption: z.string().max(20_000).default(''),
    /** When to publish, an ISO time; now when left out. */
    publishAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type PublicationRequest = z.infer<typeof publicationRequestSchema>;

export const channelStates = ['connected', 'reconnect'] as const;

/** One channel as GET /api/publishing/channels lists it: never its token. */
export const channelSchema = z.object({
  id: z.uuid(),
  platform: z.enum(platforms),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  state: z.enum(channelStates),
  /** When the token ends (ISO time); null for a Facebook Page, whose token does not end. */
  expiresAt: z.string().nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

export const publicationStates = [
  'scheduled',
  'publishing',
  'published',
  'failed',
  'cancelled',
] as const;
export type PublicationState = (typeof publicationStates)[number];

/** A publication on one channel. */
export const publicationTargetSchema = z.object({
  channelId: z.uuid().nullable(),
  platform: z.enum(platforms),
  channelName: z.string(),
  state: z.enum(publicationStates),
  permalink: z.string().nullable(),
  publishedAt: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const publicationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(publicationKinds),
  media: z.enum(publicationMedia),
  caption: z.string(),
  state: z.enum(publicationStates),
  publishAt: z.string(),
  createdAt: z.string(),
  images: z.number().int(),
  channels: z.array(publicationTargetSchema),
});
export type Publication = z.infer<typeof publicationSchema>;

/**
 * A publication's state from its channels': publishing while any is, scheduled while any waits,
 * failed when any failed, cancelled when all were, else published.
 */
export function publicationStateOf(targets: readonly PublicationState[]): PublicationState {
  if (targets.length > 0 && targets.every((state) => state === 'cancelled')) return 'cancelled';
  for (const state of ['publishing', 'scheduled', 'failed'] as const) {
    if (targets.includes(state)) return state;
  }
  return 'published';
}
