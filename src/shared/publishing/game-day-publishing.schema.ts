import { z } from 'zod';
import { previewScheduleSchema } from '#shared/game-day-mails/mail-settings.schema.ts';
import {
  publicationKinds,
  publicationMedia,
  publishingLimits,
} from '#shared/publishing/publication.schema.ts';

/**
 * Game-day publishing of one team slot (ADR 059): GET and PUT /api/team-slots/:id/publishing.
 * One setting per slot for the whole workspace. The preview goes out N days before the game day
 * at a Swiss time ('HH:MM'); the result as soon as the federation reports every result of the
 * day. 'publish' (Sofort) publishes by itself; 'ask' (Nachfragen) mails a 'Jetzt
 * veröffentlichen' link and publishes nothing unless it is pressed. Off by default. `media`
 * (ADR 067): the post as an image, or as its video (a Reel on Instagram and on the Page, ADR 069; a video story);
 * left out of a PUT it is 'image', so an older client keeps what it knew; GET always answers it.
 */
export const gameDayModes = ['publish', 'ask'] as const;
export type GameDayMode = (typeof gameDayModes)[number];

export const gameDayPublishingSchema = z
  .object({
    preview: previewScheduleSchema.nullable(),
    result: z.boolean(),
    /** Checked by the service (PUBLICATION_CHANNELS_INVALID); bounded here. */
    channelIds: z.array(z.string().max(100)).max(50),
    kinds: z
      .array(z.enum(publicationKinds), { message: 'GAME_DAY_KINDS_INVALID' })
      .min(1, { message: 'GAME_DAY_KINDS_INVALID' })
      .max(publicationKinds.length, { message: 'GAME_DAY_KINDS_INVALID' }),
    mode: z.enum(gameDayModes),
    media: z.enum(publicationMedia, { message: 'GAME_DAY_MEDIA_INVALID' }).default('image'),
  })
  .strict();
export type GameDayPublishing = z.infer<typeof gameDayPublishingSchema>;
/** What a PUT may send: `media` may be left out (an older client's body). */
export type GameDayPublishingRequest = z.input<typeof gameDayPublishingSchema>;

export const gameDayPublishingOff: GameDayPublishing = {
  preview: null,
  result: false,
  channelIds: [],
  kinds: ['feed'],
  mode: 'publish',
  media: 'image',
};

/** The channels one setting publishes to, as a publication takes them. */
export const maxGameDayChannels = publishingLimits.maxChannels;
