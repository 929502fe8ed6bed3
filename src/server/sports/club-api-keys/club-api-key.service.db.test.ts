import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { createPersonalWorkspace } from '#server/db/personal-workspace.ts';
import { clubApiKeys, users } from '#server/db/schema.ts';
import { AppError } from '#server/http/app-error.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { createClubApiKeyRepository } from '#server/sports/club-api-keys/club-api-key.repository.ts';
import { createClubApiKeyService } from '#server/sports/club-api-keys/club-api-key.service.ts';
import { createSportsData } from '#server/sports/sports-data.service.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import {
  closedPort,
  recordedAnswer,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import { openTestDatabase, testDbKind } from '#server/testing/test-database.ts';

const secret = 'a-test-app-secret-of-more-than-thirty-two-chars';
/** The token the stand-in handball federation accepts for club 140002. */
const clubToken = 'cGZhZGk6c2VjcmV0LXRva2Vu';
let database: Database;
let federation: FixtureServer;

/** Sports data as the app builds it, in the given mode, the federations being the stand-in. */
function sportsData(mode: 'demo' | 'live'): SportsData {
  return createSportsData({
    config: {
      mode,
      unihockeyUrl: federation.url,
      volleyUrl: federation.url,
      handballUrl: `${federation.url}/rest/v1`,
    },
    logger: silentLogger,
    timeouts: { connectTimeoutMs: 500, totalTimeoutMs: 2_000 },
  });
}

beforeAll(async () => {
  federation = await startFixtureServer({
    '/rest/v1/clubs/140002/teams': {
      body: recordedAnswer('handball', 'teams-140002.json'),
      authorization: `Basic ${clubToken}`,
    },
  });
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await federation?.close();
});
beforeEach(async () => {
  await database.db.delete(clubApiKeys);
  await database.db.delete(users);
  await database.db.insert(users).values([
    { id: 'user-anna', email: 'anna@club.ch' },
    { id: 'user-beat', email: 'beat@club.ch' },
  ]);
  // Each keeps their keys in their personal workspace, whose id is theirs.
  for (const id of ['user-anna', 'user-beat']) await createPersonalWorkspace(database.db, id);
});

/** On demo data no federation is asked: every well-formed key is accepted. */
const service = (appSecret = secret, sports: SportsData = sportsData('demo')) =>
  createClubApiKeyService({
    keys: createClubApiKeyRepository(database.db),
    appSecret,
    logger: silentLogger,
    verifyKey: (sport, clubId, apiKey) => sports.verifyClubKey(sport, clubId, apiKey),
  });

