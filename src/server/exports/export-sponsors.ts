import { createHash } from 'node:crypto';
import type { ExportRequest, PostSponsorsChoice } from '#shared/exports/export-request.ts';
import type { PostFileType } from '#shared/exports/export-file.ts';
import { defaultFormat } from '#shared/templates/formats.ts';
import type { Game } from '#shared/sports/sports.ts';
import { swissDay } from '#shared/sports/swiss-time.ts';
import { isoDateOfGame } from '#shared/weekend/weekend.schema.ts';
import {
  hasSponsors,
  type PostSponsor,
  type PostSponsors,
  type SponsorRoom,
} from '#shared/sponsors/post-sponsors.ts';
import type { SponsorLevel } from '#shared/sponsors/sponsor.schema.ts';
import {
  sponsorRoom,
  type SponsorDesign,
  type SponsorPostKind,
} from '#shared/themes/sponsor-room.ts';
import type { Format } from '#shared/templates/formats.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { SponsorPostPictures } from '#server/sponsors/sponsor-post-pictures.ts';
import { signedUrlOrNull } from '#server/storage/signed-url.ts';
import type { Storage } from '#server/storage/storage.ts';

/**
 * The sponsors a post shows (issue of the sponsor band, ADR 061): for a post asked with
 * `sponsors: 'auto'`, the design's room (sponsorRoom) filled by the fair rotation with the
 * sponsors valid on the post's day for its team(s). An export records the appearances under the
 * post's key, so the same post made again (another file type, size or look, a retry, the mail or
 * the publication of it) shows the same sponsors and counts once; the studio's preview only looks.
 */

/** A sponsor as the rotation answers it: its logo still a storage key. */
export interface PickedSponsor {
  id: string;
  name: string;
  level: SponsorLevel;
  logoPath: string;
}

export interface SponsorPickRequest {
  workspaceId: string;
  /** The post's team slots (several on a game-day overview; none for a team in no slot). */
  teamSlotIds: string[];
  /** The post's day, YYYY-MM-DD: a sponsor must be valid on it. */
  day: string;
  postKey: string;
  kind: SponsorPostKind;
  teamName: string;
  /** The games as the report names them. */
  games: string;
  room: SponsorRoom;
  /** Record the appearances (an export) or only look (the studio's preview). */
  record: boolean;
  /** The plan's number of sponsors: the newer ones are locked. */
  maxSponsors: number;
}

export type PickSponsors = (request: SponsorPickRequest) => Promise<{
  main: PickedSponsor[];
  partners: PickedSponsor[];
  supporters: PickedSponsor[];
}>;

/** The sponsors a post shows and the key its appearances are counted under. */
export interface ShownSponsors {
  sponsors: PostSponsors;
  postKey: string;
}

export interface ExportSponsorsDeps {
  pick: PickSponsors;
  /** The posts' small pictures the sponsor report shows (sponsor-post-pictures.ts). */
  pictures: Pick<SponsorPostPictures, 'keep'>;
  storage: Pick<Storage, 'signedUrl'>;
  logger: Logger;
}

/** What one post is, for its sponsors: the same post made again has the same key. */
export interface SponsoredPost {
  workspaceId: string;
  choice: PostSponsorsChoice | undefined;
  design: SponsorDesign;
  format: Format;
  kind: SponsorPostKind;
  teamSlotIds: string[];
  teamName: string;
  games: readonly Game[];
  /** The post's day when it has no games (the standings: the day it is made). */
  day?: string;
  /** The plan's number of sponsors (none: the post shows none). */
  maxSponsors: number;
}

/** A post of an export request as its sponsors see it: its kind, team, games and design. */
export function sponsoredPost({
  workspaceId,
  request,
  postDesign,
  held,
  team,
  postGames,
  now,
  maxSponsors,
}: {
  workspaceId: string;
  request: ExportRequest;
  postDesign: SponsorDesign;
  held: { id: string } | null;
  team: { name: string };
  postGames: readonly Game[];
  now: () => Date;
  maxSponsors: number;
}): SponsoredPost {
  return {
    workspaceId,
    choice: request.sponsors,
    design: postDesign,
    format:
      'template' in postDesign ? postDesign.template.format : (request.format ?? defaultFormat),
    kind: request.mode,
    teamSlotIds: held ? [held.id] : [],
    teamName: team.name,
    games: postGames,
    day: swissDay(now()),
    maxSponsors,
  };
}

