import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import { sportsFailure } from '#server/sports/gateway/sports-failure.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import type { TeamSlotService } from '#server/team-slots/team-slot.service.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import type { TeamSlot } from '#shared/team-slots/team-slot.schema.ts';
import {
  gameInWindow,
  isoDateOfGame,
  MAX_WEEKEND_DAYS,
  windowProblem,
  type WeekendFailure,
  type WeekendGame,
  type WeekendGames,
} from '#shared/weekend/weekend.schema.ts';

/**
 * GET /api/weekend behind the route: the games of the user's usable team slots in a window of at
 * most MAX_WEEKEND_DAYS days, read through the same cached sports data as the gateway, sorted by
 * day and start time, then in the order of the slots. A team whose federation fails is named in
 * `failures`; the other teams' games still come.
 */
export interface WeekendServiceDeps {
  teamSlots: TeamSlotService;
  entitlements: EntitlementsService;
  sports: SportsData;
  logger: Logger;
}

/** 400 with the code of the window's problem, or nothing. */
export function assertWindow(from: string, to: string): void {
  const problem = windowProblem(from, to);
  if (problem === 'WEEKEND_DATES_INVALID') throw AppError.of(400, problem);
  if (problem) throw AppError.of(400, problem, { max: MAX_WEEKEND_DAYS });
}

/** Start time as minutes for sorting; games without a time come last in their day. */
function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : 24 * 60;
}

export function createWeekendService(deps: WeekendServiceDeps) {
  async function gamesOfSlot(
    workspaceId: string,
    slot: TeamSlot,
    from: string,
    to: string,
  ): Promise<WeekendGame[]> {
    const games = await deps.sports.games(slot.sport, slot.teamId, slot.clubId, { workspaceId });
    return games
      .filter((game) => gameInWindow(game, from, to))
      .map((game) => ({
        sport: slot.sport,
        clubId: slot.clubId,
        teamId: slot.teamId,
        teamName: slot.teamName,
        slotId: slot.id,
        day: isoDateOfGame(game.date) as string,
        game,
      }));
  }

  return {
    async games(
      workspaceId: string,
      from: string,
      to: string,
      language: Language = 'de',
    ): Promise<WeekendGames> {
      assertWindow(from, to);
      // Locked slots (beyond the plan after a downgrade) cannot be exported: not listed.
      const slots = (await deps.teamSlots.list(workspaceId)).slots.filter((slot) => !slot.locked);
      const failures: WeekendFailure[] = [];
      const perSlot = await Promise.all(
        slots.map(async (slot) => {
          try {
            return await gamesOfSlot(workspaceId, slot, from, to);
          } catch (error) {
            if (!(error instanceof SportsError)) throw error;
            deps.logger.warn('weekend: games of a team unavailable', {
              workspaceId,
              sport: slot.sport,
              teamId: slot.teamId,
              kind: error.kind,
            });
            const failure = sportsFailure(error, 'games');
            failures.push({
              sport: slot.sport,
              teamId: slot.teamId,
              teamName: slot.teamName,
              code: failure.code,
              message: failure.messages[language],
            });
            return [];
          }
        }),
      );
      const order = new Map(slots.map((slot, index) => [slot.id, index]));
      const games = perSlot
        .flat()
        .sort(
          (a, b) =>
            a.day.localeCompare(b.day) ||
            minutesOf(a.game.time) - minutesOf(b.game.time) ||
            (order.get(a.slotId) ?? 0) - (order.get(b.slotId) ?? 0),
        );
      return { from, to, games, failures };
    },
  };
}

export type WeekendService = ReturnType<typeof createWeekendService>;
