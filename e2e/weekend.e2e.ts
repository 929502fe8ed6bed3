import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZipEntryReader } from '#shared/exports/zip-entries.ts';
import { resources } from '#client/i18n/resources.ts';
import { readMp4 } from '#server/testing/mp4-file.ts';
import { hasResult, type Game, type Sport } from '#shared/sports/sports.ts';
import { fileSlug } from '#shared/exports/file-names.ts';
import { gameInWindow, isoDateOfGame } from '#shared/weekend/weekend.schema.ts';
import { swissDay } from '#shared/sports/swiss-time.ts';
import { and, eq } from 'drizzle-orm';
import { profiles, teamSlotMailSettings, templates, userTeamSlots } from '#server/db/schema.ts';
import { signInTestUser } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { TestApp } from './support/app.ts';
import { withAppAndBrowser } from './support/journey.ts';
import { openPage, phone, desktop } from './support/browser.ts';
import { sessionCookies } from './support/session.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The weekend screen as a volunteer of a club of many teams uses it: TV Seeland Lyss of the demo
 * data, five of its teams in three sports saved (two of them in one league), the results of two
 * weekends (with a game of two of its teams), one ZIP named after the window with the overview
 * and a post per team in carousel order, the share sheet handed every file, and one caption with
 * every game once. It also draws the screen and its empty window at 375 and 1280 px, light and
 * dark, in four languages, with its title in its place (screenshots in SCREENSHOTS_DIR, when set).
 */
let app: TestApp;
let browser: Browser;

interface Pick {
  sport: Sport;
  clubId: string;
  teamId: string;
  teamName: string;
  /** The team's games of the demo data, all of them. */
  games: Game[];
}

/** TV Seeland Lyss: Herren 2 and Herren 3 (one league), Damen, volleyball's and handball's first. */
const picked: { sport: Sport; clubId: string; teamId: string }[] = [
  { sport: 'unihockey', clubId: 'demo-111', teamId: 'demo-111-2' },
  { sport: 'unihockey', clubId: 'demo-111', teamId: 'demo-111-3' },
  { sport: 'unihockey', clubId: 'demo-111', teamId: 'demo-111-4' },
  { sport: 'volleyball', clubId: 'demo-211', teamId: 'demo-211-1' },
  { sport: 'handball', clubId: 'demo-311', teamId: 'demo-311-1' },
];

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Today as the demo data and the screen (its browser in Swiss time, `swiss` below) count it: the
 * Swiss calendar day, at noon of the machine's clock, whatever time zone the machine is in.
 */
const swissToday = () => new Date(`${swissDay(new Date())}T12:00:00`);
/** The screen's browser in Swiss time: between 23:00 and midnight UTC it is already tomorrow. */
const swiss = { timezoneId: 'Europe/Zurich' };

/** Saturday and Sunday of the weekend `weeks` from this one, as the screen counts them. */
function weekend(weeks: number, today = swissToday()) {
  const saturday = new Date(today);
  const day = today.getDay();
  saturday.setDate(today.getDate() + (day === 0 ? -1 : 6 - day) + 7 * weeks);
  const sunday = new Date(saturday);
  sunday.setDate(saturday.getDate() + 1);
  return { from: iso(saturday), to: iso(sunday) };
}

/** The picks' games in a window, each game once (a game of two of them is one), by its key. */
function gamesIn(window: { from: string; to: string }, played?: boolean): Map<string, Game> {
  const games = new Map<string, Game>();
  for (const team of teams) {
    for (const game of team.games) {
      if (!gameInWindow(game, window.from, window.to)) continue;
      if (played !== undefined && hasResult(game) !== played) continue;
      games.set(`${team.sport}:${game.id}`, game);
    }
  }
  return games;
}

let teams: Pick[];
/** From the weekend with the game of Herren 2 against Herren 3 to last weekend's Sunday. */
let derbyWindow: { from: string; to: string };
let derby: Game;

withAppAndBrowser((running) => ({ app, browser } = running));

