import { describe, expect, it } from 'vitest';
import { slotsOf } from '#server/team-slots/testing/slots-of.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import type { TeamSlot } from '#shared/team-slots/team-slot.schema.ts';

/**
 * The language of a team's posts, remembered per team slot (PATCH /api/team-slots/:id
 * {postLanguage}): only the slot's owner sets it, and it is no change of team.
 */
const t = signedInServer({ anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch' });
const { call } = t;

const thun = { sport: 'unihockey', clubId: '441', teamId: '7781', teamName: 'UHC Thun Herren I' };

describe('post language of a team slot', () => {
  it('starts empty, is set and cleared by the owner, and keeps the weekly clock', async () => {
    const created = await call(t.anna, 'POST', '/api/team-slots', thun);
    expect(created.status).toBe(201);
    const slot = (await created.json()) as TeamSlot;
    expect(slot.postLanguage).toBeNull();

    const french = await call(t.anna, 'PATCH', `/api/team-slots/${slot.id}`, {
      postLanguage: 'fr',
    });
    expect(french.status).toBe(200);
    const answered = (await french.json()) as TeamSlot;
    expect(answered).toMatchObject({ id: slot.id, teamId: '7781', postLanguage: 'fr' });
    // Not a change of team: the slot's clock and lock stay as they were.
    expect(answered.lastChangedAt).toBe(slot.lastChangedAt);
    expect(answered.canChange).toBe(false);
    expect((await slotsOf(t, t.anna)).map((s) => s.postLanguage)).toEqual(['fr']);

    expect(
      (await call(t.anna, 'PATCH', `/api/team-slots/${slot.id}`, { postLanguage: 'it' })).status,
    ).toBe(200);
    expect((await slotsOf(t, t.anna))[0]?.postLanguage).toBe('it');
    expect(
      (await call(t.anna, 'PATCH', `/api/team-slots/${slot.id}`, { postLanguage: null })).status,
    ).toBe(200);
    expect((await slotsOf(t, t.anna))[0]?.postLanguage).toBeNull();
  });

  it("answers 404 for another user's slot and changes nothing", async () => {
    const [slot] = await slotsOf(t, t.anna);
    await call(t.anna, 'PATCH', `/api/team-slots/${slot!.id}`, { postLanguage: 'en' });
    const foreign = await call(t.ben, 'PATCH', `/api/team-slots/${slot!.id}`, {
      postLanguage: 'de',
    });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await slotsOf(t, t.anna))[0]?.postLanguage).toBe('en');
    expect(
      (await call(t.ben, 'PATCH', '/api/team-slots/not-a-uuid', { postLanguage: 'de' })).status,
    ).toBe(404);
    expect(
      (await call(null, 'PATCH', `/api/team-slots/${slot!.id}`, { postLanguage: 'de' })).status,
    ).toBe(401);
  });

  it('refuses a language that is not a post language, or other fields, with 400', async () => {
    const [slot] = await slotsOf(t, t.anna);
    for (const body of [
      { postLanguage: 'es' },
      { postLanguage: 'FR' },
      {},
      { postLanguage: 'fr', teamName: 'Andere' },
    ]) {
      const response = await call(t.anna, 'PATCH', `/api/team-slots/${slot!.id}`, body);
      expect(response.status).toBe(400);
    }
    expect((await slotsOf(t, t.anna))[0]).toMatchObject({
      teamName: 'UHC Thun Herren I',
      postLanguage: 'en',
    });
  });

  it("remembers whether the team's posts show its sponsors, beside the language", async () => {
    const [slot] = await slotsOf(t, t.anna);
    expect(slot?.postSponsors).toBe(false);
    const on = await call(t.anna, 'PATCH', `/api/team-slots/${slot!.id}`, { postSponsors: true });
    expect(on.status).toBe(200);
    expect(((await on.json()) as TeamSlot).postSponsors).toBe(true);
    // The language stays as it was: a patch changes only what it names.
    expect((await slotsOf(t, t.anna))[0]).toMatchObject({ postSponsors: true, postLanguage: 'en' });
    for (const body of [{ postSponsors: 'yes' }, { postSponsors: null }]) {
      expect((await call(t.anna, 'PATCH', `/api/team-slots/${slot!.id}`, body)).status).toBe(400);
    }
    const foreign = await call(t.ben, 'PATCH', `/api/team-slots/${slot!.id}`, {
      postSponsors: false,
    });
    expect(foreign.status).toBe(404);
    expect((await slotsOf(t, t.anna))[0]?.postSponsors).toBe(true);
  });
});
