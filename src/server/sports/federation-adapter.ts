import { createHash } from 'node:crypto';
import type { Club, Game, Team } from '#shared/sports/sports.ts';
import { hasResult } from '#shared/sports/sports.ts';
import { hours, minutes } from '#server/sports/response-cache.ts';

/** A club API key a user stored, decrypted, with the club it belongs to. */
export interface ClubKey {
  clubId: string;
  apiKey: string;
}

/**
 * One federation's data in the Game/Club/Team shapes of the specification. An unknown club or
 * team answers an empty list and an unknown game null; failures throw SportsError.
 * `apiKey` is the key of exactly the club asked about, or null when the user stored none.
 */
export interface FederationAdapter {
  clubs(): Promise<Club[]>;
  teams(clubId: string, apiKey: string | null): Promise<Team[]>;
  games(teamId: string, clubId: string | null, apiKey: string | null): Promise<Game[]>;
  /** Looks a game up; federations without a game endpoint search the clubs the user holds keys for. */
  game(gameId: string, clubKeys: ClubKey[]): Promise<Game | null>;
}

/** Clubs and teams change a few times a season. */
export const directoryTtl = () => hours(24);

/** A list with any game still to be played is refreshed after 5 minutes, a finished one daily. */
export function gamesTtl(games: Game[]): number {
  return games.every(hasResult) ? hours(24) : minutes(5);
}

export function gameTtl(game: Game | null): number {
  return game && hasResult(game) ? hours(24) : minutes(5);
}

/** '-:-', '' and missing all mean the game has no result yet. */
export function resultOrNull(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' || text === '-:-' ? null : text;
}

// Upstream JSON is untrusted: these read it without assuming its shape.
export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A cache key part that tells keys apart without putting the key itself into cache keys. */
export function keyFingerprint(apiKey: string | null): string {
  return apiKey === null
    ? 'none'
    : createHash('sha256').update(apiKey).digest('base64url').slice(0, 16);
}
