import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  publicationTargets,
  publications,
  sponsorPostPublications,
  sponsors,
} from '#server/db/schema.ts';
import { pdfPageTexts } from '#server/testing/pdf-text.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { insertSponsor, insertTeamSlot, makeProClub } from '#server/testing/sponsor-rows.ts';
import {
  SPONSOR_REPORT_MAX_ROWS,
  sponsorMonthSchema,
} from '#shared/sponsors/sponsor-report.schema.ts';
import { planSponsors } from '#shared/plans.ts';
import type { SponsorLevel } from '#shared/sponsors/sponsor.schema.ts';
import { shiftDay, swissDay } from '#shared/sports/swiss-time.ts';

/**
 * GET /api/sponsors/report and /api/sponsors/month over real HTTP (ADR 061): the appearances the
 * rotation recorded, as a CSV and a PDF that say the same counts, for members of the workspace
 * only, in the account's language.
 */
const t = signedInServer({
  olga: 'olga@uhc-thun.ch',
  mara: 'mara@vbc-zuerich.ch',
});

const db = () => t.server.ctx.database.db;
const ws = { club: '', other: '', slotA: '', slotB: '', publication: '' };
const named: Record<string, string> = {};
const today = swissDay(new Date());
const range = `from=${shiftDay(today, -1)}&to=${shiftDay(today, 1)}`;

const makeClub = (session: TestSession, name: string) => makeProClub(t, session, name);

const slot = (workspaceId: string, teamName: string) => insertTeamSlot(db(), workspaceId, teamName);

async function sponsor(
  workspaceId: string,
  name: string,
  level: SponsorLevel,
  extra?: Parameters<typeof insertSponsor>[4],
): Promise<string> {
  named[name] = await insertSponsor(db(), workspaceId, name, level, extra);
  return named[name];
}

async function download(session: TestSession, query: string) {
  const response = await t.call(session, 'GET', `/api/sponsors/report?${query}`);
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  return response;
}

/** The CSV's bytes as text, the byte order mark kept (Response.text() drops it). */
async function csvText(response: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/** The CSV's rows as fields, the BOM and quotes taken off. */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('";"'));
}

function countBy(rows: string[][], column: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row[column]!, (counts.get(row[column]!) ?? 0) + 1);
  return counts;
}

beforeAll(async () => {
  ws.club = await makeClub(t.olga, 'UHC Thun');
  ws.other = await makeClub(t.mara, 'VBC Zürich');
  ws.slotA = await slot(ws.club, 'Herren 1');
  ws.slotB = await slot(ws.club, 'Damen 1');
  await sponsor(ws.club, 'Bäckerei Müller', 'main');
  await sponsor(ws.club, 'Garage Meier', 'partner');
  await sponsor(ws.club, 'Metzgerei Huber', 'partner', { teamSlotIds: [ws.slotA] });
  await sponsor(ws.club, '=Sport Koller', 'partner');
  await sponsor(ws.club, 'Velo Frei', 'partner', { to: shiftDay(today, -10) });
  await sponsor(ws.club, 'Blumen Roth', 'partner', { teamSlotIds: [ws.slotB] });
  await sponsor(ws.other, 'Fremde Bank', 'main');
  // 30 result posts of Herren 1, one partner slot each.
  for (let n = 0; n < 30; n += 1) {
    await t.server.ctx.services.sponsorRotation.pick({
      workspaceId: ws.club,
      teamSlotIds: [ws.slotA],
      day: today,
      postKey: `result:${ws.slotA}:${n}`,
      maxSponsors: planSponsors.pro,
      kind: n % 3 === 0 ? 'preview' : 'result',
      teamName: 'Herren 1',
      games: `UHC Thun – UHC Uster, ${n}.`,
      room: { main: 1, partners: 1, supporters: 0 },
      record: true,
    });
  }
  // Post 0 went out on Instagram and Facebook; its channels and links come with it.
  const [publication] = await db()
    .insert(publications)
    .values({ workspaceId: ws.club, kind: 'feed', files: [], publishAt: new Date() })
    .returning();
  // Instagram a minute before Facebook: the report lists a post's channels in the order they went out.
  const wentOut = { instagram: new Date(Date.now() - 60_000), facebook: new Date() };
  for (const platform of ['instagram', 'facebook'] as const) {
    await db()
      .insert(publicationTargets)
      .values({
        publicationId: publication!.id,
        workspaceId: ws.club,
        platform,
        channelName: 'uhcthun',
        state: 'published',
        dueAt: new Date(),
        permalink: `https://${platform}.com/p/post0`,
        publishedAt: wentOut[platform],
      });
  }
  ws.publication = publication!.id;
  await t.server.ctx.services.sponsorRotation.linkPublication(ws.club, publication!.id, [
    `result:${ws.slotA}:0`,
  ]);
}, 120_000);

