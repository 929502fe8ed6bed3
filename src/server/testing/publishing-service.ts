import { createJobQueue, type JobQueue } from '#server/game-day-mails/job-queue.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { createChannelRepository } from '#server/publishing/channel.repository.ts';
import { createGameDayPublishingRepository } from '#server/publishing/game-day-publishing.repository.ts';
import { createPublicationRepository } from '#server/publishing/publication.repository.ts';
import { createPublishing, type Publishing } from '#server/publishing/publishing-services.ts';
import type { TestServer } from '#server/testing/test-server.ts';

export type TestPublishing = Publishing & { queue: JobQueue };

/**
 * Publishing of a test server as the composition root builds it (`createPublishing`), on a clock the test moves, with
 * a job queue on the run's database that polls, retries and gives up quickly, calls to Meta that
 * give up after `timeoutMs`, and a scheduler round every 200 ms. Not started: the test starts
 * `runner` and stops it after.
 */
export function testPublishing(
  server: TestServer,
  { now, timeoutMs = 1500 }: { now: () => Date; timeoutMs?: number },
): TestPublishing {
  const services = server.ctx.services;
  const db = server.ctx.database.db;
  const queue = createJobQueue({
    database: server.ctx.database,
    logger: silentLogger,
    options: {
      leaseSeconds: 30,
      retryDelaySeconds: 1,
      retryLimit: 3,
      pollSeconds: 0.2,
      maintenanceSeconds: 1,
    },
    observe: (name, outcome, seconds) => services.metrics.observeJob(name, outcome, seconds),
  });
  const publishing = createPublishing({
    channelRows: createChannelRepository(db),
    publicationRows: createPublicationRepository(db),
    gameDayRows: createGameDayPublishingRepository(db),
    sports: services.sportsData,
    entitlements: services.entitlements,
    exports: services.exports,
    sponsorPosts: services.sponsorRotation,
    storage: server.ctx.storage,
    queue,
    mailer: server.ctx.mailer,
    config: server.ctx.config.publishing,
    appUrl: server.url,
    appSecret: server.ctx.config.appSecret,
    logger: silentLogger,
    tickMs: 200,
    count: (state) => services.metrics.countPublication(state),
    timeoutMs,
    timing: { statusPollMs: 50, statusPolls: 40, doubtMs: 60_000, videoPollMs: 100 },
    now,
  });
  return { queue, ...publishing };
}

/** What came back to the app at the end of an OAuth dance: the page and its parameters. */
export interface ConnectResult {
  /** Where the callback sent the browser (the channels page with `connected` or `error`). */
  location: URL;
  /** The callback URL Meta sent the browser to (to replay it). */
  callback: string;
}

/**
 * Connects a channel as a person does in the browser: the app's connect route (with the
 * session's cookie) redirects to Meta's authorisation page, the person presses 'Zulassen'
 * (`decision: 'deny'` for 'Ablehnen'), Meta redirects to the app's callback, which stores the
 * channel and redirects to the profile. Every hop is real HTTP.
 */
export async function connectChannel(
  appUrl: string,
  cookie: string,
  platform: 'instagram' | 'facebook',
  decision: 'allow' | 'deny' = 'allow',
): Promise<ConnectResult> {
  const connect = await fetch(`${appUrl}/api/publishing/${platform}/connect`, {
    headers: { cookie },
    redirect: 'manual',
  });
  const authorize = new URL(connect.headers.get('location') ?? '', appUrl);
  if (authorize.origin === new URL(appUrl).origin && authorize.pathname === '/profile/channels') {
    return { location: authorize, callback: '' };
  }
  const pageResponse = await fetch(authorize);
  if (pageResponse.status !== 200) throw new Error(`authorisation page: ${pageResponse.status}`);
  const html = await pageResponse.text();
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    ]),
  );
  const decided = await fetch(new URL(action, authorize), {
    method: 'POST',
    body: new URLSearchParams({ ...hidden, decision }),
    redirect: 'manual',
  });
  const callback = decided.headers.get('location') ?? '';
  return { location: await callbackOnce(appUrl, cookie, callback), callback };
}

/** The app's callback as the browser opens it; where it sends the browser on. */
export async function callbackOnce(appUrl: string, cookie: string, callback: string): Promise<URL> {
  const response = await fetch(callback, { headers: { cookie }, redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '', appUrl);
}
