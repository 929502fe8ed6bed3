import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sponsorTeamSlots, sponsors, userTeamSlots } from '#server/db/schema.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import { readInvitationToken, type TestSession } from '#server/testing/auth.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { insertTeamSlot, makeProClub } from '#server/testing/sponsor-rows.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { LOGO_MAX_BYTES } from '#shared/logos/logo.schema.ts';
import { detailedCrest } from '#shared/logos/testing/svg-logos.ts';
import { planSponsors } from '#shared/plans.ts';
import { activitySchema } from '#shared/workspaces/workspace.schema.ts';
import { writeLimits } from '#server/rate-limits/write-limit.service.ts';
import {
  sponsorListSchema,
  sponsorSchema,
  type Sponsor,
  type SponsorList,
} from '#shared/sponsors/sponsor.schema.ts';

/**
 * /api/sponsors over real HTTP with real sign-in, the real database and the disk storage of the
 * test server (ADR 060): a club workspace's sponsors, written by its owner and admins, listed by
 * every member, found by no one else; limited by the plan under the workspace's lock.
 */
const t = signedInServer({
  olga: 'olga@uhc-thun.ch',
  edi: 'edi@uhc-thun.ch',
  ada: 'ada@uhc-thun.ch',
  mara: 'mara@vbc-zuerich.ch',
  fred: 'fred@fc-frei.ch',
  anna: 'anna@hc-amateur.ch',
  rita: 'rita@uhc-thun.ch',
});

const db = () => t.server.ctx.database.db;
const ws = { club: '', other: '', slot: '', slot2: '', otherSlot: '' };

interface LogoFile {
  bytes: Uint8Array | string;
  type?: string;
  name?: string;
}

let png: Uint8Array;
let jpeg: Uint8Array;

/** A multipart request as the browser sends it: the fields, the logo in `logo`. */
function send(
  session: TestSession,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  logo: LogoFile | null,
): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (logo) {
    const bytes = typeof logo.bytes === 'string' ? logo.bytes : new Uint8Array(logo.bytes);
    form.append(
      'logo',
      new Blob([bytes], { type: logo.type ?? 'image/png' }),
      logo.name ?? 'logo.png',
    );
  }
  return fetch(`${t.server.url}${path}`, {
    method,
    headers: { origin: t.server.url, cookie: session.cookie },
    body: form,
  });
}

const fields = (extra: Record<string, string> = {}) => ({
  name: 'Bäckerei Müller',
  level: 'main',
  url: 'https://baeckerei-mueller.ch',
  ...extra,
});

const create = (
  session: TestSession,
  extra: Record<string, string> = {},
  logo: LogoFile | null = { bytes: png },
) => send(session, 'POST', '/api/sponsors', fields(extra), logo);

async function created(response: Response): Promise<Sponsor> {
  expect(response.status, await response.clone().text()).toBe(201);
  return sponsorSchema.parse(await response.json());
}

async function list(session: TestSession): Promise<SponsorList> {
  const response = await t.call(session, 'GET', '/api/sponsors');
  expect(response.status).toBe(200);
  return sponsorListSchema.parse(await response.json());
}

async function refusal(response: Response, status: number, code: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe(code);
  return error;
}

async function rowsOf(workspaceId: string) {
  return db().select().from(sponsors).where(eq(sponsors.workspaceId, workspaceId));
}

async function filesOf(workspaceId: string): Promise<string[]> {
  return (await t.server.ctx.storage.list(`sponsors/${workspaceId}`)).map((o) => o.key).sort();
}

async function logoPathOf(id: string): Promise<string> {
  const [row] = await db().select().from(sponsors).where(eq(sponsors.id, id));
  return row!.logoPath;
}

async function clear(workspaceId: string) {
  await db().delete(sponsors).where(eq(sponsors.workspaceId, workspaceId));
  await t.server.ctx.storage.deletePrefix(`sponsors/${workspaceId}/`);
}

const makeClub = (session: TestSession, name: string) => makeProClub(t, session, name);

const slotOf = (workspaceId: string, teamId: string) =>
  insertTeamSlot(db(), workspaceId, teamId, `Team ${teamId}`);