describe('GET /api/sponsors/report', () => {
  it('over 30 posts: the CSV and the PDF both say 30 for the main sponsor, 10 for each partner, none for the ended or other team’s partner', async () => {
    const csv = await download(t.olga, `${range}&format=csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain(
      `attachment; filename="Sponsoren-Bericht-${shiftDay(today, -1)}-${shiftDay(today, 1)}.csv"`,
    );
    const [header, ...rows] = csvRows(await csvText(csv));
    expect(header).toEqual([
      'Datum',
      'Sponsor',
      'Stufe',
      'Team',
      'Spiele',
      'Art des Posts',
      'Kanal',
      'Link',
    ]);
    expect(rows).toHaveLength(60);
    const counts = countBy(rows, 1);
    expect(Object.fromEntries(counts)).toEqual({
      'Bäckerei Müller': 30,
      'Garage Meier': 10,
      'Metzgerei Huber': 10,
      // A name a spreadsheet would run as a formula starts with an apostrophe.
      "'=Sport Koller": 10,
    });
    // Post 0's two channels and links in one row per sponsor.
    const published = rows.filter((row) => row[6] !== '');
    expect(published).toHaveLength(2);
    expect(published[0]?.slice(6)).toEqual([
      'Instagram: uhcthun | Facebook: uhcthun',
      'https://instagram.com/p/post0 | https://facebook.com/p/post0',
    ]);

    const pdf = await download(t.olga, `${range}&format=pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()));
    // One page per sponsor shown, most shown first; each says its total, as the CSV counts it.
    expect(pages).toHaveLength(4);
    const totals = Object.fromEntries(
      pages.map((lines) => [lines[2], lines.find((line) => / Auftritte?$/.test(line))]),
    );
    expect(totals).toEqual({
      'Bäckerei Müller': '30 Auftritte',
      'Garage Meier': '10 Auftritte',
      'Metzgerei Huber': '10 Auftritte',
      '=Sport Koller': '10 Auftritte',
    });
    for (const lines of pages) {
      expect(lines[0]).toBe('UHC Thun');
      expect(lines[1]).toBe('Sponsoren-Bericht');
    }
    // Where post 0 was published, with its link, on the page of its partner.
    const text = pages.flat().join('\n');
    expect(text).toContain('Instagram: uhcthun: https://instagram.com/p/post0');
    expect(text).toContain('Herren 1 · Resultat');
  });

  it('writes the files in the account’s language', async () => {
    expect((await t.call(t.olga, 'PATCH', '/api/profile', { language: 'fr' })).status).toBe(200);
    try {
      const csv = await download(t.olga, `${range}&format=csv`);
      expect(csv.headers.get('content-disposition')).toContain('filename="Rapport-sponsors-');
      expect(csvRows(await csvText(csv))[0]?.[5]).toBe('Type de post');
      const pdf = await download(t.olga, `${range}&format=pdf&sponsorId=${named['Garage Meier']}`);
      const pages = await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()));
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain('10 apparitions');
    } finally {
      await t.call(t.olga, 'PATCH', '/api/profile', { language: 'de' });
    }
  });

  it('links a post only to a publication of its own workspace', async () => {
    await t.server.ctx.services.sponsorRotation.linkPublication(ws.other, ws.publication, [
      `result:${ws.slotA}:1`,
    ]);
    const links = await db()
      .select()
      .from(sponsorPostPublications)
      .where(eq(sponsorPostPublications.publicationId, ws.publication));
    expect(links.map((link) => [link.workspaceId, link.postKey])).toEqual([
      [ws.club, `result:${ws.slotA}:0`],
    ]);
  });

  it('shows a workspace only its own appearances; another’s sponsor is 404', async () => {
    const csv = await download(t.mara, `${range}&format=csv`);
    expect(csvRows(await csvText(csv))).toHaveLength(1);
    const stranger = await t.call(
      t.mara,
      'GET',
      `/api/sponsors/report?${range}&format=csv&sponsorId=${named['Garage Meier']}`,
    );
    expect(stranger.status).toBe(404);
    const month = sponsorMonthSchema.parse(
      await (await t.call(t.mara, 'GET', '/api/sponsors/month')).json(),
    );
    expect(month.sponsors).toEqual([
      { id: named['Fremde Bank'], name: 'Fremde Bank', level: 'main', appearances: 0 },
    ]);
  });

  it('refuses a period it cannot read, in the caller’s language', async () => {
    for (const query of [
      `from=${today}&format=csv`,
      'from=2026-02-30&to=2026-03-01&format=csv',
      'from=2026-11-02&to=2026-11-01&format=pdf',
      'from=2025-01-01&to=2026-01-02&format=pdf',
    ]) {
      const response = await t.call(t.olga, 'GET', `/api/sponsors/report?${query}`, undefined, {
        'x-language': 'it',
      });
      expect(response.status, query).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('SPONSOR_REPORT_RANGE_INVALID');
      expect(error.message).toMatch(/^Periodo non valido/);
    }
    const format = await t.call(t.olga, 'GET', `/api/sponsors/report?${range}&format=xlsx`);
    expect(format.status).toBe(400);
    expect(((await format.json()) as { error: { code: string } }).error.code).toBe(
      'SPONSOR_REPORT_FORMAT',
    );
    const nobody = await fetch(`${t.server.url}/api/sponsors/report?${range}&format=csv`);
    expect(nobody.status).toBe(401);
  });
});

