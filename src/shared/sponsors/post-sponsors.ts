import { z } from 'zod';
import { sponsorLevels, type SponsorLevel } from '#shared/sponsors/sponsor.schema.ts';

/**
 * The sponsors one post shows, as the renderer takes them: chosen on the server for the post's
 * team and day (the rotation, sponsor-rotation), drawn by the look's sponsor band or by a
 * template's 'Sponsor' elements. Plain data: it crosses to the render threads.
 */
export interface PostSponsor {
  id: string;
  name: string;
  level: SponsorLevel;
  /** The logo as the renderer and the browser read it (a signed /api/files address). */
  logoHref: string;
}

export interface PostSponsors {
  /** Every main sponsor valid for the post: shown on every post. */
  main: PostSponsor[];
  /** The partners the rotation chose for this post, as many as the design has room for. */
  partners: PostSponsor[];
  /** The supporters ('Gönner'), only where the design has room (overview, standings). */
  supporters: PostSponsor[];
}

/** How many sponsors of each level a design has room for. */
export interface SponsorRoom {
  main: number;
  partners: number;
  supporters: number;
  /**
   * At most this many in all, taken main first, then partners, then supporters: a template's
   * 'Sponsor' slots 1, 2, 3 (sponsorsInSlotOrder). Absent: each level has its own room.
   */
  slots?: number;
}

export const noSponsors: PostSponsors = { main: [], partners: [], supporters: [] };

export function hasSponsors(sponsors: PostSponsors | null | undefined): sponsors is PostSponsors {
  return (
    !!sponsors && sponsors.main.length + sponsors.partners.length + sponsors.supporters.length > 0
  );
}

/** The sponsors in the order a template's 'Sponsor' slots 1, 2, 3 take them. */
export function sponsorsInSlotOrder(sponsors: PostSponsors): PostSponsor[] {
  return [...sponsors.main, ...sponsors.partners, ...sponsors.supporters];
}

const postSponsorSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.enum(sponsorLevels),
  logoHref: z.string(),
}) satisfies z.ZodType<PostSponsor>;

/** The answer of POST /api/exports/sponsors: the sponsors the post would show now. */
export const postSponsorsAnswerSchema = z.object({
  sponsors: z.object({
    main: z.array(postSponsorSchema),
    partners: z.array(postSponsorSchema),
    supporters: z.array(postSponsorSchema),
  }) satisfies z.ZodType<PostSponsors>,
});
