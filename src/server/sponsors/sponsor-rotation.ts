import type {
  RotationCandidate,
  SponsorAppearanceRepository,
} from '#server/sponsors/sponsor-appearance.repository.ts';
import { withLocks } from '#shared/accounts/usable-items.ts';
import type { SponsorRoom } from '#shared/sponsors/post-sponsors.ts';
import type { SponsorLevel } from '#shared/sponsors/sponsor.schema.ts';
import { swissInstant, swissDay } from '#shared/sports/swiss-time.ts';

/**
 * Fair rotation (ADR 061): which sponsors one post shows, and the record of it. Among the
 * sponsors eligible for the post (the workspace's, not locked by the plan, valid on the post's
 * day, for every team or one of the post's team slots), each level's room is filled by those
 * with the fewest appearances in the running month (Swiss calendar), then the longest since
 * their last appearance (never shown first), then by id. Counting and recording run in one
 * transaction under the workspace's lock, so parallel exports take turns and never both take
 * the same 'fewest' partner. A post key is recorded once: the PNG, the JPEG and a retry of one
 * post show the sponsors chosen the first time, and count once.
 */
export type PostKind = 'preview' | 'result' | 'standings' | 'weekend';

export interface SponsorPost {
  workspaceId: string;
  /** The post's team slot(s); a weekend overview has several. */
  teamSlotIds: string[];
  /** The post's day, YYYY-MM-DD. */
  day: string;
  /** Names the post, the same for every file and retry of it (the idempotency key). */
  postKey: string;
  kind: PostKind;
  /** The team's name as the report shows it. */
  teamName: string;
  /** The games as a readable label, e.g. 'UHC Uster – Floorball Köniz, 29.11.'. */
  games: string;
  room: SponsorRoom;
  /** True: the post is made (export, batch, mail, publication) and counts. False: a peek. */
  record: boolean;
  /** The plan's number of sponsors, read by the caller with the rest of its plan: the newer ones are locked. */
  maxSponsors: number;
}

/** A chosen sponsor; `logoPath` is its storage key, turned into a signed href by the caller. */
export interface ChosenSponsor {
  id: string;
  name: string;
  level: SponsorLevel;
  logoPath: string;
}

export interface ChosenSponsors {
  main: ChosenSponsor[];
  partners: ChosenSponsor[];
  supporters: ChosenSponsor[];
}

export interface SponsorRotationDeps {
  appearances: SponsorAppearanceRepository;
  now?: () => Date;
}

/** The first instant of the Swiss calendar month `now` falls in. */
export function monthStart(now: Date): Date {
  return swissInstant(`${swissDay(now).slice(0, 7)}-01`, '00:00');
}

function validOn(sponsor: RotationCandidate, day: string): boolean {
  return (
    (sponsor.startsOn === null || sponsor.startsOn <= day) &&
    (sponsor.endsOn === null || day <= sponsor.endsOn)
  );
}

function forTeams(sponsor: RotationCandidate, teamSlotIds: readonly string[]): boolean {
  return sponsor.everyTeam || sponsor.teamSlotIds.some((id) => teamSlotIds.includes(id));
}

type Tallies = Map<string, { shown: number; last: Date | null }>;

/** The `room` sponsors of `level` whose turn it is: fewest shown, longest unseen, then id. */
function turn(
  eligible: RotationCandidate[],
  level: SponsorLevel,
  room: number,
  tallies: Tallies,
): ChosenSponsor[] {
  const weigh = (sponsor: RotationCandidate) => tallies.get(sponsor.id) ?? { shown: 0, last: null };
  return eligible
    .filter((sponsor) => sponsor.level === level)
    .sort((a, b) => {
      const x = weigh(a);
      const y = weigh(b);
      return (
        x.shown - y.shown ||
        (x.last?.getTime() ?? -Infinity) - (y.last?.getTime() ?? -Infinity) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
      );
    })
    .slice(0, Math.max(0, Math.floor(room)))
    .map(({ id, name, level: chosen, logoPath }) => ({ id, name, level: chosen, logoPath }));
}

/** Sponsors in a stable order within each level: by name, then id. */
function grouped(chosen: ChosenSponsor[]): ChosenSponsors {
  const sorted = [...chosen].sort(
    (a, b) => a.name.localeCompare(b.name, 'de') || (a.id < b.id ? -1 : 1),
  );
  return {
    main: sorted.filter((sponsor) => sponsor.level === 'main'),
    partners: sorted.filter((sponsor) => sponsor.level === 'partner'),
    supporters: sorted.filter((sponsor) => sponsor.level === 'supporter'),
  };
}

export function createSponsorRotation({
  appearances,
  now = () => new Date(),
}: SponsorRotationDeps) {
  return {
    /**
     * The sponsors the post shows: chosen fairly and, with `record`, recorded once for its
     * `postKey`. A design without room for a level shows none of it (room 0).
     */
    async pick(post: SponsorPost): Promise<ChosenSponsors> {
      return appearances.transaction(async (tx) => {
        if (post.record) {
          await tx.lockWorkspace(post.workspaceId);
          const recorded = await tx.recorded(post.workspaceId, post.postKey);
          if (recorded.length > 0) return grouped(recorded);
        }
        const at = now();
        const eligible = withLocks(await tx.candidates(post.workspaceId), post.maxSponsors)
          .filter((sponsor) => !sponsor.locked)
          .filter((sponsor) => validOn(sponsor, post.day) && forTeams(sponsor, post.teamSlotIds));
        const tallies = await tx.tallies(post.workspaceId, monthStart(at));
        // A template's slots take the levels in order: what main sponsors fill, partners do not.
        const chosen: ChosenSponsor[] = [];
        const levels = [
          ['main', post.room.main],
          ['partner', post.room.partners],
          ['supporter', post.room.supporters],
        ] as const;
        for (const [level, room] of levels) {
          const left = post.room.slots === undefined ? room : post.room.slots - chosen.length;
          chosen.push(...turn(eligible, level, Math.min(room, left), tallies));
        }
        if (post.record && chosen.length > 0) {
          const [slot] = post.teamSlotIds;
          const ownSlot =
            post.teamSlotIds.length === 1 &&
            slot !== undefined &&
            (await tx.isTeamSlotOf(post.workspaceId, slot));
          await tx.record(
            chosen.map((sponsor) => ({
              workspaceId: post.workspaceId,
              sponsorId: sponsor.id,
              postKey: post.postKey,
              teamSlotId: ownSlot ? slot : null,
              teamName: post.teamName.slice(0, 200),
              games: post.games.slice(0, 500),
              kind: post.kind,
              day: post.day,
              shownAt: at,
            })),
          );
        }
        return grouped(chosen);
      });
    },

    /**
     * Says that the workspace's publication carries these posts: the report then lists each of
     * its published channels and links for them. A publication of another workspace is ignored.
     */
    async linkPublication(
      workspaceId: string,
      publicationId: string,
      postKeys: string[],
    ): Promise<void> {
      if (!(await appearances.isPublicationOf(workspaceId, publicationId))) return;
      await appearances.linkPublication(workspaceId, publicationId, [...new Set(postKeys)]);
    },
  };
}

export type SponsorRotation = ReturnType<typeof createSponsorRotation>;
