import { describe, expect, it } from 'vitest';
import { expectRefusal, healthOf } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';

/**
 * PUBLISHING=off (production without Meta's app credentials): publishing is not offered, says
 * so on /api/health and answers every route with the catalogue's text, and no double is mounted.
 */
const t = signedInServer({ anna: 'anna@uhc-thun.ch' }, { PUBLISHING: 'off' });

const off = { code: 'PUBLISHING_OFF', message: errorMessages.PUBLISHING_OFF.en };

describe('PUBLISHING=off', () => {
  it('says so on /api/health', async () => {
    expect((await healthOf(t.server.url)).publishing).toBe('off');
  });

  it('refuses the channels, connecting and publishing, even on a plan with publishing', async () => {
    await setTestTier(t.server.ctx.database.db, t.anna.userId, 'premium');
    const english = { 'x-language': 'en' };
    await expectRefusal(
      await t.call(t.anna, 'GET', '/api/publishing/channels', undefined, english),
      404,
      off,
    );
    await expectRefusal(
      await t.call(
        t.anna,
        'POST',
        '/api/publications',
        { channelIds: ['00000000-0000-4000-8000-000000000000'], kind: 'feed', posts: [{}] },
        english,
      ),
      404,
      off,
    );
    const connect = await fetch(`${t.server.url}/api/publishing/instagram/connect`, {
      headers: { cookie: t.anna.cookie },
      redirect: 'manual',
    });
    expect(connect.headers.get('location')).toBe('/profile/channels?error=PUBLISHING_OFF');
  });

  it('mounts no Meta double', async () => {
    const response = await fetch(`${t.server.url}/demo-meta/instagram/oauth/authorize`);
    expect(await response.text()).not.toContain('Matchpost Demo-Instagram');
  });
});
