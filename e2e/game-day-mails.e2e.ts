import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, userTeamSlots } from '#server/db/schema.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';
import { createTeamSlotRepository } from '#server/team-slots/team-slot.repository.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { parseEml } from '#server/testing/parse-eml.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { swissTime } from '#shared/sports/swiss-time.ts';
import type { TestApp } from './support/app.ts';
import { openPage, phone, phoneAndDesktop } from './support/browser.ts';
import { withAppAndBrowser } from './support/journey.ts';
import { sessionCookies } from './support/session.ts';
import { keepForLook, screenshot } from './support/screenshots.ts';

/**
 * Game-day mails as a person uses them (ADR 026): in the profile's 'Meine Teams' they turn on
 * the preview mail for a team that plays today at the minute it is now, and within a minute one
 * mail with the post attached is in the outbox; its unsubscribe link turns it off without
 * signing in. The app runs the scheduler and the job queue as in production, ticking every
 * second. That a mail waits for its time (and not a minute longer) is the scheduler's own test
 * with a clock of its own (`game-day-mails.db.test.ts`); a time in the next minute here would
 * only add the wait for the clock.
 */
let app: TestApp;
let browser: Browser;
let session: TestSession;
const team = demoCatalogs.unihockey.leagues[0]!.teams[0]!;

withAppAndBrowser((running) => ({ app, browser } = running), {
  env: { GAME_DAY_MAILS: 'on', GAME_DAY_MAIL_TICK_SECONDS: '1', JOB_POLL_SECONDS: '1' },
});

beforeAll(async () => {
  session = await signInTestUser(app.url, app.outboxDir, 'volunteer@uhc-demo.ch');
  await setTestTier(app.server.ctx.database.db, session.userId, 'pro');
  await createTeamSlotRepository(app.server.ctx.database.db).insert(
    session.userId,
    { sport: 'unihockey', clubId: team.clubId, teamId: team.id, teamName: team.name },
    new Date(),
  );
});

async function gameDayMails(): Promise<string[]> {
  const files = await readdir(app.outboxDir).catch(() => [] as string[]);
  return files.filter((file) => file.startsWith('mail-game-day-') && file.endsWith('.eml'));
}

