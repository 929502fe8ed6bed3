import type { Club, Game, Sport, Team } from '#shared/sports/sports.ts';

/**
 * What the rest of the server asks of sports data: the gateway resolvers, the export service and
 * the render CLI all go through this, never to an adapter directly.
 * `userId` lets an adapter use a federation API key that this user stored for the club.
 */
export interface SportsQueryContext {
  userId?: string | null;
  /** Told which source answered, so that the gateway can show demo data as such. */
  onSource?: (source: SportsSource) => void;
}

export type SportsSource = 'live' | 'demo';

/**
 * Failures throw `SportsError` (#server/sports/sports-error.ts): upstream unavailable, or a
 * club API key missing or rejected. Unknown clubs and teams give [], an unknown game null.
 */
export interface SportsData {
  clubs(sport: Sport, context?: SportsQueryContext): Promise<Club[]>;
  teams(sport: Sport, clubId: string, context?: SportsQueryContext): Promise<Team[]>;
  games(
    sport: Sport,
    teamId: string,
    clubId: string | null,
    context?: SportsQueryContext,
  ): Promise<Game[]>;
  game(sport: Sport, gameId: string, context?: SportsQueryContext): Promise<Game | null>;
  /** Where each sport's data comes from right now (auto mode falls back to demo per sport). */
  sources(): Record<Sport, SportsSource>;
  /**
   * In auto mode, asks each federation once for its clubs so `sources()` tells the truth before the
   * first visitor asks; never throws. A no-op in live and demo mode.
   */
  probe(): Promise<void>;
}
