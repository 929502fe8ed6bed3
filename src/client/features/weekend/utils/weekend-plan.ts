import type { ExportRequestInput } from '#shared/exports/export-request.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { Sport } from '#shared/sports/sports.ts';
import type { TeamSlot } from '#shared/team-slots/team-slot.schema.ts';
import { maxWeekendGames, minWeekendGames } from '#shared/themes/weekend-template.ts';
import type { WeekendGame } from '#shared/weekend/weekend.schema.ts';

/**
 * What the weekend screen makes of the chosen games: the window's dates, one post per team in
 * the look and language its slot remembers (its first games, up to the plan's games per post),
 * and the game-day overview of every chosen game (of every sport, each game once; on several
 * posts when there are more than one holds), opening the carousel.
 */
export type WindowChoice = 'this' | 'next' | 'last' | 'dates';
export type WeekendMode = 'preview' | 'result';

function iso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Saturday and Sunday of this weekend (on a Sunday: yesterday and today), next or last. */
export function weekendWindow(choice: Exclude<WindowChoice, 'dates'>, today: Date) {
  const day = today.getDay(); // 0 Sunday .. 6 Saturday
  const saturday = new Date(today);
  saturday.setDate(today.getDate() + (day === 0 ? -1 : 6 - day));
  const shift = choice === 'next' ? 7 : choice === 'last' ? -7 : 0;
  saturday.setDate(saturday.getDate() + shift);
  const sunday = new Date(saturday);
  sunday.setDate(saturday.getDate() + 1);
  return { from: iso(saturday), to: iso(sunday) };
}

export interface PlannedPost {
  key: string;
  kind: 'team' | 'overview';
  label: string;
  sport: Sport;
  clubId: string;
  games: WeekendGame[];
  body: ExportRequestInput | Record<string, unknown>;
  /** The studio address of a team post, to change it there. */
  studioPath: string | null;
  slot: TeamSlot | null;
  language: PostLanguage;
}

export function plannedPosts(input: {
  games: readonly WeekendGame[];
  slots: readonly TeamSlot[];
  mode: WeekendMode;
  maxGames: number;
  from: string;
  to: string;
  uiLanguage: PostLanguage;
}): PlannedPost[] {
  const posts: PlannedPost[] = [];
  const overviews: PlannedPost[] = [];
  const bySlot = new Map<string, WeekendGame[]>();
  for (const game of input.games)
    bySlot.set(game.slotId, [...(bySlot.get(game.slotId) ?? []), game]);
  for (const [slotId, games] of bySlot) {
    const slot = input.slots.find((s) => s.id === slotId) ?? null;
    const first = games[0] as WeekendGame;
    const own = games.slice(0, Math.max(1, input.maxGames));
    const language = slot?.postLanguage ?? input.uiLanguage;
    const look = slot?.postTemplateId
      ? { templateId: slot.postTemplateId }
      : { theme: slot?.postTheme ?? 'default' };
    const ids = own.map((g) => g.game.id);
    posts.push({
      key: `team-${slotId}`,
      kind: 'team',
      label: first.teamName,
      sport: first.sport,
      clubId: first.clubId,
      games: own,
      slot,
      language,
      studioPath: `/studio/${first.sport}/${encodeURIComponent(first.clubId)}/${encodeURIComponent(first.teamId)}/${ids.map(encodeURIComponent).join(',')}`,
      body: {
        sport: first.sport,
        clubId: first.clubId,
        teamId: first.teamId,
        gameIds: ids,
        mode: input.mode,
        ...look,
        format: slot?.postFormat ?? '4:5',
        language,
        sponsors: slot?.postSponsors ? 'auto' : 'none',
      },
    });
  }
  // The game-day overview of every chosen game, of every sport, a game of two of the club's
  // teams once; more than one post holds go on several, split evenly.
  const gameKey = (g: WeekendGame) => `${g.sport}:${g.game.id}`;
  const distinct = [...new Map(input.games.map((g) => [gameKey(g), g])).keys()];
  const parts = Math.ceil(distinct.length / maxWeekendGames);
  for (let part = 0; part < parts && distinct.length >= minWeekendGames; part++) {
    const from = Math.round((part * distinct.length) / parts);
    const to = Math.round(((part + 1) * distinct.length) / parts);
    const keys = new Set(distinct.slice(from, to));
    const games = input.games.filter((g) => keys.has(gameKey(g)));
    const first = games[0] as WeekendGame;
    const slot = input.slots.find((s) => s.id === first.slotId) ?? null;
    const teams = new Map<
      string,
      { teamId: string; sport: Sport; clubId: string; gameIds: string[] }
    >();
    for (const g of games) {
      const key = `${g.sport}:${g.teamId}`;
      const team = teams.get(key) ?? {
        teamId: g.teamId,
        sport: g.sport,
        clubId: g.clubId,
        gameIds: [],
      };
      team.gameIds.push(g.game.id);
      teams.set(key, team);
    }
    const language = slot?.postLanguage ?? input.uiLanguage;
    overviews.push({
      key: `overview-${part + 1}`,
      kind: 'overview',
      label: parts > 1 ? `${part + 1}/${parts}` : '',
      sport: first.sport,
      clubId: first.clubId,
      games,
      slot,
      language,
      studioPath: null,
      body: {
        mode: 'weekend',
        kind: input.mode,
        sport: first.sport,
        clubId: first.clubId,
        teams: [...teams.values()].map(({ teamId, sport, clubId, gameIds }) => ({
          teamId,
          gameIds,
          ...(sport === first.sport && clubId === first.clubId ? {} : { clubId }),
          ...(sport === first.sport ? {} : { sport }),
        })),
        from: input.from,
        to: input.to,
        theme: slot?.postTheme ?? 'default',
        format: '4:5',
        language,
        sponsors: slot?.postSponsors ? 'auto' : 'none',
      },
    });
  }
  // The overview opens the carousel.
  return [...overviews, ...posts];
}
