import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';
import type { TeamSlot, TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';

/**
 * The language of a team's posts, remembered per team slot (PATCH /api/team-slots/:id
 * {postLanguage}): only the slot's owner sets it, and it is no change of team.
 */
let server: TestServer;
let anna: TestSession;
let ben: TestSession;

const thun = { sport: 'unihockey', clubId: '441', teamId: '7781', teamName: 'UHC Thun Herren I' };

beforeAll(async () => {
  server = await startTestServer();
  anna = await signInTestUser(server.url, server.outboxDir, 'anna@uhc-thun.ch');
  ben = await signInTestUser(server.url, server.outboxDir, 'ben@vbc-zuerich.ch');
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const call = (session: TestSession | null, method: string, path: string, body?: unknown) =>
  apiCall(server.url, session, method, path, body);

async function slotsOf(session: TestSession): Promise<TeamSlot[]> {
  return ((await (await call(session, 'GET', '/api/team-slots')).json()) as TeamSlotList).slots;
}

describe('post language of a team slot', () => {
  it('starts empty, is set and cleared by the owner, and keeps the weekly clock', async () => {
    const created = await call(anna, 'POST', '/api/team-slots', thun);
    expect(created.status).toBe(201);
    const slot = (await created.json()) as TeamSlot;
    expect(slot.postLanguage).toBeNull();

    const french = await call(anna, 'PATCH', `/api/team-slots/${slot.id}`, {
      postLanguage: 'fr',
    });
    expect(french.status).toBe(200);
    const answered = (await french.json()) as TeamSlot;
    expect(answered).toMatchObject({ id: slot.id, teamId: '7781', postLanguage: 'fr' });
    // Not a change of team: the slot's clock and lock stay as they were.
    expect(answered.lastChangedAt).toBe(slot.lastChangedAt);
    expect(answered.canChange).toBe(false);
    expect((await slotsOf(anna)).map((s) => s.postLanguage)).toEqual(['fr']);

    expect(
      (await call(anna, 'PATCH', `/api/team-slots/${slot.id}`, { postLanguage: 'it' })).status,
    ).toBe(200);
    expect((await slotsOf(anna))[0]?.postLanguage).toBe('it');
    expect(
      (await call(anna, 'PATCH', `/api/team-slots/${slot.id}`, { postLanguage: null })).status,
    ).toBe(200);
    expect((await slotsOf(anna))[0]?.postLanguage).toBeNull();
  });

  it("answers 404 for another user's slot and changes nothing", async () => {
    const [slot] = await slotsOf(anna);
    await call(anna, 'PATCH', `/api/team-slots/${slot!.id}`, { postLanguage: 'en' });
    const foreign = await call(ben, 'PATCH', `/api/team-slots/${slot!.id}`, { postLanguage: 'de' });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await slotsOf(anna))[0]?.postLanguage).toBe('en');
    expect(
      (await call(ben, 'PATCH', '/api/team-slots/not-a-uuid', { postLanguage: 'de' })).status,
    ).toBe(404);
    expect(
      (await call(null, 'PATCH', `/api/team-slots/${slot!.id}`, { postLanguage: 'de' })).status,
    ).toBe(401);
  });

  it('refuses a language that is not a post language, or other fields, with 400', async () => {
    const [slot] = await slotsOf(anna);
    for (const body of [
      { postLanguage: 'es' },
      { postLanguage: 'FR' },
      {},
      { postLanguage: 'fr', teamName: 'Andere' },
    ]) {
      const response = await call(anna, 'PATCH', `/api/team-slots/${slot!.id}`, body);
      expect(response.status).toBe(400);
    }
    expect((await slotsOf(anna))[0]).toMatchObject({
      teamName: 'UHC Thun Herren I',
      postLanguage: 'en',
    });
  });
});