/** One metric of the app's /api/metrics (open to this machine), summed over its labels. */
async function metric(name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${app.url}/api/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const rounds = () => metric('matchpost_game_day_mail_rounds_total');

/** Waits until the scheduler has finished `count` whole rounds from now, and the jobs they queued ran. */
async function schedulerRounds(count: number): Promise<void> {
  // The round finishing next may have started before now: it does not count.
  const from = (await rounds()) + 1;
  await expect
    .poll(rounds, { timeout: 60_000, interval: 250 })
    .toBeGreaterThanOrEqual(from + count);
  const queue = (state: string) => metric('matchpost_job_queue_jobs', `state="${state}"`);
  await expect
    .poll(async () => (await queue('depth')) + (await queue('running')), { timeout: 60_000 })
    .toBe(0);
}

describe('game-day mails', () => {
  it('sends the preview once its time has come, once, and the mail turns itself off without signing in', async () => {
    const { context, page, errors } = await openPage(browser, app.url, { viewport: phone });
    await context.addCookies(sessionCookies(session, app.url));
    await page.goto('/profile/teams');
    // The form is drawn anew once the stored settings arrive: what is set before is lost.
    const form = page.locator('[data-testid="team-mails"][aria-busy="false"]');
    await form.getByText('Vorschau per Mail').click();
    await form.getByTestId('mail-preview-days').selectOption('0');
    await form.getByTestId('mail-preview-time').fill(swissTime(new Date()));
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(() => page.locator('[data-sonner-toast]').filter({ hasText: 'gespeichert' }).count())
      .toBe(1);
    // Due at once: the next rounds of the scheduler claim it and the job queue sends it.
    await expect.poll(gameDayMails, { timeout: 60_000, interval: 250 }).toHaveLength(1);
    // Two more scheduler rounds, and the jobs they may have queued done: still one mail.
    await schedulerRounds(2);
    const [file] = await gameDayMails();
    expect(await gameDayMails()).toHaveLength(1);
    const raw = await readFile(path.join(app.outboxDir, file!), 'utf8');
    const mail = parseEml(raw);
    expect(mail.to).toContain('volunteer@uhc-demo.ch');
    expect(mail.subject).toContain(team.name);
    expect(raw).toMatch(/Content-Type: image\/png;\s+name=/);
    // The mail as a mail program shows it: its HTML with the attached picture, in Chromium.
    const picture = /Content-Type: image\/png;[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)![1]!;
    const html = mail.html!.replace(
      'cid:post',
      `data:image/png;base64,${picture.replace(/\s+/g, '')}`,
    );
    await keepForLook('mail.html', html);
    for (const [name, viewport] of phoneAndDesktop) {
      const view = await browser.newPage({ viewport });
      await view.setContent(html);
      await screenshot(view, `mail-${name}`, { fullPage: true });
      await view.close();
    }

    // The unsubscribe link, opened in a browser that is not signed in.
    const link = mail.headers.get('list-unsubscribe')!.slice(1, -1);
    const stranger = await openPage(browser, app.url, { viewport: phone });
    await stranger.page.goto(link);
    await stranger.page.getByRole('button', { name: 'Ausschalten' }).click();
    await expect.poll(() => stranger.page.getByText('ist ausgeschaltet').count()).toBe(1);
    await screenshot(stranger.page, 'unsubscribed');
    expect(stranger.errors).toEqual([]);
    await stranger.context.close();

    await page.reload();
    await expect.poll(() => page.getByTestId('mail-preview-on').isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows the settings at 375 and 1280 px, in four languages, light and dark', async () => {
    for (const [size, viewport] of phoneAndDesktop) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context, page, errors } = await openPage(browser, app.url, {
          viewport,
          colorScheme,
        });
        await context.addCookies(sessionCookies(session, app.url));
        for (const language of ['de', 'en', 'fr', 'it'] as const) {
          // The language the app keeps in local storage, there before the page's scripts run.
          // A context's init scripts run in the order they were added: the last one's wins.
          await context.addInitScript(
            (value) => window.localStorage.setItem('matchpost-language', value),
            language,
          );
          await page.goto('/profile/teams');
          // The form is drawn anew once the stored settings arrive: wait for that one.
          const form = page.locator('[data-testid="team-mails"][aria-busy="false"]');
          await form.waitFor();
          await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
          await form.scrollIntoViewIfNeeded();
          await screenshot(page, `settings-${size}-${colorScheme}-${language}`, { fullPage: true });
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  }, 180_000);

  it('shows the unsubscribe pages as the app shows its public pages, in the account language, light and dark, 375 and 1280 px', async () => {
    // The account speaks French; the browser that opens the link asks for German.
    const db = app.server.ctx.database.db;
    await db.update(profiles).set({ language: 'fr' }).where(eq(profiles.id, session.userId));
    const [slot] = await db
      .select({ id: userTeamSlots.id })
      .from(userTeamSlots)
      .where(eq(userTeamSlots.workspaceId, session.userId));
    const link = await app.server.ctx.services.gameDayMails.unsubscribeUrl(
      slot!.id,
      session.userId,
      'result',
    );
    try {
      for (const [size, viewport] of phoneAndDesktop) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const { context, page, errors } = await openPage(browser, app.url, {
            viewport,
            colorScheme,
          });
          await page.goto(link);
          await page.getByRole('heading', { name: 'Se désabonner' }).waitFor();
          await screenshot(page, `unsubscribe-${size}-${colorScheme}`);
          await page.getByRole('button', { name: 'Désactiver' }).click();
          await page.getByRole('heading', { name: 'Désactivé' }).waitFor();
          await screenshot(page, `unsubscribed-${size}-${colorScheme}`);
          await page.goto(link.replace(/sig=[^&]+/, 'sig=AAAA'));
          await page.getByRole('heading', { name: 'Link ungültig' }).waitFor();
          await screenshot(page, `unsubscribe-invalid-${size}-${colorScheme}`);
          expect(
            errors.filter(
              (e) =>
                !e.includes('400 GET /api/game-day-mails/unsubscribe') &&
                !(e.includes('status of 400') && e.includes('sig=AAAA')),
            ),
          ).toEqual([]);
          await context.close();
        }
      }
    } finally {
      await db.update(profiles).set({ language: 'de' }).where(eq(profiles.id, session.userId));
    }
  }, 120_000);
});