beforeAll(async () => {
  const data = app.server.ctx.sports;
  teams = [];
  for (const pick of picked) {
    const team = (await data.teams(pick.sport, pick.clubId)).find((t) => t.id === pick.teamId)!;
    const games = await data.games(pick.sport, pick.teamId, pick.clubId);
    teams.push({ ...pick, teamName: team.name, games });
  }
  // The latest game of the two teams of one league that is played.
  const [herren2, herren3] = [teams[0]!, teams[1]!];
  derby = herren2.games
    .filter((g) => hasResult(g) && [g.teamHome, g.teamAway].includes(herren3.teamName))
    .at(-1)!;
  const last = weekend(-1);
  const derbyDay = isoDateOfGame(derby.date)!;
  const weeksBack = [-1, -2, -3].find((weeks) => weekend(weeks).from <= derbyDay)!;
  derbyWindow = { from: weekend(weeksBack).from, to: last.to };
}, 180_000);

let users = 0;

/** The games' choices (the posts' own choice, the teams' videos, is another list's). */
const gameBoxes = (page: Page) =>
  page.getByRole('region', { name: resources.de.translation.weekend.games }).getByRole('checkbox');

async function signedIn(
  page: Page,
  context: Awaited<ReturnType<typeof openPage>>['context'],
  onUser?: (userId: string) => Promise<void>,
) {
  const session = await signInTestUser(app.url, app.outboxDir, `weekend-${++users}@verein.ch`);
  const db = app.server.ctx.database.db;
  await setTestTier(db, session.userId, 'pro');
  for (const [index, team] of teams.entries()) {
    await db.insert(userTeamSlots).values({
      workspaceId: session.userId,
      sport: team.sport,
      clubId: team.clubId,
      teamId: team.teamId,
      teamName: team.teamName,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      lastChangedAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
  await onUser?.(session.userId);
  await context.addCookies(sessionCookies(session, app.url));
  return page;
}

/** A user template of one text and the home team, square, for the posts it declares. */
function clubLook(modes: ('preview' | 'result')[]) {
  return {
    backgroundColor: '#0b6e4f',
    format: '1:1',
    postModes: modes,
    elements: [
      {
        id: 'mark',
        type: 'text',
        content: 'UNSER CLUBLOOK',
        x: 540,
        y: 300,
        fontSize: 64,
        fill: '#ffffff',
        textAnchor: 'middle',
      },
      {
        id: 'home',
        type: 'api-text',
        apiField: 'teamHome',
        x: 540,
        y: 600,
        fontSize: 56,
        fill: '#ffffff',
        textAnchor: 'middle',
      },
    ],
  };
}

/** Gives the user's slot of `team` the user template as its remembered look. */
async function rememberTemplate(userId: string, team: Pick, modes: ('preview' | 'result')[]) {
  const db = app.server.ctx.database.db;
  const [template] = await db
    .insert(templates)
    .values({
      workspaceId: userId,
      name: `Clublook ${modes.join(' ')}`,
      supportedGames: 1,
      format: '1:1',
      svgConfig: clubLook(modes),
    })
    .returning({ id: templates.id });
  await db
    .update(userTeamSlots)
    .set({ postTemplateId: template!.id, postTheme: null, postFormat: '1:1' })
    .where(and(eq(userTeamSlots.workspaceId, userId), eq(userTeamSlots.teamId, team.teamId)));
}

/** The download the user chose in the studio's export bar, remembered on the profile. */
async function rememberDownload(userId: string, fileType: 'png' | 'jpeg', scale: 1 | 2) {
  await app.server.ctx.database.db
    .insert(profiles)
    .values({ id: userId, exportFileType: fileType, exportScale: scale })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { exportFileType: fileType, exportScale: scale },
    });
}

/** How many exports the app is drawing now: its own metrics, asked as Prometheus does. */
async function exportsRunning(): Promise<number> {
  const text = await (await fetch(`${app.url}/api/metrics`)).text();
  return Number(/^matchpost_export_queue_depth (\d+)/m.exec(text)?.[1] ?? 0);
}

async function lastWeekendResults(
  page: Page,
  labels = { last: 'Letztes Wochenende', results: 'Resultate' },
) {
  await page.goto('/weekend');
  await page.getByRole('button', { name: labels.last }).click();
  await page.getByRole('button', { name: labels.results }).click();
}

/** Two dates typed into the screen's window, as a person types them. */
async function twoDates(page: Page, window: { from: string; to: string }) {
  await page.getByRole('button', { name: 'Zwei Daten' }).click();
  await page.getByLabel('Von', { exact: true }).fill(window.from);
  await page.getByLabel('Bis', { exact: true }).fill(window.to);
}

describe('the weekend screen', () => {
  it("makes two weekends' results of a club in three sports: every game once, as played, one ZIP named after the window", async () => {
    const { context, page, errors } = await openPage(browser, app.url, swiss);
    // A stand-in share sheet that takes several files, as a phone's does.
    await page.addInitScript(() => {
      const record = window as unknown as { shared?: { names: string[]; text: string } };
      Object.assign(navigator, {
        canShare: (data: { files?: File[] }) => Array.isArray(data.files),
        share: async (data: { files: File[]; text: string }) => {
          record.shared = { names: data.files.map((f) => f.name), text: data.text };
        },
      });
    });
    try {
      await signedIn(page, context);
      // From the header, as a person finds it.
      await page.goto('/studio');
      await page.getByRole('link', { name: 'Wochenende' }).first().click();
      await page.waitForURL(/\/weekend$/);
      await twoDates(page, derbyWindow);
      await page.getByRole('button', { name: 'Resultate' }).click();
      const games = gamesIn(derbyWindow, true);
      expect(games.size).toBeGreaterThanOrEqual(teams.length + 1);
      // A post per team and one overview of every game, of the three sports.
      await page.getByRole('heading', { name: `${teams.length + 1} Posts` }).waitFor();
      // Every game listed once and chosen: the game of Herren 2 and Herren 3 too.
      const boxes = gameBoxes(page);
      expect(await boxes.count()).toBe(games.size);
      for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
      const derbyItem = page
        .getByRole('listitem')
        .filter({ hasText: `${derby.teamHome} – ${derby.teamAway}` });
      expect(await derbyItem.count()).toBe(1);
      expect(await derbyItem.textContent()).toContain(
        `${teams[0]!.teamName} · ${teams[1]!.teamName}`,
      );

      // The overview: a row per game, each with its sport, the score as the federation gives
      // it (home first), and no outcome for the game of two of the club's teams.
      const overview = page.getByRole('img', { name: 'Spieltag-Übersicht', exact: true });
      const texts = await overview.locator('text').allTextContents();
      const sportLines = texts.filter((text) => /(UNIHOCKEY|VOLLEYBALL|HANDBALL)$/.test(text));
      expect(sportLines).toHaveLength(games.size);
      expect(sportLines).toContain('UNIHOCKEY');
      expect(sportLines.some((line) => line.endsWith('VOLLEYBALL'))).toBe(true);
      expect(sportLines.some((line) => line.endsWith('HANDBALL'))).toBe(true);
      const scores = texts.filter((text) => /^\d+:\d+$/.test(text)).sort();
      expect(scores).toEqual([...games.values()].map((g) => g.result).sort());

      const [download] = await Promise.all([
        // The ZIP comes whole once its last image is made: six posts on a busy machine.
        page.waitForEvent('download', { timeout: 180_000 }),
        page.getByRole('button', { name: 'Alle herunterladen' }).click(),
      ]);
      const total = teams.length + 1;
      await page
        .getByRole('status')
        .filter({ hasText: `${total} von ${total}` })
        .waitFor();
      const window = `${derbyWindow.from}_${derbyWindow.to}`;
      expect(download.suggestedFilename()).toBe(`matchpost_${window}_wochenende-resultate.zip`);
      const zip = await readFile((await download.path())!);
      const entries = new ZipEntryReader().push(new Uint8Array(zip));
      // The overview first, then a post per team, each named by day, kind, team and opponents.
      const names = entries.map((e) => e.name);
      expect(names[0]).toBe(`01-${window}_wochenende-resultate_tv-seeland-lyss.png`);
      expect(names).toHaveLength(total);
      names.slice(1).forEach((name, index) => {
        expect(name).toMatch(
          new RegExp(
            `^0${index + 2}-\\d{4}-\\d{2}-\\d{2}_resultat_[a-z0-9-]+-vs-[a-z0-9-]+\\.png$`,
          ),
        );
      });
      for (const team of teams) {
        const own = names.filter((name) =>
          name.includes(`_resultat_${fileSlug(team.teamName)}-vs-`),
        );
        expect(own, team.teamName).toHaveLength(1);
      }
      for (const entry of entries) {
        const meta = await sharp(Buffer.from(entry.bytes)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 2160, 2700]);
      }

      // The share path hands every file at once.
      await page.getByRole('button', { name: 'Teilen' }).click();
      await page.waitForFunction(() => Boolean((window as unknown as { shared?: unknown }).shared));
      const shared = await page.evaluate(
        () => (window as unknown as { shared: { names: string[]; text: string } }).shared,
      );
      expect(shared.names).toEqual(entries.map((e) => e.name));

      // One caption with every game once.
      const caption = await page.getByRole('textbox', { name: 'Text zum Post' }).inputValue();
      for (const game of games.values()) {
        const pairing = `${game.teamHome.trim()} – ${game.teamAway.trim()} ${game.result}`;
        expect(caption.split(pairing)).toHaveLength(2);
      }
      expect(shared.text).toBe(caption);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('says what is left out and what to try: games not played yet, a window without games', async () => {
    const { context, page, errors } = await openPage(browser, app.url, {
      ...swiss,
      viewport: phone,
    });
    try {
      await signedIn(page, context);
      await page.goto('/weekend');
      // From last weekend to this one: the games not played yet are left out of the results.
      const both = { from: weekend(-1).from, to: weekend(0).to };
      await twoDates(page, both);
      await page.getByRole('button', { name: 'Resultate' }).click();
      const played = gamesIn(both, true);
      const unplayed = gamesIn(both, false);
      expect(unplayed.size).toBeGreaterThan(0);
      await page.getByRole('heading', { name: `${teams.length + 1} Posts` }).waitFor();
      expect(await gameBoxes(page).count()).toBe(played.size);
      expect(await page.getByTestId('without-result').textContent()).toBe(
        unplayed.size === 1
          ? '1 Spiel ohne Resultat (noch nicht gespielt) ist nicht dabei.'
          : `${unplayed.size} Spiele ohne Resultat (noch nicht gespielt) sind nicht dabei.`,
      );

      // Next weekend's results: none yet; the way to its preview.
      await page.getByRole('button', { name: 'Nächstes Wochenende' }).click();
      const empty = page.getByTestId('weekend-empty');
      await empty
        .getByRole('heading', { name: 'Noch keine Resultate in diesem Zeitraum' })
        .waitFor();
      await empty.getByRole('button', { name: 'Vorschau zeigen' }).click();
      await page.getByRole('heading', { name: `${teams.length + 1} Posts` }).waitFor();
      expect(await gameBoxes(page).count()).toBe(gamesIn(weekend(1)).size);

      // Two weekdays without games: what to try instead, and it leads there.
      const weekdays = { from: weekend(1).to, to: weekend(1).to };
      const monday = new Date(`${weekdays.to}T12:00:00`);
      monday.setDate(monday.getDate() + 1);
      const tuesday = new Date(monday);
      tuesday.setDate(monday.getDate() + 1);
      await twoDates(page, { from: iso(monday), to: iso(tuesday) });
      await empty
        .getByRole('heading', { name: 'Keine Spiele deiner Teams in diesem Zeitraum' })
        .waitFor();
      expect(
        await empty.getByRole('link', { name: 'Teams im Studio speichern' }).getAttribute('href'),
      ).toBe('/studio');
      await empty.getByRole('button', { name: 'Letztes Wochenende' }).click();
      await page.getByRole('heading', { name: `${teams.length + 1} Posts` }).waitFor();
      expect(await page.getByTestId('weekend-empty').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('draws the screen at 375 and 1280 px, light and dark, in four languages, its title in place', async () => {
    const cases = [
      {
        viewport: desktop,
        colorScheme: 'light',
        language: 'de',
        labels: {
          last: 'Letztes Wochenende',
          results: 'Resultate',
          dates: 'Zwei Daten',
          from: 'Von',
          to: 'Bis',
          mails: 'Spieltag-Mails deiner Teams',
          next: 'Nächstes Wochenende',
        },
      },
      {
        viewport: phone,
        colorScheme: 'dark',
        language: 'fr',
        labels: {
          last: 'Week-end dernier',
          results: 'Résultats',
          dates: 'Deux dates',
          from: 'Du',
          to: 'Au',
          mails: 'E-mails de jour de match de tes équipes',
          next: 'Week-end prochain',
        },
      },
      {
        viewport: desktop,
        colorScheme: 'dark',
        language: 'it',
        labels: {
          last: 'Weekend scorso',
          results: 'Risultati',
          dates: 'Due date',
          from: 'Dal',
          to: 'Al',
          mails: 'E-mail della giornata delle tue squadre',
          next: 'Prossimo weekend',
        },
      },
      {
        viewport: phone,
        colorScheme: 'light',
        language: 'en',
        labels: {
          last: 'Last weekend',
          results: 'Results',
          dates: 'Two dates',
          from: 'From',
          to: 'To',
          mails: 'Game-day mails of your teams',
          next: 'Next weekend',
        },
      },
    ] as const;
    for (const shot of cases) {
      const { context, page } = await openPage(browser, app.url, {
        ...swiss,
        viewport: shot.viewport,
        colorScheme: shot.colorScheme,
      });
      await page.addInitScript(
        (language) => localStorage.setItem('matchpost-language', language),
        shot.language,
      );
      await signedIn(page, context);
      await lastWeekendResults(page, shot.labels);
      await page.getByRole('img').first().waitFor();
      // The teams' game-day mails opened, each form with its stored settings.
      await page.getByText(shot.labels.mails).click();
      const forms = page.getByTestId('weekend-mails').getByTestId('team-mails');
      await forms.nth(teams.length - 1).waitFor();
      for (const form of await forms.all()) {
        await form.and(page.locator('[aria-busy="false"]')).waitFor();
      }
      await screenshot(
        page,
        `weekend-${shot.viewport.width}-${shot.colorScheme}-${shot.language}`,
        {
          fullPage: true,
        },
      );
      // Next weekend's results: none yet, and what to try.
      await page.getByRole('button', { name: shot.labels.next }).click();
      await page.getByTestId('weekend-empty').waitFor();
      await screenshot(
        page,
        `weekend-empty-${shot.viewport.width}-${shot.colorScheme}-${shot.language}`,
      );
      // The title sits where every screen's title sits: at the header logo's edge, in the size of
      // the profile's title.
      const title = () =>
        page.getByRole('heading', { level: 1 }).evaluate((heading) => ({
          left: Math.round(heading.getBoundingClientRect().left),
          fontSize: getComputedStyle(heading).fontSize,
        }));
      const logoLeft = await page
        .getByRole('banner')
        .getByRole('link')
        .first()
        .evaluate((logo) => Math.round(logo.getBoundingClientRect().left));
      const weekendTitle = await title();
      await page.goto('/profile');
      expect(weekendTitle).toEqual(await title());
      expect(weekendTitle.left).toBe(logoLeft);
      await context.close();
    }
  }, 240_000);
});

describe("the weekend screen with the user's own choices", () => {
  it('draws and makes each team in the look its slot remembers, in the remembered download, and names a post that fails while the others come', async () => {
    const { context, page, errors } = await openPage(browser, app.url, swiss);
    try {
      await signedIn(page, context, async (userId) => {
        // The second team's slot remembers a square template of the user's; the third one a
        // template made for previews only, which cannot make a result post.
        await rememberTemplate(userId, teams[1]!, ['preview', 'result']);
        await rememberTemplate(userId, teams[2]!, ['preview']);
        // In the studio's export bar the user chose JPEG at the platform's size.
        await rememberDownload(userId, 'jpeg', 1);
      });
      await lastWeekendResults(page);
      const total = teams.length + 1;
      await page.getByRole('heading', { name: `${total} Posts` }).waitFor();

      // The template's preview is the template (square, its own words), once it has loaded.
      const templated = page.getByRole('img', { name: teams[1]!.teamName, exact: true });
      await templated.filter({ hasText: 'UNSER CLUBLOOK' }).waitFor();
      expect(await templated.getAttribute('height')).toBe(await templated.getAttribute('width'));
      const themed = page.getByRole('img', { name: teams[0]!.teamName, exact: true });
      expect(await themed.textContent()).not.toContain('UNSER CLUBLOOK');

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        page.getByRole('button', { name: 'Alle herunterladen' }).click(),
      ]);
      await page
        .getByRole('status')
        .filter({ hasText: `${total} von ${total}` })
        .waitFor();
      // The third team's post is named with its reason; the others came.
      const failedPost = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('img', { name: teams[2]!.teamName, exact: true }) });
      await failedPost
        .getByRole('alert')
        .filter({ hasText: 'Fehlgeschlagen: Diese Vorlage ist nicht für diese Art von Post' })
        .waitFor();

      const zip = await readFile((await download.path())!);
      const entries = new ZipEntryReader().push(new Uint8Array(zip));
      const images = entries.filter((e) => e.name !== 'errors.txt');
      expect(images).toHaveLength(total - 1);
      const { from, to } = weekend(-1);
      expect(images[0]!.name).toBe(`01-${from}_${to}_wochenende-resultate_tv-seeland-lyss.jpg`);
      for (const image of images) expect(image.name).toMatch(/\.jpg$/);
      const sizes = [];
      for (const image of images) {
        const meta = await sharp(Buffer.from(image.bytes)).metadata();
        expect(meta.format).toBe('jpeg');
        sizes.push(`${meta.width}x${meta.height}`);
      }
      // The overview and the themed posts at 4:5, the template's post square; all at 1x.
      expect(sizes.sort()).toEqual([
        '1080x1080',
        ...Array.from({ length: total - 2 }, () => '1080x1350'),
      ]);
      expect(entries.at(-1)!.name).toBe('errors.txt');
      expect(new TextDecoder().decode(entries.at(-1)!.bytes)).toContain('TEMPLATE_WRONG_POST_MODE');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it("adds each team's video to the ZIP when the person asks for it (ADR 063)", async () => {
    const { context, page, errors } = await openPage(browser, app.url, swiss);
    try {
      await signedIn(page, context);
      await lastWeekendResults(page);
      const total = teams.length + 1;
      await page.getByRole('heading', { name: `${total} Posts` }).waitFor();
      await page
        .getByRole('checkbox', {
          name: `Dazu die Videos der ${teams.length} Teams (für Reels und Stories)`,
        })
        .check();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 200_000 }),
        page.getByRole('button', { name: 'Alle herunterladen' }).click(),
      ]);
      const all = total + teams.length;
      await page
        .getByRole('status')
        .filter({ hasText: `${all} von ${all}` })
        .waitFor();
      const zip = await readFile((await download.path())!);
      const entries = new ZipEntryReader().push(new Uint8Array(zip));
      const names = entries.map((entry) => entry.name);
      // Nothing left out (errors.txt would say which post, and why).
      const errorsTxt = entries.find((entry) => entry.name === 'errors.txt');
      expect(errorsTxt ? new TextDecoder().decode(errorsTxt.bytes) : null).toBeNull();
      // The images first, in the carousel's order, then one video per team.
      expect(names.filter((name) => name.endsWith('.png'))).toHaveLength(total);
      const videos = entries.filter((entry) => entry.name.endsWith('.mp4'));
      expect(videos).toHaveLength(teams.length);
      for (const video of videos) {
        const mp4 = readMp4(Buffer.from(video.bytes));
        expect(mp4.order.indexOf('moov')).toBeLessThan(mp4.order.indexOf('mdat'));
        expect(mp4.tracks[0]).toMatchObject({ entry: 'avc1', width: 1080, height: 1350 });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('stops making the images when the person cancels: the count stays, nothing more is made', async () => {
    const { context, page, errors } = await openPage(browser, app.url, swiss);
    try {
      await signedIn(page, context);
      await lastWeekendResults(page);
      const total = teams.length + 1;
      await page.getByRole('heading', { name: `${total} Posts` }).waitFor();
      const batches: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/exports')) batches.push(request.url());
      });

      // The batch is held until the person has cancelled: a server that has drawn these posts
      // before answers all four in less time than a click takes. That the server stops after
      // the posts in flight when the client goes away mid-batch is held by
      // export-batch.db.test.ts, where the client's leaving is timed exactly.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/exports/batch', async (route) => {
        await held;
        // The page has given up on the request by now; it may be gone already.
        await route.continue().catch(() => {});
      });
      await page.getByRole('button', { name: 'Alle herunterladen' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `0 von ${total}` })
        .waitFor();
      await page.getByRole('button', { name: 'Abbrechen' }).click();
      const stopped = page
        .getByRole('status')
        .filter({ hasText: `Abgebrochen: 0 von ${total} gemacht` });
      await stopped.waitFor();
      const shown = await stopped.textContent();
      release();
      // The server comes to rest.
      await expect.poll(exportsRunning, { timeout: 60_000 }).toBe(0);
      // The count on the screen stays where it stopped, and the screen asked for nothing more.
      expect(await stopped.textContent()).toBe(shown);
      expect(batches).toHaveLength(1);
      await page.getByRole('button', { name: 'Alle herunterladen' }).waitFor();
      expect(await page.getByRole('button', { name: 'Abbrechen' }).count()).toBe(0);
      expect(errors.filter((e) => e !== 'request failed: POST /api/exports/batch')).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it("sets a listed team's game-day mails where the weekend is made", async () => {
    const { context, page, errors } = await openPage(browser, app.url, {
      ...swiss,
      viewport: phone,
    });
    try {
      let user = '';
      await signedIn(page, context, async (userId) => {
        user = userId;
      });
      await page.goto('/weekend');
      await page.getByText('Spieltag-Mails deiner Teams').click();
      const team = page
        .getByTestId('weekend-mails')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: teams[0]!.teamName, exact: true }) });
      const form = team.getByTestId('team-mails');
      await form.and(page.locator('[aria-busy="false"]')).waitFor();
      await form.getByLabel('Vorschau per Mail').check();
      await form.getByLabel('Wann vor dem Spieltag').selectOption({ label: '2 Tage vorher' });
      await form.getByTestId('mail-preview-time').fill('07:30');
      await form.getByLabel('Resultat per Mail').check();
      await form.getByTestId('mail-result-time').fill('09:15');
      await form.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Spieltag-Mails gespeichert').waitFor();

      const [slot] = await app.server.ctx.database.db
        .select({ id: userTeamSlots.id })
        .from(userTeamSlots)
        .where(
          and(eq(userTeamSlots.workspaceId, user), eq(userTeamSlots.teamId, teams[0]!.teamId)),
        );
      const [stored] = await app.server.ctx.database.db
        .select()
        .from(teamSlotMailSettings)
        .where(eq(teamSlotMailSettings.slotId, slot!.id));
      expect([stored?.previewDaysBefore, stored?.previewTime, stored?.resultTime]).toEqual([
        2,
        '07:30',
        '09:15',
      ]);
      // The profile's 'Meine Teams' shows the same settings.
      await page.goto('/profile/teams');
      const profileForm = page.getByTestId('team-mails').first();
      await profileForm.and(page.locator('[aria-busy="false"]')).waitFor();
      expect(await profileForm.getByTestId('mail-preview-days').inputValue()).toBe('2');
      expect(await profileForm.getByTestId('mail-result-time').inputValue()).toBe('09:15');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
