import { isSport, type Sport } from '#shared/sports/sports.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import { secretBox } from '#server/crypto/secret-box.ts';
import type { ClubApiKeyRepository } from '#server/sports/club-api-keys/club-api-key.repository.ts';
import type { ClubKey } from '#server/sports/federation-adapter.ts';

/** What a user sees of a stored key: never the key, only its last four characters. */
export interface ClubApiKeySummary {
  sport: Sport;
  clubId: string;
  lastFour: string;
}

/** Sports whose federation wants a club API key; Swiss Unihockey's API is public. */
export const keyedSports = ['volleyball', 'handball'] as const satisfies readonly Sport[];

const clubIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
// Printable ASCII without spaces: what federation keys and tokens consist of.
const apiKeyPattern = /^[\x21-\x7e]{8,512}$/;

const invalidSport = () => AppError.of(400, 'CLUB_API_KEY_SPORT');
const invalidClub = () => AppError.of(400, 'CLUB_ID_INVALID');
const invalidKey = () => AppError.of(400, 'CLUB_API_KEY_MALFORMED');

function checkScope(sport: string, clubId: string): Sport {
  if (!isSport(sport) || !(keyedSports as readonly string[]).includes(sport)) throw invalidSport();
  if (!clubIdPattern.test(clubId)) throw invalidClub();
  return sport;
}

/** A key as the user pasted it: trimmed, and without the "Basic " that handball shows beside it. */
function normaliseKey(sport: Sport, apiKey: unknown): string {
  if (typeof apiKey !== 'string') throw invalidKey();
  let key = apiKey.trim();
  if (sport === 'handball') key = key.replace(/^basic\s+/i, '');
  if (!apiKeyPattern.test(key)) throw invalidKey();
  return key;
}

export interface ClubApiKeyDeps {
  keys: ClubApiKeyRepository;
  appSecret: string;
  logger: Logger;
  /**
   * Asks the federation, through the sports data service, whether it accepts the key; failures
   * of the federation itself throw. SportsData.verifyClubKey in the app.
   */
  verifyKey(sport: Sport, clubId: string, apiKey: string): Promise<'accepted' | 'refused'>;
}

export function createClubApiKeyService(deps: ClubApiKeyDeps) {
  const repository = deps.keys;
  // Owner, sport and club are bound in: a ciphertext copied to another row does not decrypt.
  const box = secretBox(deps.appSecret, 'club-api-keys v1');

  const decrypt = (workspaceId: string, sport: Sport, clubId: string, ciphertext: string) => {
    const key = box.open(ciphertext, [workspaceId, sport, clubId]);
    // Happens after APP_SECRET changed: the user has to store the key again.
    if (key === null)
      deps.logger.warn('club api key does not decrypt', { workspaceId, sport, clubId });
    return key;
  };

  return {
    async list(workspaceId: string): Promise<ClubApiKeySummary[]> {
      const rows = await repository.list(workspaceId);
      return rows.map(({ sport, clubId, lastFour }) => ({ sport, clubId, lastFour }));
    },

    /**
     * Stores or replaces the user's key for a club, once the federation has accepted it: a key it
     * refuses is not stored (422 CLUB_API_KEY_REFUSED), and neither is one it could not be asked
     * about (503 UPSTREAM_UNAVAILABLE); a stored key stays as it was in both cases.
     */
    async save(
      workspaceId: string,
      sportName: string,
      clubId: string,
      apiKey: unknown,
    ): Promise<ClubApiKeySummary> {
      const sport = checkScope(sportName, clubId);
      const key = normaliseKey(sport, apiKey);
      let verdict: 'accepted' | 'refused';
      try {
        verdict = await deps.verifyKey(sport, clubId, key);
      } catch (error) {
        deps.logger.warn('club api key not verified: federation not answering', {
          sport,
          clubId,
          reason: error instanceof Error ? error.message : String(error),
        });
        throw AppError.of(503, 'UPSTREAM_UNAVAILABLE');
      }
      if (verdict === 'refused') throw AppError.of(422, 'CLUB_API_KEY_REFUSED');
      const lastFour = key.slice(-4);
      await repository.upsert(workspaceId, {
        sport,
        clubId,
        lastFour,
        ciphertext: box.seal(key, [workspaceId, sport, clubId]),
      });
      return { sport, clubId, lastFour };
    },

    async remove(workspaceId: string, sportName: string, clubId: string): Promise<void> {
      const sport = checkScope(sportName, clubId);
      if (!(await repository.remove(workspaceId, sport, clubId)))
        throw AppError.of(404, 'NOT_FOUND');
    },

    async keyFor(workspaceId: string, sport: Sport, clubId: string): Promise<string | null> {
      const row = await repository.find(workspaceId, sport, clubId);
      return row ? decrypt(workspaceId, sport, clubId, row.ciphertext) : null;
    },

    async keysOf(workspaceId: string, sport: Sport): Promise<ClubKey[]> {
      const rows = await repository.list(workspaceId, sport);
      return rows.flatMap((row) => {
        const apiKey = decrypt(workspaceId, sport, row.clubId, row.ciphertext);
        return apiKey === null ? [] : [{ clubId: row.clubId, apiKey }];
      });
    },
  };
}

export type ClubApiKeyService = ReturnType<typeof createClubApiKeyService>;
