import type { PlainErrorCode } from '#shared/errors/error-codes.ts';
import { AppError } from '#server/http/app-error.ts';
import type { SportsError } from '#server/sports/sports-error.ts';

/**
 * What a caller is told when sports data could not be had: keys are theirs to fix (403), a
 * federation that is down or answers in a shape this app cannot read is not (502). An unreadable
 * answer gets the docs/product.md section 8 text of what was being loaded.
 */
const unreadable: Record<string, PlainErrorCode> = {
  clubs: 'CLUBS_LOAD_FAILED',
  teams: 'TEAMS_LOAD_FAILED',
  games: 'GAMES_LOAD_FAILED',
  game: 'GAME_DATA_LOAD_FAILED',
  standings: 'STANDINGS_LOAD_FAILED',
};

/** `field` is the gateway's root field that failed (clubs, teams, games, game, standings). */
export function sportsFailure(error: SportsError, field: string | undefined): AppError {
  switch (error.kind) {
    case 'api-key-missing':
      return AppError.of(403, 'SWISSVOLLEY_API_KEY_REQUIRED');
    case 'club-api-key-required':
      return AppError.of(403, 'CLUB_API_KEY_REQUIRED');
    case 'club-api-key-invalid':
      return AppError.of(403, 'CLUB_API_KEY_INVALID');
    case 'invalid-response':
      return AppError.of(502, unreadable[field ?? ''] ?? 'GAME_DATA_LOAD_FAILED');
    default:
      return AppError.of(502, 'UPSTREAM_UNAVAILABLE');
  }
}
