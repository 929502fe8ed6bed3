import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game, Team } from '#shared/sports/sports.ts';
import { postSponsorsAnswerSchema } from '#shared/sponsors/post-sponsors.ts';
import { sponsorSchema, type Sponsor } from '#shared/sponsors/sponsor.schema.ts';
import { sponsorAppearances } from '#server/db/schema.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { swissDay } from '#shared/sports/swiss-time.ts';

/**
 * Sponsors on exported posts, through POST /api/exports with the real renderer, the real
 * database and the test server's storage: 'auto' fills the look's band with the sponsors the
 * rotation chooses and records each appearance once per post (not per file type or look);
 * 'none', a plan without sponsors and another workspace show none; the studio's preview
 * (POST /api/exports/sponsors) chooses as the export would and records nothing.
 */
const t = signedInServer({ olga: 'olga@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch' });
const db = () => t.server.ctx.database.db;

let clubId: string;
let team: Team;
let games: Game[];

/** Pure colours the tests find again in the post's pixels. */
const colours = {
  main: { r: 230, g: 0, b: 0 },
  partner1: { r: 0, g: 200, b: 0 },
  partner2: { r: 0, g: 0, b: 230 },
  partner3: { r: 230, g: 0, b: 230 },
};

async function addSponsor(
  session: TestSession,
  name: string,
  level: 'main' | 'partner',
  colour: { r: number; g: number; b: number },
): Promise<Sponsor> {
  const logo = await plainPicture(240, 120, colour).png().toBuffer();
  const form = new FormData();
  form.append('name', name);
  form.append('level', level);
  form.append('url', 'https://example.ch');
  form.append('teamSlotIds', '[]');
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${t.server.url}/api/sponsors`, {
    method: 'POST',
    headers: { origin: t.server.url, cookie: session.cookie },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return sponsorSchema.parse(await response.json());
}

const post = (game: Game, extra: Record<string, unknown> = {}) => ({
  sport: 'unihockey',
  clubId,
  teamId: team.id,
  gameIds: [game.id],
  mode: 'preview',
  theme: 'default',
  format: '4:5',
  scale: 1,
  ...extra,
});

async function exported(session: TestSession, body: Record<string, unknown>): Promise<Buffer> {
  const response = await t.call(session, 'POST', '/api/exports', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** How many pixels of the picture are close to `colour`. */
async function pixelsOf(file: Buffer, colour: { r: number; g: number; b: number }) {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    const near =
      Math.abs(data[i]! - colour.r) < 24 &&
      Math.abs(data[i + 1]! - colour.g) < 24 &&
      Math.abs(data[i + 2]! - colour.b) < 24;
    if (near) count++;
  }
  return count;
}

const picturesOf = async (workspaceId: string) =>
  (await t.server.ctx.storage.list(`sponsor-posts/${workspaceId}/`)).map((object) => object.key);

const appearancesOf = (workspaceId: string) =>
  db().select().from(sponsorAppearances).where(eq(sponsorAppearances.workspaceId, workspaceId));

beforeAll(async () => {
  const sports = t.server.ctx.sports;
  for (const club of await sports.clubs('unihockey')) {
    for (const candidate of await sports.teams('unihockey', club.id)) {
      const list = await sports.games('unihockey', candidate.id, club.id);
      if (list.length >= 3) {
        [clubId, team, games] = [club.id, candidate, list];
        break;
      }
    }
    if (team) break;
  }
  await setTestTier(db(), t.olga.userId, 'pro');
  const slot = await t.call(t.olga, 'POST', '/api/team-slots', {
    sport: 'unihockey',
    clubId,
    teamId: team.id,
    teamName: team.name,
  });
  expect(slot.status).toBe(201);
  await addSponsor(t.olga, 'Bank Thun', 'main', colours.main);
  await addSponsor(t.olga, 'Garage Frei', 'partner', colours.partner1);
  await addSponsor(t.olga, 'Bäckerei Beck', 'partner', colours.partner2);
  await addSponsor(t.olga, 'Sport Zwahlen', 'partner', colours.partner3);
}, 180_000);

describe('sponsors on exported posts', () => {
  it("draws nothing of them without 'auto', and the main sponsor and two partners with it", async () => {
    const plain = await exported(t.olga, post(games[0]!));
    expect(await pixelsOf(plain, colours.main)).toBe(0);
    expect(await appearancesOf(t.olga.userId)).toHaveLength(0);

    const sponsored = await exported(t.olga, post(games[0]!, { sponsors: 'auto' }));
    expect(await pixelsOf(sponsored, colours.main)).toBeGreaterThan(500);
    const shown = await appearancesOf(t.olga.userId);
    // The look's band at 4:5 has room for the main sponsor and two of the three partners.
    expect(shown).toHaveLength(3);
    const partners = [colours.partner1, colours.partner2, colours.partner3];
    const drawn = await Promise.all(partners.map((colour) => pixelsOf(sponsored, colour)));
    expect(drawn.filter((count) => count > 500)).toHaveLength(2);
    expect(drawn.filter((count) => count === 0)).toHaveLength(1);
    // A small picture of the post is kept for the sponsor report, once per post.
    await expect.poll(() => picturesOf(t.olga.userId)).toHaveLength(1);
  });

  it('counts a post once, whatever its file type or look, and rotates the partners', async () => {
    const before = await appearancesOf(t.olga.userId);
    await exported(t.olga, post(games[0]!, { sponsors: 'auto', fileType: 'jpeg' }));
    await exported(t.olga, post(games[0]!, { sponsors: 'auto', theme: 'dark' }));
    expect(await appearancesOf(t.olga.userId)).toHaveLength(before.length);
    expect(await picturesOf(t.olga.userId)).toHaveLength(1);

    // The next posts: the partner left out comes in, so three posts share six places evenly.
    await exported(t.olga, post(games[1]!, { sponsors: 'auto' }));
    await exported(t.olga, post(games[2]!, { sponsors: 'auto' }));
    const after = await appearancesOf(t.olga.userId);
    expect(after).toHaveLength(9);
    const counts = new Map<string, number>();
    for (const row of after) counts.set(row.sponsorId, (counts.get(row.sponsorId) ?? 0) + 1);
    // Three posts: the main sponsor on each, six partner places shared evenly by three.
    expect([...counts.values()].sort()).toEqual([2, 2, 2, 3]);
  });

  it("puts the posts' pictures on the sponsors' pages of the report", async () => {
    // The pictures are kept beside the exports, not before their answers.
    await expect.poll(() => picturesOf(t.olga.userId)).toHaveLength(3);
    const day = swissDay(new Date());
    const response = await t.call(
      t.olga,
      'GET',
      `/api/sponsors/report?from=${day}&to=${day}&format=pdf`,
    );
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    // The club has no crest, so every image is one of the three posts', each in the file once
    // however many sponsors' pages show it.
    expect(pdf.match(/\/Subtype\s*\/Image/g)).toHaveLength(3);
  });

  it("shows the preview's choice without counting it", async () => {
    const before = await appearancesOf(t.olga.userId);
    const response = await t.call(t.olga, 'POST', '/api/exports/sponsors', post(games[0]!));
    expect(response.status).toBe(200);
    const { sponsors } = postSponsorsAnswerSchema.parse(await response.json());
    expect(sponsors.main.map((s) => s.name)).toEqual(['Bank Thun']);
    expect(sponsors.partners).toHaveLength(2);
    // A browser reads the logo at its address.
    const logo = await fetch(new URL(sponsors.main[0]!.logoHref, t.server.url));
    expect(logo.status).toBe(200);
    expect(await appearancesOf(t.olga.userId)).toHaveLength(before.length);
  });

  it('shows none to another workspace or a plan without sponsors', async () => {
    // Ben's workspace has none of Olga's sponsors, and the free plan none at all.
    const asked = await t.call(t.ben, 'POST', '/api/team-slots', {
      sport: 'unihockey',
      clubId,
      teamId: team.id,
      teamName: team.name,
    });
    expect(asked.status).toBe(201);
    const free = await exported(t.ben, post(games[0]!, { sponsors: 'auto' }));
    expect(await pixelsOf(free, colours.main)).toBe(0);
    await setTestTier(db(), t.ben.userId, 'pro');
    const paid = await exported(t.ben, post(games[0]!, { sponsors: 'auto' }));
    expect(await pixelsOf(paid, colours.main)).toBe(0);
    expect(await appearancesOf(t.ben.userId)).toHaveLength(0);
    const preview = await t.call(t.ben, 'POST', '/api/exports/sponsors', post(games[0]!));
    expect(postSponsorsAnswerSchema.parse(await preview.json()).sponsors.main).toEqual([]);
  });

  it('refuses a preview of a body that is not a post with 400', async () => {
    const response = await t.call(t.olga, 'POST', '/api/exports/sponsors', { sport: 'golf' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'EXPORT_INVALID',
    );
  });
});
