import type { Standings } from '#shared/sports/standings.ts';
import type { Club, Game, Sport, Team } from '#shared/sports/sports.ts';

/**
 * What the rest of the server asks of sports data: the gateway resolvers, the export service and
 * the render CLI all go through this, never to an adapter directly.
 * `workspaceId` lets an adapter use a federation API key that this user stored for the club.
 */
export interface SportsQueryContext {
  workspaceId?: string | null;
  /** Told which source answered, so that the gateway can show demo data as such. */
  onSource?: (source: SportsSource) => void;
}

export type SportsSource = 'live' | 'demo';

/**
 * What the app last saw of a federation: `up` after an answer, `down` after a failure of the
 * federation itself (unreachable, too slow, 5xx, an answer in a shape the adapter cannot read),
 * `needs-key` when it could not be asked for want of an API key, `unchecked` before the first try.
 * A later answer flips it back by itself.
 */
export type FederationState = 'up' | 'down' | 'needs-key' | 'unchecked';

export interface FederationStatus {
  state: FederationState;
  /** When the state began (ISO time), null while unchecked. */
  since: string | null;
  /** The kind of the last failure while down, e.g. 'unreachable' or 'invalid-response'. */
  error?: string;
  /**
   * While down and not asked (its back-off runs; docs/architecture.md, "Sports data"): when it
   * will be asked again (ISO time).
   */
  retryAt?: string;
}

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
  /** The table of the team's league or group; null when the federation has none for the team. */
  standings(
    sport: Sport,
    teamId: string,
    clubId: string | null,
    context?: SportsQueryContext,
  ): Promise<Standings | null>;
  /**
   * Asks the federation whether it accepts a club API key (by listing the club's teams with it)
   * before the key is stored: 'refused' when it rejects the key; failures of the federation
   * itself throw SportsError. Demo data needs no key, so demo mode accepts without asking.
   */
  verifyClubKey(sport: Sport, clubId: string, apiKey: string): Promise<'accepted' | 'refused'>;
  /** Where each sport's data comes from right now (auto mode falls back to demo per sport). */
  sources(): Record<Sport, SportsSource>;
  /**
   * What each federation last did. Asking also re-probes, in the background, a federation that
   * has been down longer than the retry interval, so that it recovers without a visitor.
   */
  federations(): Record<Sport, FederationStatus>;
  /**
   * In auto mode, asks each federation once for its clubs so `sources()` tells the truth before the
   * first visitor asks; never throws. A no-op in live and demo mode.
   */
  probe(): Promise<void>;
}