describe('the report’s bounds', () => {
  it('lists at most 10,000 appearances, the oldest first', async () => {
    const busy = await sponsor(ws.club, 'Viel AG', 'partner');
    // 10,005 appearances in June 2025, one a minute.
    await db().execute(sql`
      insert into sponsor_appearances
        (workspace_id, sponsor_id, post_key, team_name, games, kind, day, shown_at)
      select ${ws.club}, ${busy}, 'bound-' || n, 'Herren 1', '', 'result', '2025-06-10',
        timestamptz '2025-06-10 08:00:00+00' + n * interval '1 minute'
      from generate_series(1, ${SPONSOR_REPORT_MAX_ROWS + 5}) as n`);
    const csv = await download(t.olga, 'from=2025-06-01&to=2025-06-30&format=csv');
    const [, ...rows] = csvRows(await csvText(csv));
    expect(rows).toHaveLength(SPONSOR_REPORT_MAX_ROWS);
    const pdf = await download(t.olga, 'from=2025-06-01&to=2025-06-30&format=pdf');
    const pages = await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('10000 Auftritte');
    // Deleting the sponsor takes its appearances with it.
    await db().delete(sponsors).where(eq(sponsors.id, busy));
    const gone = await download(t.olga, 'from=2025-06-01&to=2025-06-30&format=csv');
    expect(csvRows(await csvText(gone))).toHaveLength(1);
  }, 60_000);
});

describe('GET /api/sponsors/month', () => {
  it('counts each sponsor’s appearances of the running month, and none in another month', async () => {
    const month = sponsorMonthSchema.parse(
      await (await t.call(t.olga, 'GET', '/api/sponsors/month')).json(),
    );
    expect(month.month).toBe(today.slice(0, 7));
    expect(Object.fromEntries(month.sponsors.map((s) => [s.name, s.appearances]))).toEqual({
      'Bäckerei Müller': 30,
      'Garage Meier': 10,
      'Metzgerei Huber': 10,
      '=Sport Koller': 10,
      'Velo Frei': 0,
      'Blumen Roth': 0,
    });
    const before = sponsorMonthSchema.parse(
      await (await t.call(t.olga, 'GET', '/api/sponsors/month?month=2020-01')).json(),
    );
    expect(before.sponsors.every((s) => s.appearances === 0)).toBe(true);
    const wrong = await t.call(t.olga, 'GET', '/api/sponsors/month?month=2026-13');
    expect(wrong.status).toBe(400);
  });
});
