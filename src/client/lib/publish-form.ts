import {
  captionLength,
  hashtagCount,
  publishingLimits,
  type Publication,
  type PublicationKind,
} from '#shared/publishing/publication.schema.ts';
import { canvasSize } from '#shared/templates/formats.ts';

/**
 * The publish dialog's logic (ADR 059): the caption it starts with, what the caption counts
 * against Instagram's limits, which kinds a post allows, and the Swiss date and time a person
 * picks as the ISO time POST /api/publications takes.
 */

/** The caption the dialog starts with: the post's own caption, else the team and its games. */
export function defaultCaption(input: {
  caption?: string | null;
  teamName?: string | null;
  games?: readonly string[];
}): string {
  const own = input.caption?.trim();
  if (own) return own;
  return [input.teamName?.trim(), ...(input.games ?? [])]
    .filter((part): part is string => Boolean(part))
    .join('\n');
}

export interface CaptionCounts {
  chars: number;
  hashtags: number;
  charsOver: boolean;
  hashtagsOver: boolean;
}

/** The caption's characters and hashtags as Instagram counts them, and whether either is over. */
export function captionCounts(caption: string): CaptionCounts {
  const chars = captionLength(caption);
  const hashtags = hashtagCount(caption);
  return {
    chars,
    hashtags,
    charsOver: chars > publishingLimits.captionMaxChars,
    hashtagsOver: hashtags > publishingLimits.maxHashtags,
  };
}

const STORY_RATIO = 9 / 16;
const TOLERANCE = 0.01;

/** Width over height of a post's format (a template keeps its own; unknown is square). */
export function ratioOf(format: string | null | undefined): number {
  const { width, height } = canvasSize(format);
  return width / height;
}

/**
 * The kinds posts of these ratios may go out as: a story is one 9:16 image; the feed takes 4:5
 * to 1.91:1, so a 9:16 post is a story only, and a landscape or square post a feed post only.
 */
export function allowedKinds(ratios: readonly number[]): PublicationKind[] {
  if (ratios.length === 0) return [];
  const kinds: PublicationKind[] = [];
  const inFeed = ratios.every(
    (ratio) =>
      ratio >= publishingLimits.feedRatioMin - TOLERANCE &&
      ratio <= publishingLimits.feedRatioMax + TOLERANCE,
  );
  if (inFeed) kinds.push('feed');
  if (ratios.length === 1 && Math.abs(ratios[0]! - STORY_RATIO) <= TOLERANCE) kinds.push('story');
  return kinds;
}

/**
 * The kinds one game post's video may go out as (ADR 065): a Reel in 9:16 or 4:5, a story in
 * 9:16; none for more than one post.
 */
export function allowedVideoKinds(ratios: readonly number[]): PublicationKind[] {
  if (ratios.length !== 1) return [];
  const ratio = ratios[0]!;
  const story = Math.abs(ratio - STORY_RATIO) <= TOLERANCE;
  const reel = story || Math.abs(ratio - 4 / 5) <= TOLERANCE;
  return [...(reel ? (['feed'] as const) : []), ...(story ? (['story'] as const) : [])];
}

const zurichParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment's date ('2026-11-29') and time ('14:30') on a Swiss clock. */
export function swissInputs(moment: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    zurichParts.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * The ISO time (UTC) of a date ('2026-11-29') and time ('14:30') on a Swiss clock, or null for
 * what is no such date or time. A time the clock skips in spring is taken an hour later; one it
 * shows twice in autumn is the first.
 */
export function swissToIso(date: string, time: string): string | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [y, m, d] = dateMatch.slice(1).map(Number) as [number, number, number];
  const [hh, mm] = timeMatch.slice(1).map(Number) as [number, number];
  if (hh > 23 || mm > 59) return null;
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const check = new Date(wall);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  // Switzerland is UTC+2 in summer and UTC+1 in winter: the earlier moment that shows this
  // date and time on a Swiss clock; none for the hour skipped in spring, so an hour later.
  for (const offsetHours of [2, 1]) {
    const moment = new Date(wall - offsetHours * 3_600_000);
    const shown = swissInputs(moment);
    if (shown.date === date && shown.time === time) return moment.toISOString();
  }
  return new Date(wall - 3_600_000).toISOString();
}

/** Whether a publication is on its way: being published, or scheduled and due. */
export function onItsWay(
  publication: Pick<Publication, 'state' | 'publishAt'>,
  now = Date.now(),
): boolean {
  return (
    publication.state === 'publishing' ||
    (publication.state === 'scheduled' && Date.parse(publication.publishAt) <= now)
  );
}
