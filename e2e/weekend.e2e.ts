import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZipEntryReader } from '#shared/exports/zip-entries.ts';
import { hasResult, sports, type Game, type Sport } from '#shared/sports/sports.ts';
import { gameInWindow } from '#shared/weekend/weekend.schema.ts';
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
 * The weekend screen as a volunteer uses it: three saved teams, last weekend's results, one ZIP
 * with the overview and a post per team in carousel order, the share sheet handed every file,
 * and one caption with every game. It also draws the screen at 375 and 1280 px, light and dark,
 * in four languages, with its title in its place (screenshots in SCREENSHOTS_DIR, when set).
 */
let app: TestApp;
let browser: Browser;

interface Pick {
  sport: Sport;
  clubId: string;
  teamId: string;
  teamName: string;
  games: Game[];
}

/** Saturday and Sunday before this week's (as the screen's 'Letztes Wochenende'). */
function lastWeekend(today = new Date()) {
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const saturday = new Date(today);
  const day = today.getDay();
  saturday.setDate(today.getDate() + (day === 0 ? -1 : 6 - day) - 7);
  const sunday = new Date(saturday);
  sunday.setDate(saturday.getDate() + 1);
  return { from: iso(saturday), to: iso(sunday) };
}

/** Two days ending `daysBack` days before last weekend's Sunday. */
function twoDaysBefore(daysBack: number) {
  const { to } = lastWeekend();
  const end = new Date(`${to}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() - daysBack);
  const start = new Date(end);
  start.setUTCDate(end.getUTCDate() - 1);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/**
 * Three teams of one sport, each with a result in one window: last weekend when the demo data
 * has one there; the demo data is dated around the Swiss today, so on some days its games fall
 * on weekdays only, and then the closest two days before with three results are typed in.
 */
async function threeTeams(): Promise<{ picks: Pick[]; chosen: WeekendWindow }> {
  const data = app.server.ctx.sports;
  for (let daysBack = 0; daysBack < 28; daysBack++) {
    const { from, to } = twoDaysBefore(daysBack);
    for (const sport of sports) {
      const picks: Pick[] = [];
      for (const club of await data.clubs(sport)) {
        for (const team of await data.teams(sport, club.id)) {
          const games = (await data.games(sport, team.id, club.id)).filter(
            (g) => gameInWindow(g, from, to) && hasResult(g),
          );
          if (games.length > 0 && picks.length < 3) {
            picks.push({ sport, clubId: club.id, teamId: team.id, teamName: team.name, games });
          }
        }
      }
      if (picks.length === 3) return { picks, chosen: { from, to, last: daysBack === 0 } };
    }
  }
  throw new Error('the demo data has no two days with three results');
}

interface WeekendWindow {
  from: string;
  to: string;
  /** The screen's 'Letztes Wochenende'; otherwise the two dates are typed in. */
  last: boolean;
}

let teams: Pick[];
let chosen: WeekendWindow;

withAppAndBrowser((running) => ({ app, browser } = running));

beforeAll(async () => {
  ({ picks: teams, chosen } = await threeTeams());
}, 180_000);

let users = 0;

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
      userId: session.userId,
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
      userId,
      name: `Clublook ${modes.join(' ')}`,
      supportedGames: 1,
      format: '1:1',
      svgConfig: clubLook(modes),
    })
    .returning({ id: templates.id });
  await db
    .update(userTeamSlots)
    .set({ postTemplateId: template!.id, postTheme: null, postFormat: '1:1' })
    .where(and(eq(userTeamSlots.userId, userId), eq(userTeamSlots.teamId, team.teamId)));
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
  labels = {
    last: 'Letztes Wochenende',
    results: 'Resultate',
    dates: 'Zwei Daten',
    from: 'Von',
    to: 'Bis',
  },
) {
  await page.goto('/weekend');
  if (chosen.last) {
    await page.getByRole('button', { name: labels.last }).click();
  } else {
    await page.getByRole('button', { name: labels.dates }).click();
    await page.getByLabel(labels.from, { exact: true }).fill(chosen.from);
    await page.getByLabel(labels.to, { exact: true }).fill(chosen.to);
  }
  await page.getByRole('button', { name: labels.results }).click();
}

describe('the weekend screen', () => {
  it("makes last weekend's results: a ZIP in order, the share sheet, one caption", async () => {
    const { context, page, errors } = await openPage(browser, app.url);
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
      await lastWeekendResults(page);
      const allGames = teams.flatMap((t) => t.games);
      await page.getByRole('heading', { name: '4 Posts' }).waitFor();
      // Every game listed and chosen.
      const boxes = page.getByRole('checkbox');
      expect(await boxes.count()).toBe(allGames.length);
      for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);

      // The overview's preview lists every game of its club.
      const overview = page.getByRole('img', { name: 'Spieltag-Übersicht' });
      const overviewText = (await overview.textContent())?.toLowerCase() ?? '';
      for (const game of teams[0]!.games.concat(teams[1]!.games)) {
        const opponent =
          game.teamHome === teams[0]!.teamName || game.teamHome === teams[1]!.teamName
            ? game.teamAway
            : game.teamHome;
        expect(overviewText).toContain(opponent.toLowerCase().slice(0, 10));
      }

      const [download] = await Promise.all([
        // The ZIP comes whole once its last image is made: four posts on a busy machine.
        page.waitForEvent('download', { timeout: 120_000 }),
        page.getByRole('button', { name: 'Alle herunterladen' }).click(),
      ]);
      await page.getByRole('status').filter({ hasText: '4 von 4' }).waitFor();
      const zip = await readFile((await download.path())!);
      const entries = new ZipEntryReader().push(new Uint8Array(zip));
      expect(entries.map((e) => e.name)).toEqual([
        expect.stringMatching(/^01-wochenende-\d{4}-\d{2}-\d{2}\.png$/),
        expect.stringMatching(/^02-.+-\d{4}-\d{2}-\d{2}\.png$/),
        expect.stringMatching(/^03-.+-\d{4}-\d{2}-\d{2}\.png$/),
        expect.stringMatching(/^04-.+-\d{4}-\d{2}-\d{2}\.png$/),
      ]);
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

      // One caption with every game.
      const caption = await page.getByRole('textbox', { name: 'Text zum Post' }).inputValue();
      for (const game of allGames) {
        expect(caption).toContain(`${game.teamHome.trim()} – ${game.teamAway.trim()}`);
      }
      expect(shared.text).toBe(caption);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

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
        },
      },
    ] as const;
    for (const shot of cases) {
      const { context, page } = await openPage(browser, app.url, {
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
    const { context, page, errors } = await openPage(browser, app.url);
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
      await page.getByRole('heading', { name: '4 Posts' }).waitFor();

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
      await page.getByRole('status').filter({ hasText: '4 von 4' }).waitFor();
      // The third team's post is named with its reason; the other three came.
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
      expect(images).toHaveLength(3);
      expect(images[0]!.name).toMatch(/^01-wochenende-\d{4}-\d{2}-\d{2}\.jpg$/);
      for (const image of images) expect(image.name).toMatch(/\.jpg$/);
      const sizes = [];
      for (const image of images) {
        const meta = await sharp(Buffer.from(image.bytes)).metadata();
        expect(meta.format).toBe('jpeg');
        sizes.push(`${meta.width}x${meta.height}`);
      }
      // The overview and the themed post at 4:5, the template's post square; all at 1x.
      expect(sizes.sort()).toEqual(['1080x1080', '1080x1350', '1080x1350']);
      expect(entries.at(-1)!.name).toBe('errors.txt');
      expect(new TextDecoder().decode(entries.at(-1)!.bytes)).toContain('TEMPLATE_WRONG_POST_MODE');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('stops making the images when the person cancels: the count stays, nothing more is made', async () => {
    const { context, page, errors } = await openPage(browser, app.url);
    try {
      await signedIn(page, context);
      await lastWeekendResults(page);
      await page.getByRole('heading', { name: '4 Posts' }).waitFor();
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
      await page.getByRole('status').filter({ hasText: '0 von 4' }).waitFor();
      await page.getByRole('button', { name: 'Abbrechen' }).click();
      const stopped = page
        .getByRole('status')
        .filter({ hasText: /^Abgebrochen: 0 von 4 gemacht$/ });
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
    const { context, page, errors } = await openPage(browser, app.url, { viewport: phone });
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
        .where(and(eq(userTeamSlots.userId, user), eq(userTeamSlots.teamId, teams[0]!.teamId)));
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
