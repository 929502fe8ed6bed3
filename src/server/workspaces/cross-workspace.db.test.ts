import { beforeAll, describe, expect, it } from 'vitest';
import { readInvitationToken, type TestSession } from '#server/testing/auth.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { plainJpeg, plainPicture } from '#server/testing/pictures.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';

/*
 * Every route of workspace-owned rows, asked for another workspace's row (ADR 058): the rows of
 * club workspace A (templates, logos, backgrounds, team slots and their mails, sponsors) are rows that do
 * not exist for the owner of club workspace B acting in B, and for A's own editor acting in
 * their personal workspace: the scope is the workspace the request acts in, not who is asking.
 */

const t = signedInServer({
  olga: 'olga@uhc-thun.ch',
  edi: 'edi@uhc-thun.ch',
  mara: 'mara@vbc-zuerich.ch',
});

const ids = { template: '', logo: '', background: '', slot: '', sponsor: '' };
let exportBody: (templateId?: string) => Record<string, unknown>;

async function created(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function inClub(session: TestSession, name: string): Promise<string> {
  const id = await created(await t.call(session, 'POST', '/api/workspaces', { name }));
  await setTestTier(t.server.ctx.database.db, id, 'pro');
  expect((await t.call(session, 'PUT', '/api/me/workspace', { workspaceId: id })).status).toBe(200);
  return id;
}

beforeAll(async () => {
  exportBody = await firstGameExport(t.server);
  const body = exportBody();
  const clubA = await inClub(t.olga, 'UHC Thun');
  await inClub(t.mara, 'VBC Zürich');

  ids.template = await created(
    await t.call(t.olga, 'POST', '/api/templates', {
      name: 'Vereinslook',
      supportedGames: 1,
      svgConfig: {
        elements: [
          { id: 'home', type: 'api-text', apiField: 'teamHome', x: 540, y: 400, fontSize: 64 },
        ],
        backgroundColor: '#102030',
        format: '4:5',
      },
    }),
  );
  ids.logo = await created(
    await postForm(
      t.server.url,
      t.olga.cookie,
      '/api/logos',
      {
        bytes: await plainPicture(200, 200, '#c8102e').png().toBuffer(),
        name: 'logo.png',
        type: 'image/png',
      },
      { name: 'Sponsor', logoType: 'sponsor' },
    ),
  );
  ids.background = await created(
    await postForm(t.server.url, t.olga.cookie, '/api/backgrounds', {
      bytes: await plainJpeg(1200, 1500, '#204060'),
      name: 'halle.jpg',
      type: 'image/jpeg',
    }),
  );
  ids.slot = await created(
    await t.call(t.olga, 'POST', '/api/team-slots', {
      sport: body.sport,
      clubId: body.clubId,
      teamId: body.teamId,
      teamName: 'Team A',
    }),
  );
  const sponsorForm = new FormData();
  sponsorForm.append('name', 'Bäckerei Müller');
  sponsorForm.append('level', 'main');
  sponsorForm.append('url', 'https://baeckerei-mueller.ch');
  sponsorForm.append('teamSlotIds', JSON.stringify([ids.slot]));
  sponsorForm.append(
    'logo',
    new Blob([new Uint8Array(await plainPicture(200, 100, '#c8102e').png().toBuffer())], {
      type: 'image/png',
    }),
    'sponsor.png',
  );
  ids.sponsor = await created(
    await fetch(`${t.server.url}/api/sponsors`, {
      method: 'POST',
      headers: { origin: t.server.url, cookie: t.olga.cookie },
      body: sponsorForm,
    }),
  );
  // Edi is A's editor, but acts in his personal workspace.
  await created(
    await t.call(t.olga, 'POST', `/api/workspaces/${clubA}/invitations`, {
      email: t.edi.email,
      role: 'editor',
    }),
  );
  const token = await readInvitationToken(t.server.outboxDir, t.edi.email);
  expect((await t.call(t.edi, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
  expect(
    (await t.call(t.edi, 'PUT', '/api/me/workspace', { workspaceId: t.edi.userId })).status,
  ).toBe(200);
}, 120_000);

/** Each route of a workspace-owned row with A's ids, and the status a stranger gets. */
function routes(): [string, string, unknown, number][] {
  const mails = { preview: null, result: null };
  return [
    ['GET', `/api/templates/${ids.template}`, undefined, 404],
    ['PUT', `/api/templates/${ids.template}`, { name: 'Meins' }, 404],
    ['POST', `/api/templates/${ids.template}/copy`, undefined, 404],
    ['DELETE', `/api/templates/${ids.template}`, undefined, 404],
    ['DELETE', `/api/logos/${ids.logo}`, undefined, 404],
    ['DELETE', `/api/backgrounds/${ids.background}`, undefined, 404],
    [
      'PUT',
      `/api/team-slots/${ids.slot}`,
      { sport: 'unihockey', clubId: '1', teamId: '2', teamName: 'X' },
      404,
    ],
    ['PATCH', `/api/team-slots/${ids.slot}`, { postLanguage: 'fr' }, 404],
    ['DELETE', `/api/team-slots/${ids.slot}`, undefined, 404],
    ['GET', `/api/team-slots/${ids.slot}/mails`, undefined, 404],
    ['PUT', `/api/team-slots/${ids.slot}/mails`, mails, 404],
    ['GET', `/api/sponsors/${ids.sponsor}`, undefined, 404],
    [
      'PUT',
      `/api/sponsors/${ids.sponsor}`,
      { name: 'Meins', level: 'main', url: 'https://meins.ch' },
      404,
    ],
    ['DELETE', `/api/sponsors/${ids.sponsor}`, undefined, 404],
  ];
}

describe("another workspace's rows", () => {
  it('are not found by the owner of another club workspace, nor listed', async () => {
    for (const [method, path, body, status] of routes()) {
      const answer = await t.call(t.mara, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(status);
    }
    for (const list of [
      '/api/templates',
      '/api/logos',
      '/api/backgrounds',
      '/api/team-slots',
      '/api/sponsors',
    ]) {
      const text = await (await t.call(t.mara, 'GET', list)).text();
      for (const id of Object.values(ids)) expect(text, list).not.toContain(id);
    }
  });

  it('are not found by a member of it acting in another workspace', async () => {
    for (const [method, path, body, status] of routes()) {
      if (method !== 'GET') continue;
      const answer = await t.call(t.edi, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(status);
    }
  });

  it('draw no post elsewhere: its template and background are refused in an export', async () => {
    const template = await t.call(t.mara, 'POST', '/api/exports', exportBody(ids.template));
    expect(template.status).toBe(404);
    const background = await t.call(t.mara, 'POST', '/api/exports', {
      ...exportBody(),
      backgroundId: ids.background,
    });
    expect(background.status).toBe(404);
    // In its own workspace the same export is drawn.
    const own = await t.call(t.olga, 'POST', '/api/exports', exportBody(ids.template));
    expect(own.status, await own.clone().text()).toBe(200);
  });

  it('are all still there for their own workspace', async () => {
    for (const [method, path] of routes()) {
      if (method !== 'GET') continue;
      expect((await t.call(t.olga, method, path)).status, path).toBe(200);
    }
  });
});
