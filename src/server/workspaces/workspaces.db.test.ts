import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceInvitations } from '#server/db/schema.ts';
import { expectRefusal } from '#server/testing/api-call.ts';
import { readInvitationToken, type TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { formOf } from '#server/testing/form-upload.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';
import type { Me } from '#shared/accounts/me.schema.ts';
import type {
  Activity,
  Invitation,
  InvitationPreview,
  Members,
  Workspace,
} from '#shared/workspaces/workspace.schema.ts';
import type { TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';

/*
 * Workspaces over HTTP (ADR 058): the personal workspace, club workspaces, the session's current
 * one, invitations by mail, roles, removal, and the rows each workspace sees.
 */

const t = signedInServer({
  olga: 'olga@uhc-thun.ch',
  edi: 'edi@uhc-thun.ch',
  mara: 'mara@vbc-zuerich.ch',
  zoe: 'zoe@hc-bern.ch',
});
const { call } = t;

// Teams of the demo data, so game-day mails find their club.
const [demoTeam, demoTeam2] = demoCatalogs.unihockey.leagues[0]!.teams;
const thun = {
  sport: 'unihockey',
  clubId: demoTeam!.clubId,
  teamId: demoTeam!.id,
  teamName: demoTeam!.name,
};
const thunU21 = {
  sport: 'unihockey',
  clubId: demoTeam2!.clubId,
  teamId: demoTeam2!.id,
  teamName: demoTeam2!.name,
};

function template(name: string) {
  return {
    name,
    supportedGames: 1,
    svgConfig: {
      elements: [{ id: 'title', type: 'text', x: 540, y: 200, content: 'Matchday', fontSize: 64 }],
      backgroundColor: '#102030',
      format: '4:5',
    },
  };
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const me = async (session: TestSession) => json<Me>(await call(session, 'GET', '/api/me'));
const slots = async (session: TestSession) =>
  json<TeamSlotList>(await call(session, 'GET', '/api/team-slots'));
const switchTo = (session: TestSession, workspaceId: string) =>
  call(session, 'PUT', '/api/me/workspace', { workspaceId });

async function createClub(session: TestSession, name: string): Promise<Workspace> {
  return json<Workspace>(await call(session, 'POST', '/api/workspaces', { name }), 201);
}

async function invite(session: TestSession, workspaceId: string, email: string, role: string) {
  return call(session, 'POST', `/api/workspaces/${workspaceId}/invitations`, { email, role });
}

/** Invites `who` as `role` and has them accept the mailed link. */
async function join(owner: TestSession, workspaceId: string, who: TestSession, role: string) {
  await json<Invitation>(await invite(owner, workspaceId, who.email, role), 201);
  const token = await readInvitationToken(t.server.outboxDir, who.email);
  return json<{ workspace: Workspace }>(
    await call(who, 'POST', `/api/invitations/${token}/accept`),
  );
}

describe('the personal workspace', () => {
  it("is every account's first workspace, with the user as owner, named in /api/me", async () => {
    const list = await json<Workspace[]>(await call(t.zoe, 'GET', '/api/workspaces'));
    expect(list).toEqual([
      { id: t.zoe.userId, name: t.zoe.email, role: 'owner', personal: true, crestUrl: null },
    ]);
    expect((await me(t.zoe)).workspace).toEqual(list[0]);
  });

  it('takes no members', async () => {
    await expectRefusal(await invite(t.zoe, t.zoe.userId, 'x@y.ch', 'editor'), 400, {
      code: 'WORKSPACE_PERSONAL',
      message: errorMessages.WORKSPACE_PERSONAL.de,
    });
  });

  it('cannot be deleted', async () => {
    expect((await call(t.zoe, 'DELETE', `/api/workspaces/${t.zoe.userId}`)).status).toBe(400);
  });
});

describe('a club workspace', () => {
  it('is created with its owner, and the session acts in it once switched', async () => {
    const club = await createClub(t.olga, 'UHC Thun');
    expect(club).toMatchObject({ name: 'UHC Thun', role: 'owner', personal: false });
    const list = await json<Workspace[]>(await call(t.olga, 'GET', '/api/workspaces'));
    expect(list.map((w) => w.personal)).toEqual([true, false]);

    // A team in the personal workspace stays there.
    await json(await call(t.olga, 'POST', '/api/team-slots', thun), 201);
    await json(await switchTo(t.olga, club.id));
    expect((await me(t.olga)).workspace?.id).toBe(club.id);
    expect((await slots(t.olga)).slots).toEqual([]);
    await json(await call(t.olga, 'POST', '/api/team-slots', thunU21), 201);
    expect((await slots(t.olga)).slots.map((s) => s.teamId)).toEqual([thunU21.teamId]);

    await json(await switchTo(t.olga, t.olga.userId));
    expect((await slots(t.olga)).slots.map((s) => s.teamId)).toEqual([thun.teamId]);
  });

  it('refuses an empty or too long name', async () => {
    expect((await call(t.olga, 'POST', '/api/workspaces', { name: '  ' })).status).toBe(400);
    expect((await call(t.olga, 'POST', '/api/workspaces', { name: 'x'.repeat(81) })).status).toBe(
      400,
    );
  });

  it('is 404 for anyone who is no member, on every route', async () => {
    const club = await createClub(t.olga, 'UHC Thun Junioren');
    const notFound = { code: 'WORKSPACE_NOT_FOUND', message: errorMessages.WORKSPACE_NOT_FOUND.de };
    await expectRefusal(await switchTo(t.mara, club.id), 404, notFound);
    await expectRefusal(
      await call(t.mara, 'GET', `/api/workspaces/${club.id}/members`),
      404,
      notFound,
    );
    await expectRefusal(
      await call(t.mara, 'GET', `/api/workspaces/${club.id}/activity`),
      404,
      notFound,
    );
    await expectRefusal(await invite(t.mara, club.id, 'x@y.ch', 'editor'), 404, notFound);
    await expectRefusal(
      await call(t.mara, 'PATCH', `/api/workspaces/${club.id}`, { name: 'Mine' }),
      404,
      notFound,
    );
    await expectRefusal(await call(t.mara, 'DELETE', `/api/workspaces/${club.id}`), 404, notFound);
    // Mara still acts in her own workspace.
    expect((await me(t.mara)).workspace?.id).toBe(t.mara.userId);
  });

  it('counts members and pending invitations against the plan of the workspace', async () => {
    const club = await createClub(t.olga, 'UHC Thun Damen');
    // Free: the owner alone.
    await expectRefusal(await invite(t.olga, club.id, t.edi.email, 'editor'), 403, {
      code: 'WORKSPACE_MEMBER_LIMIT',
      message: errorMessages.WORKSPACE_MEMBER_LIMIT({ maxMembers: 1 }).de,
    });
    // Amateur: three, the owner included. The owner's personal plan does not count here.
    await setTestTier(t.server.ctx.database.db, club.id, 'amateur');
    await json(await invite(t.olga, club.id, 'a@uhc-thun.ch', 'editor'), 201);
    await json(await invite(t.olga, club.id, 'b@uhc-thun.ch', 'admin'), 201);
    expect((await invite(t.olga, club.id, 'c@uhc-thun.ch', 'editor')).status).toBe(403);
    // Inviting the same address again replaces its invitation: no new seat.
    await json(await invite(t.olga, club.id, 'a@uhc-thun.ch', 'admin'), 201);
    const members = await json<Members>(
      await call(t.olga, 'GET', `/api/workspaces/${club.id}/members`),
    );
    expect(members.maxMembers).toBe(3);
    expect(members.invitations.map((i) => [i.email, i.role])).toEqual([
      ['b@uhc-thun.ch', 'admin'],
      ['a@uhc-thun.ch', 'admin'],
    ]);
  });
});

describe('invitations', () => {
  it('go out by mail; the invited address accepts once and acts in the workspace', async () => {
    const club = await createClub(t.olga, 'UHC Thun Verein');
    await setTestTier(t.server.ctx.database.db, club.id, 'pro');
    const sent = await json<Invitation>(await invite(t.olga, club.id, t.edi.email, 'editor'), 201);
    expect(sent).toMatchObject({ email: t.edi.email, role: 'editor', invitedBy: t.olga.email });
    const token = await readInvitationToken(t.server.outboxDir, t.edi.email);

    const preview = await json<InvitationPreview>(
      await call(null, 'GET', `/api/invitations/${token}`),
    );
    expect(preview).toMatchObject({ workspaceName: 'UHC Thun Verein', role: 'editor' });

    // Another address may not take it.
    await expectRefusal(await call(t.mara, 'POST', `/api/invitations/${token}/accept`), 403, {
      code: 'INVITATION_WRONG_ADDRESS',
      message: errorMessages.INVITATION_WRONG_ADDRESS({ email: t.edi.email }).de,
    });
    const accepted = await json<{ workspace: Workspace }>(
      await call(t.edi, 'POST', `/api/invitations/${token}/accept`),
    );
    expect(accepted.workspace).toMatchObject({ id: club.id, role: 'editor' });
    expect((await me(t.edi)).workspace?.id).toBe(club.id);

    // Once: the same link again, and its preview, are refused.
    const invalid = { code: 'INVITATION_INVALID', message: errorMessages.INVITATION_INVALID.de };
    await expectRefusal(
      await call(t.edi, 'POST', `/api/invitations/${token}/accept`),
      410,
      invalid,
    );
    await expectRefusal(await call(null, 'GET', `/api/invitations/${token}`), 410, invalid);
    // An address that is a member already is not invited again.
    expect((await invite(t.olga, club.id, t.edi.email, 'admin')).status).toBe(409);
    await json(await switchTo(t.edi, t.edi.userId));
  });

  it('are refused once expired or withdrawn, and for a token that is none', async () => {
    const club = await createClub(t.olga, 'UHC Thun Senioren');
    await setTestTier(t.server.ctx.database.db, club.id, 'pro');
    const invalid = { code: 'INVITATION_INVALID', message: errorMessages.INVITATION_INVALID.de };

    await json(await invite(t.olga, club.id, t.mara.email, 'editor'), 201);
    const expiring = await readInvitationToken(t.server.outboxDir, t.mara.email);
    await t.server.ctx.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.workspaceId, club.id));
    await expectRefusal(
      await call(t.mara, 'POST', `/api/invitations/${expiring}/accept`),
      410,
      invalid,
    );

    const sent = await json<Invitation>(await invite(t.olga, club.id, t.mara.email, 'editor'), 201);
    const withdrawn = await readInvitationToken(t.server.outboxDir, t.mara.email);
    expect(withdrawn).not.toBe(expiring);
    expect(
      (await call(t.olga, 'DELETE', `/api/workspaces/${club.id}/invitations/${sent.id}`)).status,
    ).toBe(204);
    await expectRefusal(
      await call(t.mara, 'POST', `/api/invitations/${withdrawn}/accept`),
      410,
      invalid,
    );

    await expectRefusal(
      await call(t.mara, 'POST', '/api/invitations/not-a-token/accept'),
      410,
      invalid,
    );
    expect((await me(t.mara)).workspace?.id).toBe(t.mara.userId);
  });
});

describe('roles', () => {
  it("let an editor make posts with the workspace's teams and templates, not change them", async () => {
    const club = await createClub(t.olga, 'UHC Thun Rollen');
    await setTestTier(t.server.ctx.database.db, club.id, 'pro');
    await json(await switchTo(t.olga, club.id));
    await json(await call(t.olga, 'POST', '/api/team-slots', thun), 201);
    await json(await call(t.olga, 'POST', '/api/templates', template('Vereinslook')), 201);
    await join(t.olga, club.id, t.edi, 'editor');

    // The editor reads what the workspace has.
    expect((await slots(t.edi)).slots.map((s) => s.teamId)).toEqual([thun.teamId]);
    const templates = await json<{ templates: { name: string }[] }>(
      await call(t.edi, 'GET', '/api/templates'),
    );
    expect(templates.templates.map((x) => x.name)).toEqual(['Vereinslook']);
    expect((await me(t.edi)).entitlements.tier).toBe('pro');

    // And may change none of it.
    const forbidden = {
      code: 'WORKSPACE_ROLE_FORBIDDEN',
      message: errorMessages.WORKSPACE_ROLE_FORBIDDEN.de,
    };
    await expectRefusal(await call(t.edi, 'POST', '/api/team-slots', thunU21), 403, forbidden);
    await expectRefusal(
      await call(t.edi, 'POST', '/api/templates', template('Eigen')),
      403,
      forbidden,
    );
    await expectRefusal(
      await call(t.edi, 'POST', '/api/billing/checkout', { tier: 'premium', interval: 'yearly' }),
      403,
      forbidden,
    );
    await expectRefusal(
      await call(t.edi, 'PATCH', `/api/workspaces/${club.id}`, { name: 'Edis' }),
      403,
      forbidden,
    );
    await expectRefusal(await invite(t.edi, club.id, 'x@uhc-thun.ch', 'editor'), 403, forbidden);
    // An editor sets their own game-day mails of the workspace's teams.
    const slotId = (await slots(t.edi)).slots[0]!.id;
    const mails = { preview: null, result: { time: '09:00' } };
    await json(await call(t.edi, 'PUT', `/api/team-slots/${slotId}/mails`, mails));
    const olgas = await json<unknown>(await call(t.olga, 'GET', `/api/team-slots/${slotId}/mails`));
    expect(olgas).toEqual({ preview: null, result: null });

    // An admin changes the workspace's things but does not pay or delete it.
    await json(
      await call(t.olga, 'PATCH', `/api/workspaces/${club.id}/members/${t.edi.userId}`, {
        role: 'admin',
      }),
    );
    await json(await call(t.edi, 'POST', '/api/team-slots', thunU21), 201);
    expect((await call(t.edi, 'DELETE', `/api/workspaces/${club.id}`)).status).toBe(403);
    expect(
      (await call(t.edi, 'POST', '/api/billing/checkout', { tier: 'pro', interval: 'yearly' }))
        .status,
    ).toBe(403);
    // Nobody changes the owner's role but by handing over.
    expect(
      (
        await call(t.edi, 'PATCH', `/api/workspaces/${club.id}/members/${t.olga.userId}`, {
          role: 'editor',
        })
      ).status,
    ).toBe(403);

    const activity = await json<Activity>(
      await call(t.olga, 'GET', `/api/workspaces/${club.id}/activity`),
    );
    const lines = activity.entries.map((e) => `${e.actorEmail} ${e.kind} ${e.action}`);
    expect(lines).toContain(`${t.edi.email} member joined`);
    expect(lines).toContain(`${t.olga.email} template created`);
    expect(lines).toContain(`${t.olga.email} member role-admin`);
    expect(lines).toContain(`${t.edi.email} team created`);
    await json(await switchTo(t.olga, t.olga.userId));
  });

  it('a removed member loses the workspace on their next request', async () => {
    const club = await createClub(t.zoe, 'UHC Thun Weg');
    await setTestTier(t.server.ctx.database.db, club.id, 'pro');
    await json(await switchTo(t.zoe, club.id));
    await json(await call(t.zoe, 'POST', '/api/team-slots', thun), 201);
    await join(t.zoe, club.id, t.mara, 'editor');
    expect((await slots(t.mara)).slots.map((s) => s.teamId)).toEqual([thun.teamId]);
    const slotId = (await slots(t.mara)).slots[0]!.id;

    expect(
      (await call(t.zoe, 'DELETE', `/api/workspaces/${club.id}/members/${t.mara.userId}`)).status,
    ).toBe(204);
    expect((await me(t.mara)).workspace?.id).toBe(t.mara.userId);
    expect((await slots(t.mara)).slots.map((s) => s.id)).not.toContain(slotId);
    expect((await call(t.mara, 'GET', `/api/team-slots/${slotId}/mails`)).status).toBe(404);
    expect((await switchTo(t.mara, club.id)).status).toBe(404);
    await json(await switchTo(t.zoe, t.zoe.userId));
  });

  it('members leave; the owner hands over before leaving', async () => {
    const club = await createClub(t.zoe, 'UHC Thun Übergabe');
    await setTestTier(t.server.ctx.database.db, club.id, 'pro');
    await join(t.zoe, club.id, t.mara, 'admin');

    await expectRefusal(
      await call(t.zoe, 'DELETE', `/api/workspaces/${club.id}/members/${t.zoe.userId}`),
      409,
      {
        code: 'WORKSPACE_OWNER_MUST_HAND_OVER',
        message: errorMessages.WORKSPACE_OWNER_MUST_HAND_OVER.de,
      },
    );
    // Account deletion waits as well.
    const deletion = await call(t.zoe, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(deletion.status).toBe(409);
    expect(((await deletion.json()) as { error: { code: string } }).error.code).toBe(
      'WORKSPACE_OWNED_ALONE',
    );
    // It names the oldest of the clubs Zoe owns alone and counts the others, quoted and counted
    // as each language does.
    const owned = (
      await json<{ id: string; name: string; role: string; personal: boolean }[]>(
        await call(t.zoe, 'GET', '/api/workspaces'),
      )
    ).filter((w) => w.role === 'owner' && !w.personal);
    expect(owned.length).toBeGreaterThanOrEqual(2);
    const texts = errorMessages.WORKSPACE_OWNED_ALONE({
      name: owned[0]!.name,
      more: owned.length - 1,
    });
    const english = await call(
      t.zoe,
      'POST',
      '/api/account/delete',
      { confirmation: 'DELETE' },
      { 'x-language': 'en' },
    );
    expect(await english.json()).toEqual({
      error: { code: 'WORKSPACE_OWNED_ALONE', message: texts.en },
    });
    expect(texts.en).toContain(`“${owned[0]!.name}”`);
    expect(texts.fr).toContain(`«\u202f${owned[0]!.name}\u202f»`);

    await json(
      await call(t.zoe, 'POST', `/api/workspaces/${club.id}/owner`, { userId: t.mara.userId }),
    );
    const members = await json<Members>(
      await call(t.mara, 'GET', `/api/workspaces/${club.id}/members`),
    );
    expect(Object.fromEntries(members.members.map((m) => [m.email, m.role]))).toEqual({
      [t.zoe.email]: 'admin',
      [t.mara.email]: 'owner',
    });
    expect(
      (await call(t.zoe, 'DELETE', `/api/workspaces/${club.id}/members/${t.zoe.userId}`)).status,
    ).toBe(204);
    // The new owner deletes it with everything it had.
    expect((await call(t.mara, 'DELETE', `/api/workspaces/${club.id}`)).status).toBe(204);
    const left = await json<Workspace[]>(await call(t.mara, 'GET', '/api/workspaces'));
    expect(left.map((w) => w.id)).not.toContain(club.id);
  });
});

describe('the crest of a club workspace', () => {
  const putCrest = async (session: TestSession, workspaceId: string) =>
    fetch(`${t.server.url}/api/workspaces/${workspaceId}/crest`, {
      method: 'PUT',
      headers: { origin: t.server.url, cookie: session.cookie },
      body: formOf({
        bytes: await plainPicture(300, 360, '#c8102e').png().toBuffer(),
        name: 'wappen.png',
        type: 'image/png',
      }),
    });

  it('is uploaded by the owner on any plan, shown to members, replaced and removed', async () => {
    const club = await createClub(t.mara, 'VBC Zürich');
    const first = await json<Workspace>(await putCrest(t.mara, club.id));
    expect(first.crestUrl).toMatch(/\/api\/files\/logos\/.+crest-.+\.png\?/);
    const image = await fetch(first.crestUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const second = await json<Workspace>(await putCrest(t.mara, club.id));
    expect(second.crestUrl).not.toBe(first.crestUrl);
    // The replaced file is gone.
    expect((await fetch(first.crestUrl!)).status).toBe(404);
    const listed = await json<Workspace[]>(await call(t.mara, 'GET', '/api/workspaces'));
    expect(listed.find((w) => w.id === club.id)?.crestUrl).toMatch(/crest-/);

    const removed = await json<Workspace>(
      await call(t.mara, 'DELETE', `/api/workspaces/${club.id}/crest`),
    );
    expect(removed.crestUrl).toBeNull();
  });

  it('is refused for a personal workspace and to a non-member', async () => {
    const club = await createClub(t.mara, 'VBC Zürich Juniorinnen');
    expect((await putCrest(t.mara, t.mara.userId)).status).toBe(400);
    expect((await putCrest(t.zoe, club.id)).status).toBe(404);
  });
});