async function joinClub(session: TestSession, role: 'editor' | 'admin') {
  const invited = await t.call(t.olga, 'POST', `/api/workspaces/${ws.club}/invitations`, {
    email: session.email,
    role,
  });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const token = await readInvitationToken(t.server.outboxDir, session.email);
  expect((await t.call(session, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
  const switched = await t.call(session, 'PUT', '/api/me/workspace', { workspaceId: ws.club });
  expect(switched.status).toBe(200);
}

beforeAll(async () => {
  png = await plainPicture(120, 80, { r: 200, g: 16, b: 46, alpha: 0.6 }, 4).png().toBuffer();
  jpeg = await plainPicture(120, 80, '#204060').jpeg().toBuffer();
  ws.club = await makeClub(t.olga, 'UHC Thun');
  ws.other = await makeClub(t.mara, 'VBC Zürich');
  ws.slot = await slotOf(ws.club, '10');
  ws.slot2 = await slotOf(ws.club, '11');
  ws.otherSlot = await slotOf(ws.other, '20');
  // Edi is the club's editor, Ada its admin; both act in it.
  await joinClub(t.edi, 'editor');
  await joinClub(t.ada, 'admin');
  await setTestTier(db(), t.anna.userId, 'amateur');
}, 120_000);

describe('POST /api/sponsors', () => {
  it('stores a sponsor with its logo under sponsors/{workspaceId}/, for every team by default', async () => {
    const sponsor = await created(await create(t.olga, { from: '2026-08-01', to: '2027-06-30' }));
    expect(sponsor).toMatchObject({
      name: 'Bäckerei Müller',
      level: 'main',
      url: 'https://baeckerei-mueller.ch',
      from: '2026-08-01',
      to: '2027-06-30',
      everyTeam: true,
      teamSlotIds: [],
      locked: false,
    });
    const key = await logoPathOf(sponsor.id);
    expect(key).toMatch(new RegExp(`^sponsors/${ws.club}/\\d{13}\\.png$`));
    // The signed URL serves the logo, encoded anew.
    const served = await fetch(new URL(sponsor.logoUrl, t.server.url));
    expect(served.status).toBe(200);
    expect(sniffImageType(new Uint8Array(await served.arrayBuffer()))).toBe('image/png');
  });

  it('takes JPEG and SVG logos, chosen teams of the workspace, and no dates', async () => {
    const partner = await created(
      await create(
        t.olga,
        {
          name: 'Garage Meier',
          level: 'partner',
          url: 'http://garage-meier.ch/',
          teamSlotIds: JSON.stringify([ws.slot, ws.slot2, ws.slot]),
        },
        { bytes: jpeg, type: 'image/jpeg', name: 'garage.jpg' },
      ),
    );
    expect(partner).toMatchObject({ level: 'partner', from: null, to: null, everyTeam: false });
    expect([...partner.teamSlotIds].sort()).toEqual([ws.slot, ws.slot2].sort());
    expect(await logoPathOf(partner.id)).toMatch(/\.jpg$/);

    const supporter = await created(
      await create(
        t.olga,
        { name: 'Familie Gerber', level: 'supporter', teamSlotIds: '[]' },
        { bytes: detailedCrest(), type: 'image/svg+xml', name: 'gerber.svg' },
      ),
    );
    expect(supporter).toMatchObject({ level: 'supporter', everyTeam: true });
    expect(await logoPathOf(supporter.id)).toMatch(/\.svg$/);

    const { allowed, max, sponsors: listed } = await list(t.olga);
    expect({ allowed, max }).toEqual({ allowed: true, max: planSponsors.pro });
    expect(listed.map((s) => s.name)).toEqual([
      'Bäckerei Müller',
      'Garage Meier',
      'Familie Gerber',
    ]);
  });

  it('refuses every bad input with its code and text, storing nothing', async () => {
    const rowsBefore = (await rowsOf(ws.club)).length;
    const filesBefore = await filesOf(ws.club);
    const cases: [Response, number, string][] = [
      [await create(t.olga, { name: '  ' }), 400, 'SPONSOR_NAME_REQUIRED'],
      [
        await send(
          t.olga,
          'POST',
          '/api/sponsors',
          { level: 'main', url: 'https://a.ch' },
          {
            bytes: png,
          },
        ),
        400,
        'SPONSOR_NAME_REQUIRED',
      ],
      [await create(t.olga, { name: 'x'.repeat(101) }), 400, 'SPONSOR_NAME_TOO_LONG'],
      [await create(t.olga, { level: 'gold' }), 400, 'SPONSOR_LEVEL_INVALID'],
      [await create(t.olga, { url: 'javascript:alert(1)' }), 400, 'SPONSOR_URL_INVALID'],
      [await create(t.olga, { url: 'ftp://files.ch/logo' }), 400, 'SPONSOR_URL_INVALID'],
      [await create(t.olga, { url: 'baeckerei.ch' }), 400, 'SPONSOR_URL_INVALID'],
      [await create(t.olga, { from: '2026-02-30' }), 400, 'SPONSOR_DATE_INVALID'],
      [await create(t.olga, { to: '1.8.2026' }), 400, 'SPONSOR_DATE_INVALID'],
      [await create(t.olga, { from: '2026-08-02', to: '2026-08-01' }), 400, 'SPONSOR_DATES_ORDER'],
      [await create(t.olga, { teamSlotIds: '[oops' }), 400, 'SPONSOR_TEAM_SLOTS_INVALID'],
      [await create(t.olga, { teamSlotIds: '["zehn"]' }), 400, 'SPONSOR_TEAM_SLOTS_INVALID'],
      [
        await create(t.olga, { teamSlotIds: JSON.stringify([crypto.randomUUID()]) }),
        400,
        'SPONSOR_TEAM_SLOT_UNKNOWN',
      ],
      [
        await create(t.olga, { teamSlotIds: JSON.stringify([ws.slot, ws.otherSlot]) }),
        400,
        'SPONSOR_TEAM_SLOT_UNKNOWN',
      ],
      [await create(t.olga, {}, null), 400, 'SPONSOR_LOGO_REQUIRED'],
      [
        await create(t.olga, {}, { bytes: 'kein Bild', type: 'image/png' }),
        400,
        'SPONSOR_LOGO_TYPE',
      ],
      [
        await create(
          t.olga,
          {},
          {
            bytes: await plainPicture(40, 40, '#ffffff').webp().toBuffer(),
            type: 'image/webp',
          },
        ),
        400,
        'SPONSOR_LOGO_TYPE',
      ],
      [
        await create(t.olga, {}, { bytes: png.slice(0, 60), type: 'image/png' }),
        400,
        'IMAGE_UNREADABLE',
      ],
      [
        await create(t.olga, {}, { bytes: new Uint8Array(LOGO_MAX_BYTES + 1) }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        await create(t.olga, {}, { bytes: new Uint8Array(LOGO_MAX_BYTES + 200_000) }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [response, status, code] of cases) await refusal(response, status, code);
    expect(await rowsOf(ws.club)).toHaveLength(rowsBefore);
    expect(await filesOf(ws.club)).toEqual(filesBefore);
  });

  it('says what is wrong in the catalogue text of the reader’s language', async () => {
    const german = await refusal(
      await create(t.olga, { from: '2026-08-02', to: '2026-08-01' }),
      400,
      'SPONSOR_DATES_ORDER',
    );
    expect(german.message).toBe('Das Enddatum darf nicht vor dem Startdatum liegen');
    const french = await fetch(`${t.server.url}/api/sponsors`, {
      method: 'POST',
      headers: { origin: t.server.url, cookie: t.olga.cookie, 'accept-language': 'fr-CH' },
      body: (() => {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields({ level: 'gold' }))) {
          form.append(key, value);
        }
        return form;
      })(),
    });
    expect((await refusal(french, 400, 'SPONSOR_LEVEL_INVALID')).message).toBe(
      'Choisis un niveau\u202f: sponsor principal, partenaire ou donateur',
    );
  });
});

// Ada, the club's admin, writes them as its owner does.
describe('GET, PUT and DELETE /api/sponsors/:id', () => {
  it('reads one sponsor and changes its fields by JSON, keeping the logo', async () => {
    const sponsor = await created(await create(t.ada, { name: 'Sportshop Zenger' }));
    const logoBefore = await logoPathOf(sponsor.id);
    const read = await t.call(t.ada, 'GET', `/api/sponsors/${sponsor.id}`);
    expect(read.status).toBe(200);
    expect(sponsorSchema.parse(await read.json())).toMatchObject({ name: 'Sportshop Zenger' });

    const changed = await t.call(t.ada, 'PUT', `/api/sponsors/${sponsor.id}`, {
      name: 'Sportshop Zenger AG',
      level: 'supporter',
      url: 'https://zenger.ch',
      from: '2026-09-01',
      to: null,
      teamSlotIds: [ws.slot2],
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(sponsorSchema.parse(await changed.json())).toMatchObject({
      name: 'Sportshop Zenger AG',
      level: 'supporter',
      url: 'https://zenger.ch',
      from: '2026-09-01',
      to: null,
      everyTeam: false,
      teamSlotIds: [ws.slot2],
    });
    expect(await logoPathOf(sponsor.id)).toBe(logoBefore);

    // Back to every team: no chosen slots are kept.
    const everyTeam = await t.call(t.ada, 'PUT', `/api/sponsors/${sponsor.id}`, {
      ...fields(),
      teamSlotIds: [],
    });
    expect(sponsorSchema.parse(await everyTeam.json())).toMatchObject({
      everyTeam: true,
      teamSlotIds: [],
    });
    const joined = await db()
      .select()
      .from(sponsorTeamSlots)
      .where(eq(sponsorTeamSlots.sponsorId, sponsor.id));
    expect(joined).toEqual([]);
  });

  it('replaces the logo by a multipart PUT and removes the old file', async () => {
    const sponsor = await created(await create(t.ada, { name: 'Metzgerei Bühler' }));
    const oldKey = await logoPathOf(sponsor.id);
    const response = await send(
      t.ada,
      'PUT',
      `/api/sponsors/${sponsor.id}`,
      fields({ name: 'Metzgerei Bühler', teamSlotIds: JSON.stringify([ws.slot]) }),
      { bytes: jpeg, type: 'image/jpeg', name: 'neu.jpg' },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(sponsorSchema.parse(await response.json())).toMatchObject({
      teamSlotIds: [ws.slot],
    });
    const newKey = await logoPathOf(sponsor.id);
    expect(newKey).toMatch(/\.jpg$/);
    expect(await t.server.ctx.storage.get(oldKey)).toBeNull();
    expect(await t.server.ctx.storage.get(newKey)).not.toBeNull();
  });

  it('refuses a bad change with its code and changes nothing, nor keeps a new logo', async () => {
    const sponsor = await created(await create(t.ada, { name: 'Druckerei Roth' }));
    const [before] = await db().select().from(sponsors).where(eq(sponsors.id, sponsor.id));
    const filesBefore = await filesOf(ws.club);
    const path = `/api/sponsors/${sponsor.id}`;
    const cases: [Response, number, string][] = [
      [await t.call(t.ada, 'PUT', path, { ...fields(), name: '' }), 400, 'SPONSOR_NAME_REQUIRED'],
      [await t.call(t.ada, 'PUT', path, { ...fields(), level: 'x' }), 400, 'SPONSOR_LEVEL_INVALID'],
      [
        await t.call(t.ada, 'PUT', path, { ...fields(), url: 'mailto:a@b.ch' }),
        400,
        'SPONSOR_URL_INVALID',
      ],
      [
        await t.call(t.ada, 'PUT', path, { ...fields(), from: '2027-01-01', to: '2026-01-01' }),
        400,
        'SPONSOR_DATES_ORDER',
      ],
      [
        await t.call(t.ada, 'PUT', path, { ...fields(), teamSlotIds: [ws.otherSlot] }),
        400,
        'SPONSOR_TEAM_SLOT_UNKNOWN',
      ],
      [await t.call(t.ada, 'PUT', path, ['a']), 400, 'BAD_REQUEST'],
      // A good logo with a bad field, and a good field set with a team of another club: the
      // new logo is not kept.
      [
        await send(t.ada, 'PUT', path, fields({ to: '2026-13-01' }), { bytes: jpeg }),
        400,
        'SPONSOR_DATE_INVALID',
      ],
      [
        await send(t.ada, 'PUT', path, fields({ teamSlotIds: JSON.stringify([ws.otherSlot]) }), {
          bytes: jpeg,
          type: 'image/jpeg',
        }),
        400,
        'SPONSOR_TEAM_SLOT_UNKNOWN',
      ],
      [
        await send(t.ada, 'PUT', path, fields(), { bytes: 'kein Bild', type: 'image/png' }),
        400,
        'SPONSOR_LOGO_TYPE',
      ],
    ];
    for (const [response, status, code] of cases) await refusal(response, status, code);
    const [after] = await db().select().from(sponsors).where(eq(sponsors.id, sponsor.id));
    expect(after).toEqual(before);
    expect(await filesOf(ws.club)).toEqual(filesBefore);
  });

  it('deletes a sponsor with its logo file and its teams', async () => {
    const sponsor = await created(
      await create(t.ada, { name: 'Weg damit', teamSlotIds: JSON.stringify([ws.slot]) }),
    );
    const key = await logoPathOf(sponsor.id);
    const response = await t.call(t.ada, 'DELETE', `/api/sponsors/${sponsor.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(await t.server.ctx.storage.get(key)).toBeNull();
    const joined = await db()
      .select()
      .from(sponsorTeamSlots)
      .where(eq(sponsorTeamSlots.sponsorId, sponsor.id));
    expect(joined).toEqual([]);
    await refusal(await t.call(t.ada, 'GET', `/api/sponsors/${sponsor.id}`), 404, 'NOT_FOUND');
    // The club's activity list says who added, changed and removed which sponsor.
    const activity = await t.call(t.olga, 'GET', `/api/workspaces/${ws.club}/activity`);
    const { entries } = activitySchema.parse(await activity.json());
    const said = entries
      .filter((entry) => entry.kind === 'sponsor' && entry.actorEmail === t.ada.email)
      .map((entry) => [entry.action, entry.subject]);
    expect(said).toContainEqual(['created', 'Weg damit']);
    expect(said).toContainEqual(['deleted', 'Weg damit']);
    expect(said).toContainEqual(['updated', 'Metzgerei Bühler']);
    await refusal(await t.call(t.ada, 'DELETE', `/api/sponsors/${sponsor.id}`), 404, 'NOT_FOUND');
    await refusal(await t.call(t.ada, 'GET', '/api/sponsors/not-an-id'), 404, 'NOT_FOUND');
  });

  it('keeps a sponsor of chosen teams for no team once its only team slot is deleted', async () => {
    const slot = await slotOf(ws.club, '12');
    const sponsor = await created(
      await create(t.ada, { name: 'Nur U12', teamSlotIds: JSON.stringify([slot]) }),
    );
    await db().delete(userTeamSlots).where(eq(userTeamSlots.id, slot));
    const read = await t.call(t.ada, 'GET', `/api/sponsors/${sponsor.id}`);
    expect(sponsorSchema.parse(await read.json())).toMatchObject({
      everyTeam: false,
      teamSlotIds: [],
    });
  });
});

describe('who may do what', () => {
  it('lets an editor list and read the sponsors, but not write them', async () => {
    const [first] = (await list(t.olga)).sponsors;
    const { sponsors: seen } = await list(t.edi);
    expect(seen.map((s) => s.id)).toContain(first!.id);
    expect((await t.call(t.edi, 'GET', `/api/sponsors/${first!.id}`)).status).toBe(200);
    const rowsBefore = (await rowsOf(ws.club)).length;
    await refusal(await create(t.edi), 403, 'WORKSPACE_ROLE_FORBIDDEN');
    await refusal(
      await t.call(t.edi, 'PUT', `/api/sponsors/${first!.id}`, fields()),
      403,
      'WORKSPACE_ROLE_FORBIDDEN',
    );
    await refusal(
      await send(t.edi, 'PUT', `/api/sponsors/${first!.id}`, fields(), { bytes: png }),
      403,
      'WORKSPACE_ROLE_FORBIDDEN',
    );
    await refusal(
      await t.call(t.edi, 'DELETE', `/api/sponsors/${first!.id}`),
      403,
      'WORKSPACE_ROLE_FORBIDDEN',
    );
    expect(await rowsOf(ws.club)).toHaveLength(rowsBefore);
  });

  it('answers 404 to another workspace on every route with the id, and lists none of them', async () => {
    const rows = await rowsOf(ws.club);
    const id = rows[0]!.id;
    const before = await db().select().from(sponsors).where(eq(sponsors.id, id));
    for (const response of [
      await t.call(t.mara, 'GET', `/api/sponsors/${id}`),
      await t.call(t.mara, 'PUT', `/api/sponsors/${id}`, fields()),
      await send(t.mara, 'PUT', `/api/sponsors/${id}`, fields(), { bytes: png }),
      await t.call(t.mara, 'DELETE', `/api/sponsors/${id}`),
    ]) {
      await refusal(response, 404, 'NOT_FOUND');
    }
    const text = await (await t.call(t.mara, 'GET', '/api/sponsors')).text();
    for (const row of rows) expect(text).not.toContain(row.id);
    expect(await db().select().from(sponsors).where(eq(sponsors.id, id))).toEqual(before);
    // Mara's refused logo left no file in her workspace either.
    expect(await filesOf(ws.other)).toEqual([]);
  });
});

describe('the plan', () => {
  it('has no sponsors on Free: listed as not allowed, creating refused, nothing stored', async () => {
    expect(await list(t.fred)).toEqual({ allowed: false, max: 0, sponsors: [] });
    await refusal(await create(t.fred), 403, 'SPONSORS_NOT_IN_PLAN');
    expect(await rowsOf(t.fred.userId)).toEqual([]);
    expect(await filesOf(t.fred.userId)).toEqual([]);
  });

  it('keeps Amateur at five sponsors; the sixth is refused and leaves no file', async () => {
    await clear(t.anna.userId);
    for (let n = 0; n < planSponsors.amateur; n++) {
      await created(await create(t.anna, { name: `Sponsor ${n}` }));
    }
    const filesBefore = await filesOf(t.anna.userId);
    const error = await refusal(await create(t.anna, { name: 'Zu viel' }), 403, 'SPONSOR_LIMIT');
    expect(error.message).toBe(
      'Limit erreicht: Dein Abo erlaubt 5 Sponsoren. Lösche einen oder wechsle in ein grösseres Abo.',
    );
    expect(await rowsOf(t.anna.userId)).toHaveLength(5);
    expect(await filesOf(t.anna.userId)).toEqual(filesBefore);
    await clear(t.anna.userId);
  });

  it('lets only as many parallel creates in as the plan has room for', async () => {
    await clear(t.anna.userId);
    for (let n = 0; n < planSponsors.amateur - 2; n++) {
      await created(await create(t.anna, { name: `Sponsor ${n}` }));
    }
    // Ten: as many as one workspace may have in flight (upload admission).
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => create(t.anna, { name: `Parallel ${n}` })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 403)).toHaveLength(8);
    expect(await rowsOf(t.anna.userId)).toHaveLength(planSponsors.amateur);
    expect(await filesOf(t.anna.userId)).toHaveLength(planSponsors.amateur);
  });

  it('after a downgrade keeps the sponsors listed and locked, deletable but not changeable', async () => {
    await setTestTier(db(), t.anna.userId, 'free');
    const { allowed, sponsors: kept } = await list(t.anna);
    expect(allowed).toBe(false);
    expect(kept).toHaveLength(planSponsors.amateur);
    expect(kept.every((s) => s.locked)).toBe(true);
    await refusal(
      await t.call(t.anna, 'PUT', `/api/sponsors/${kept[0]!.id}`, fields()),
      403,
      'SPONSORS_NOT_IN_PLAN',
    );
    expect((await t.call(t.anna, 'DELETE', `/api/sponsors/${kept[0]!.id}`)).status).toBe(200);
    expect(await rowsOf(t.anna.userId)).toHaveLength(planSponsors.amateur - 1);
    await setTestTier(db(), t.anna.userId, 'amateur');
  });
});

describe('deleting the club workspace', () => {
  it('removes its sponsors, their teams and their logo files', async () => {
    const club = await makeClub(t.olga, 'UHC Thun Senioren');
    const slot = await slotOf(club, '30');
    const sponsor = await created(
      await create(t.olga, { name: 'Senioren-Sponsor', teamSlotIds: JSON.stringify([slot]) }),
    );
    expect(await filesOf(club)).toHaveLength(1);
    expect((await t.call(t.olga, 'DELETE', `/api/workspaces/${club}`)).status).toBe(204);
    expect(await rowsOf(club)).toEqual([]);
    expect(
      await db()
        .select()
        .from(sponsorTeamSlots)
        .where(inArray(sponsorTeamSlots.sponsorId, [sponsor.id])),
    ).toEqual([]);
    expect(await filesOf(club)).toEqual([]);
    // Olga's other club keeps its sponsors.
    expect((await rowsOf(ws.club)).length).toBeGreaterThan(0);
  });
});

describe('the write limit', () => {
  it('counts each sponsor write once against the uploads limit, POST /api/sponsors too', async () => {
    const { max } = writeLimits.uploads;
    const answers: number[] = [];
    for (let done = 0; done < max; done += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await t.call(t.rita, 'POST', '/api/sponsors', fields());
          await response.arrayBuffer();
          return response.status;
        }),
      );
      answers.push(...batch);
    }
    // Not a form: refused, but counted.
    expect(answers.filter((status) => status !== 400)).toEqual([]);
    await refusal(await t.call(t.rita, 'POST', '/api/sponsors', fields()), 429, 'RATE_LIMITED');
  });
});