const appError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe(`club API key service (${testDbKind})`, () => {
  it('stores a key encrypted and shows only its last four characters', async () => {
    const saved = await service().save(
      'user-anna',
      'handball',
      '140002',
      '  Basic cGZhZGk6c2VjcmV0LXRva2Vu ',
    );
    expect(saved).toEqual({ sport: 'handball', clubId: '140002', lastFour: 'a2Vu' });
    const [row] = await database.db
      .select()
      .from(clubApiKeys)
      .where(eq(clubApiKeys.workspaceId, 'user-anna'));
    expect(row?.ciphertext).not.toContain('cGZhZGk6c2VjcmV0LXRva2Vu');
    expect(row?.ciphertext).toMatch(/^v1\./);
    expect(await service().list('user-anna')).toEqual([
      { sport: 'handball', clubId: '140002', lastFour: 'a2Vu' },
    ]);
    expect(await service().keyFor('user-anna', 'handball', '140002')).toBe(
      'cGZhZGk6c2VjcmV0LXRva2Vu',
    );
  });

  it('replaces the key of the same club and keeps clubs and users apart', async () => {
    await service().save('user-anna', 'volleyball', '912011', 'first-key-1111');
    await service().save('user-anna', 'volleyball', '912011', 'second-key-2222');
    await service().save('user-anna', 'volleyball', '912044', 'other-club-3333');
    await service().save('user-beat', 'volleyball', '912011', 'beats-key-4444');
    expect(await service().keyFor('user-anna', 'volleyball', '912011')).toBe('second-key-2222');
    expect(await service().keysOf('user-anna', 'volleyball')).toEqual([
      { clubId: '912011', apiKey: 'second-key-2222' },
      { clubId: '912044', apiKey: 'other-club-3333' },
    ]);
    expect(await service().keyFor('user-beat', 'volleyball', '912044')).toBeNull();
    expect(await service().keysOf('user-anna', 'handball')).toEqual([]);
    expect((await service().list('user-beat')).map((key) => key.lastFour)).toEqual(['4444']);
  });

  it('deletes only the owner’s key and answers 404 for a key that is not there', async () => {
    await service().save('user-anna', 'handball', '140002', 'anna-token-5555');
    expect((await appError(service().remove('user-beat', 'handball', '140002'))).status).toBe(404);
    expect(await service().keyFor('user-anna', 'handball', '140002')).toBe('anna-token-5555');
    await service().remove('user-anna', 'handball', '140002');
    expect(await service().list('user-anna')).toEqual([]);
  });

  it('refuses unihockey, bad club ids and malformed keys', async () => {
    expect(
      (await appError(service().save('user-anna', 'unihockey', '406151', 'some-key-123'))).code,
    ).toBe('CLUB_API_KEY_SPORT');
    expect(
      (await appError(service().save('user-anna', 'handball', '../140002', 'some-key-123'))).status,
    ).toBe(400);
    for (const bad of ['short', 'has spaces inside it', 'x'.repeat(600), 42, null]) {
      expect((await appError(service().save('user-anna', 'handball', '140002', bad))).code).toBe(
        'CLUB_API_KEY_MALFORMED',
      );
    }
  });

  it('cannot decrypt under another app secret or in another row', async () => {
    await service().save('user-anna', 'handball', '140002', 'anna-token-5555');
    expect(
      await service('another-secret-of-more-than-thirty-two-chars').keyFor(
        'user-anna',
        'handball',
        '140002',
      ),
    ).toBeNull();
    const [row] = await database.db.select().from(clubApiKeys);
    // The same ciphertext moved to another user's row does not open there.
    await database.db.insert(clubApiKeys).values({
      workspaceId: 'user-beat',
      sport: 'handball',
      clubId: '140002',
      ciphertext: row!.ciphertext,
      lastFour: row!.lastFour,
    });
    expect(await service().keyFor('user-beat', 'handball', '140002')).toBeNull();
    expect(await service().keysOf('user-beat', 'handball')).toEqual([]);
  });

  it('asks the handball federation first: a refused key is not stored, an accepted one is', async () => {
    const live = service(secret, sportsData('live'));
    const refused = await appError(
      live.save('user-anna', 'handball', '140002', 'bm90LnRoZS5yaWdodC50b2tlbg=='),
    );
    expect([refused.status, refused.code]).toEqual([422, 'CLUB_API_KEY_REFUSED']);
    expect(await database.db.select().from(clubApiKeys)).toEqual([]);
    expect(federation.requests.at(-1)).toEqual({
      path: '/rest/v1/clubs/140002/teams',
      authorization: 'Basic bm90LnRoZS5yaWdodC50b2tlbg==',
    });

    expect(await live.save('user-anna', 'handball', '140002', `Basic ${clubToken}`)).toEqual({
      sport: 'handball',
      clubId: '140002',
      lastFour: 'a2Vu',
    });
    expect(federation.requests.at(-1)?.authorization).toBe(`Basic ${clubToken}`);
    expect(await live.keyFor('user-anna', 'handball', '140002')).toBe(clubToken);

    // A refused replacement leaves the stored key as it was.
    await appError(live.save('user-anna', 'handball', '140002', 'c29tZS5vdGhlci50b2tlbg=='));
    expect(await live.keyFor('user-anna', 'handball', '140002')).toBe(clubToken);
    expect(await database.db.select().from(clubApiKeys)).toHaveLength(1);
  });

  it('stores nothing when the federation cannot be asked', async () => {
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    const down = createClubApiKeyService({
      keys: createClubApiKeyRepository(database.db),
      appSecret: secret,
      logger: silentLogger,
      verifyKey: (sport, clubId, apiKey) =>
        createSportsData({
          config: {
            mode: 'live',
            unihockeyUrl: nowhere,
            volleyUrl: nowhere,
            handballUrl: `${nowhere}/rest/v1`,
          },
          logger: silentLogger,
          timeouts: { connectTimeoutMs: 300, totalTimeoutMs: 600 },
        }).verifyClubKey(sport, clubId, apiKey),
    });
    const error = await appError(down.save('user-anna', 'handball', '140002', clubToken));
    expect([error.status, error.code]).toEqual([503, 'UPSTREAM_UNAVAILABLE']);
    expect(await database.db.select().from(clubApiKeys)).toEqual([]);
  });
});