/** How the logos are addressed: the renderer reads the workspace's storage, a browser a signed URL. */
export type LogoAddress = 'render' | 'browser';

const logoUrlLifetimeSeconds = 60 * 60;

/**
 * The key of a post: its kind, its teams and its games (or, for the standings, the day). Not its
 * look, file type or size: trying three looks of one result and downloading one counts once.
 */
export function sponsorPostKey(post: Omit<SponsoredPost, 'choice' | 'design' | 'format'>): string {
  const parts = [
    post.kind,
    [...post.teamSlotIds].sort().join(','),
    post.games.length > 0
      ? post.games
          .map((game) => game.id)
          .sort()
          .join(',')
      : (post.day ?? ''),
  ];
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 40);
}

/** The games as a report row names them: "UHC Thun – Floorball Köniz", then the next. */
export function gamesLabel(games: readonly Game[]): string {
  return games
    .map((game) => `${game.teamHome} – ${game.teamAway}`)
    .join(', ')
    .slice(0, 500);
}

/** The post's day: its first game's, else the one given, else today in Switzerland. */
function dayOf(post: SponsoredPost): string {
  const first = post.games[0];
  return (first && isoDateOfGame(first.date)) ?? post.day ?? swissDay(new Date());
}

/** A storage key as the renderer reads it: the workspace's own file, no signature needed. */
function renderHref(key: string): string {
  return `/api/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export function createExportSponsors(deps: ExportSponsorsDeps) {
  async function logoHref(sponsor: PickedSponsor, address: LogoAddress): Promise<string | null> {
    if (address === 'render') return renderHref(sponsor.logoPath);
    return signedUrlOrNull(deps.storage, sponsor.logoPath, logoUrlLifetimeSeconds, (error) =>
      deps.logger.warn('sponsor left out: no signed URL', { sponsorId: sponsor.id, error }),
    );
  }

  async function onPost(list: PickedSponsor[], address: LogoAddress): Promise<PostSponsor[]> {
    const shown: PostSponsor[] = [];
    for (const sponsor of list) {
      const href = await logoHref(sponsor, address);
      if (href !== null) {
        shown.push({ id: sponsor.id, name: sponsor.name, level: sponsor.level, logoHref: href });
      }
    }
    return shown;
  }

  /**
   * The sponsors of `post`, or null when it shows none: not asked for, a plan without sponsors,
   * a design without room. `record` counts the appearances (an export); without it the choice
   * is only looked at (the preview).
   */
  async function sponsorsOf(
    post: SponsoredPost,
    { record, address }: { record: boolean; address: LogoAddress },
  ): Promise<ShownSponsors | null> {
    if (post.choice !== 'auto' || post.maxSponsors <= 0) return null;
    const room = sponsorRoom(post.design, post.format, post.kind);
    if (room.main + room.partners + room.supporters === 0) return null;
    const postKey = sponsorPostKey(post);
    const picked = await deps.pick({
      workspaceId: post.workspaceId,
      teamSlotIds: post.teamSlotIds,
      day: dayOf(post),
      postKey,
      kind: post.kind,
      teamName: post.teamName,
      games: gamesLabel(post.games),
      room,
      record,
      maxSponsors: post.maxSponsors,
    });
    const sponsors = {
      main: await onPost(picked.main, address),
      partners: await onPost(picked.partners, address),
      supporters: await onPost(picked.supporters, address),
    };
    return hasSponsors(sponsors) ? { sponsors, postKey } : null;
  }

  /**
   * Keeps a small picture of a post that showed sponsors, once per post, for the sponsor report.
   * Not awaited by the export: a failure is logged and the report shows the post without it.
   */
  function madeFile(
    workspaceId: string,
    shown: ShownSponsors | null,
    fileType: PostFileType,
    file: Buffer | null,
  ): void {
    // A video's picture is its last frame, the still post: its PNG or JPEG gives it.
    if (!shown || !file || fileType === 'mp4') return;
    deps.pictures.keep(workspaceId, shown.postKey, file).catch((error: unknown) => {
      deps.logger.warn("sponsors: the post's picture was not kept", { workspaceId, error });
    });
  }

  return { sponsorsOf, madeFile };
}

export type ExportSponsors = ReturnType<typeof createExportSponsors>;
