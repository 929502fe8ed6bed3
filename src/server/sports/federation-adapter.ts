import { createHash } from 'node:crypto';
import type { Standings, StandingsRow } from '#shared/sports/standings.ts';
import type { Club, Game, Team } from '#shared/sports/sports.ts';
import { hasResult } from '#shared/sports/sports.ts';
import { hours, minutes } from '#server/sports/response-cache.ts';
import { unexpectedShape } from '#server/sports/sports-error.ts';

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
  /**
   * The table of the team's current league or group, with the team's row marked; null when the
   * federation has none for the team (cups, friendlies, unknown team).
   */
  standings(
    teamId: string,
    clubId: string | null,
    apiKey: string | null,
  ): Promise<Standings | null>;
}

/** A table changes with every result, as a game list with games to come does. */
export const standingsTtl = () => minutes(5);

/**
 * Maps every entry of an upstream list, leaving out the ones it cannot read. A list with entries
 * of which not one can be read is an answer in a shape this adapter does not know (a renamed
 * field, say), not an empty list.
 */
export function mapEntries<T>(
  federation: string,
  path: string,
  list: unknown[],
  map: (entry: unknown) => T | null,
): T[] {
  const mapped = list.map(map).filter((value): value is T => value !== null);
  if (list.length > 0 && mapped.length === 0) {
    throw unexpectedShape(federation, path, `none of ${list.length} entries readable`);
  }
  return mapped;
}

/**
 * A table's rows read from an upstream list, by rank; null when the team is not in it (a table
 * without the team is not the team's table).
 */
export function rankedRows(
  federation: string,
  path: string,
  list: unknown[],
  toRow: (entry: unknown) => StandingsRow | null,
): StandingsRow[] | null {
  const rows = mapEntries(federation, path, list, toRow).sort((a, b) => a.rank - b.rank);
  return rows.some((row) => row.isTeam) ? rows : null;
}

/** The field names of a federation's table row that holds one team's figures. */
export interface RowFields {
  name: string;
  games: string;
  wins: string;
  /** Absent where the sport knows no draws. */
  draws?: string;
  losses: string;
  scoreFor: string;
  scoreAgainst: string;
  points: string;
}

/**
 * Reads a table row of a federation that names its figures by field (handball, volleyball): null
 * when rank, name, games, wins or losses are missing; the team's own row is marked.
 */
export function fieldRow(
  teamId: string,
  fields: RowFields,
  teamName: (name: string) => string = (name) => name,
) {
  return (raw: unknown): StandingsRow | null => {
    const row = asRecord(raw);
    const rank = count(row.rank);
    const name = text(row[fields.name]);
    const games = count(row[fields.games]);
    const wins = count(row[fields.wins]);
    const losses = count(row[fields.losses]);
    if (rank === null || !name || games === null || wins === null || losses === null) return null;
    const id = text(row.teamId);
    return {
      rank,
      teamId: id,
      teamName: teamName(name),
      games,
      wins,
      draws: (fields.draws === undefined ? null : count(row[fields.draws])) ?? 0,
      losses,
      overtimeWins: null,
      overtimeLosses: null,
      scoreFor: count(row[fields.scoreFor]) ?? 0,
      scoreAgainst: count(row[fields.scoreAgainst]) ?? 0,
      points: count(row[fields.points]) ?? 0,
      isTeam: id === teamId,
    };
  };
}

/** A whole number from a number or its digits ("12", "3."), or null. */
export function count(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string') {
    const match = /^\s*(-?\d+)\.?\s*$/.exec(value);
    if (match) return Number(match[1]);
  }
  return null;
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
