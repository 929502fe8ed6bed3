import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMetaDouble } from '#server/testing/meta-double.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
import { parseEml, type ParsedMail } from '#server/testing/parse-eml.ts';
import {
  connectChannel,
  testPublishing,
  type TestPublishing,
} from '#server/testing/publishing-service.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';
import type { Channel, Publication } from '#shared/publishing/publication.schema.ts';

/**
 * The mail of a failed publication and its one-click retry (ADR 059), over real HTTP: the
 * publishing job on the job queue fails a target at the Meta double, the failure mail's job
 * writes the mail to the outbox in the reader's language, and the signed link in it, followed
 * without a session, shows what it retries (GET) and retries once (POST). The app's clock and
 * the double's are the one the test moves.
 */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const ACCOUNT = '17841400000000001';

const double = useMetaDouble({ now });

const t = signedInServer({ anna: 'anna@uhc-thun.ch' }, () => double.env(), undefined, {
  publishingClock: now,
});

let publishing: TestPublishing;
let post: () => Record<string, unknown>;
let instagram: Channel;
let facebook: Channel;

async function channelsOf(session: TestSession): Promise<Channel[]> {
  return (await (await t.call(session, 'GET', '/api/publishing/channels')).json()) as Channel[];
}

beforeAll(async () => {
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
  // Anna reads the app, and so her mails, in French.
  const language = await t.call(t.anna, 'PATCH', '/api/profile', { language: 'fr' });
  expect(language.status).toBe(200);
  const game = await firstGameExport(t.server);
  post = () => ({ ...game(), format: '4:5' });
  await connectChannel(t.server.url, t.anna.cookie, 'instagram');
  await connectChannel(t.server.url, t.anna.cookie, 'facebook');
  const channels = await channelsOf(t.anna);
  instagram = channels.find((c) => c.platform === 'instagram')!;
  facebook = channels.find((c) => c.platform === 'facebook')!;
  publishing = testPublishing(t.server, { now });
  await publishing.runner.start();
}, 60_000);

afterAll(async () => {
  await publishing?.runner.stop();
});

