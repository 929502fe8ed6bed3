import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipEntryReader } from '#shared/exports/zip-entries.ts';
import { hasResult, sports, type Game, type Sport } from '#shared/sports/sports.ts';
import { gameInWindow } from '#shared/weekend/weekend.schema.ts';
import { userTeamSlots } from '#server/db/schema.ts';
import { signInTestUser } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { launchBrowser, openPage, phone, desktop } from './support/browser.ts';
import { sessionCookies } from './support/session.ts';

/**
 * The weekend screen as a volunteer uses it: three saved teams, last weekend's results, one ZIP
 * with the overview and a post per team in carousel order, the share sheet handed every file,
 * and one caption with every game. It also leaves screenshots of the screen at 375 and 1280 px,
 * light and dark, in four languages (in SCREENSHOTS_DIR, or a folder under the system's temp).
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

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  ({ picks: teams, chosen } = await threeTeams());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

let users = 0;

async function signedIn(page: Page, context: Awaited<ReturnType<typeof openPage>>['context']) {
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
  await context.addCookies(sessionCookies(session, app.url));
  return page;
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

  it('leaves screenshots at 375 and 1280 px, light and dark', async () => {
    const shots = process.env.SCREENSHOTS_DIR ?? path.join(tmpdir(), 'matchpost-weekend');
    await mkdir(shots, { recursive: true });
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
      await page.screenshot({
        path: path.join(
          shots,
          `weekend-${shot.viewport.width}-${shot.colorScheme}-${shot.language}.png`,
        ),
        fullPage: true,
      });
      await context.close();
    }
  }, 240_000);
});