async function publish(body: Record<string, unknown>): Promise<string> {
  const response = await t.call(t.anna, 'POST', '/api/publications', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function settled(id: string): Promise<Publication> {
  return until(
    async () =>
      (await (await t.call(t.anna, 'GET', `/api/publications/${id}`)).json()) as Publication,
    (p) => p.state === 'published' || p.state === 'failed' || p.state === 'cancelled',
  );
}

/** The mails in the outbox whose text names `caption`. */
async function mailsAbout(caption: string): Promise<ParsedMail[]> {
  const files = (await readdir(t.server.outboxDir)).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(
    files.map(async (f) => parseEml(await readFile(path.join(t.server.outboxDir, f)))),
  );
  return mails.filter((mail) => mail.text.includes(caption));
}

const retryLinkOf = (mail: ParsedMail) =>
  /https?:\/\/\S+\/api\/publication-retry\?\S+/.exec(mail.text)?.[0] ?? null;

/** Follows a mailed link as a mail program's browser does: no cookie, no Origin. */
async function follow(link: string, method: 'GET' | 'POST' = 'GET') {
  const response = await fetch(link, { method, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, code: /data-code="([A-Z_]+)"/.exec(html)?.[1] ?? null };
}

let quotaLink = '';

describe('a publication that fails', () => {
  it("mails the member who made it once, in her language, and the mail's link retries it once", async () => {
    const caption = 'Quota plein ce soir';
    const used = double.published.filter((m) => m.platform === 'instagram').length;
    double.publishElsewhere(ACCOUNT, 100 - used);
    const id = await publish({
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption,
    });
    expect((await settled(id)).state).toBe('failed');

    const [mail] = await until(
      () => mailsAbout(caption),
      (mails) => mails.length > 0,
    );
    expect(mail!.to).toBe(t.anna.email);
    expect(mail!.subject).toBe(`Publication non publiée sur «\u202fmatchpost.demo\u202f»`);
    expect(mail!.text).toContain(errorMessages.PUBLISHING_QUOTA_REACHED({ total: 100 }).fr);
    expect(mail!.html).toContain('Réessayer');
    quotaLink = retryLinkOf(mail!)!;
    expect(quotaLink).not.toBeNull();

    // Opening the link (as a mail scanner does) retries nothing: it asks, in French.
    const asked = await follow(quotaLink);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('<html lang="fr"');
    expect(asked.html).toContain('<form method="post"');
    expect(asked.html).toContain('matchpost.demo');
    expect((await settled(id)).state).toBe('failed');

    // A day later the quota is free again; the button retries, and the post goes out once.
    offsetMs = 25 * 3_600_000;
    try {
      const pressed = await follow(quotaLink, 'POST');
      expect(pressed.status).toBe(200);
      expect(pressed.html).toContain('Nouvel essai en cours');
      expect((await settled(id)).state).toBe('published');
      expect(double.published.filter((m) => m.caption === caption)).toHaveLength(1);
      // Pressed again (or in another tab): nothing left to retry.
      const again = await follow(quotaLink, 'POST');
      expect([again.status, again.code]).toEqual([409, 'PUBLICATION_NOT_RETRYABLE']);
      expect(again.html).toContain(errorMessages.PUBLICATION_NOT_RETRYABLE.fr);
      expect(double.published.filter((m) => m.caption === caption)).toHaveLength(1);
    } finally {
      offsetMs = 0;
      for (let i = double.published.length - 1; i >= 0; i -= 1) {
        if (double.published[i]!.caption === 'elsewhere') double.published.splice(i, 1);
      }
    }
    // One failure, one mail.
    expect(await mailsAbout(caption)).toHaveLength(1);
  });

  it('refuses a forged link (400) and one past its seven days (410), with the catalogue text', async () => {
    expect(quotaLink).not.toBe('');
    const forged = new URL(quotaLink);
    forged.searchParams.set('round', '7');
    for (const method of ['GET', 'POST'] as const) {
      const answer = await follow(forged.toString(), method);
      expect([answer.status, answer.code]).toEqual([400, 'PUBLICATION_RETRY_LINK_INVALID']);
    }
    const garbage = await follow(`${t.server.url}/api/publication-retry?target=x&sig=y`, 'POST');
    expect([garbage.status, garbage.code]).toEqual([400, 'PUBLICATION_RETRY_LINK_INVALID']);
    offsetMs = 8 * 24 * 3_600_000;
    try {
      const expired = await follow(quotaLink, 'POST');
      expect([expired.status, expired.code]).toEqual([410, 'PUBLICATION_RETRY_LINK_EXPIRED']);
      expect(expired.html).toContain(errorMessages.PUBLICATION_RETRY_LINK_EXPIRED.fr);
    } finally {
      offsetMs = 0;
    }
  });

  it('leaves a revoked token to its reconnect mail, and mails a disconnected channel with a link to the posts', async () => {
    // The token refused: the channel's reconnect mail says it; no failure mail besides.
    const revokedCaption = 'Jeton révoqué';
    double.revoke(ACCOUNT);
    const revoked = await publish({
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption: revokedCaption,
    });
    expect((await settled(revoked)).channels[0]!.error!.code).toBe('PUBLISHING_RECONNECT_NEEDED');

    // Planned for the Page, which is then disconnected: it fails when its time comes.
    const goneCaption = 'Page déconnectée';
    const at = new Date(now().getTime() + 3_600_000);
    const gone = await publish({
      channelIds: [facebook.id],
      kind: 'feed',
      posts: [post()],
      caption: goneCaption,
      publishAt: at.toISOString(),
    });
    const removed = await t.call(t.anna, 'DELETE', `/api/publishing/channels/${facebook.id}`);
    expect(removed.status).toBe(204);
    offsetMs = 3_600_000 + 60_000;
    try {
      expect((await settled(gone)).channels[0]!.error!.code).toBe('PUBLISHING_CHANNEL_GONE');
      const [mail] = await until(
        () => mailsAbout(goneCaption),
        (mails) => mails.length > 0,
      );
      expect(mail!.text).toContain(errorMessages.PUBLISHING_CHANNEL_GONE.fr);
      // A retry would not mend it: the mail leads to the posts, with no retry link.
      expect(retryLinkOf(mail!)).toBeNull();
      expect(mail!.text).toContain(`${t.server.url}/publications`);
    } finally {
      offsetMs = 0;
    }
    // The failure mail of the revoked token would have been queued before the later one.
    expect(await mailsAbout(revokedCaption)).toEqual([]);
  });
});
