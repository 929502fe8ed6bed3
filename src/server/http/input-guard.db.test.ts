import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiCall } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/**
 * Input an outside probe sent that surfaced as 500s or was stored as sent: a NUL in any text,
 * a malformed percent-encoding, an address too long for mail, an 11 MB name and a script URL
 * as the user's image. Each is refused with 400 and a stable code; nothing is stored.
 */

const t = signedInServer({ session: 'probe@club.ch' });

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

const call = (method: string, path: string, body?: unknown) =>
  apiCall(t.server.url, t.session, method, path, body);

describe('a NUL character in stored text', () => {
  const nul = 'FC\u0000Basel';
  it.each([
    ['profile names', 'PATCH', '/api/profile', { firstName: nul }],
    [
      'the last selection',
      'PUT',
      '/api/profile/last-selection',
      { sport: 'unihockey', clubId: nul, teamId: '1' },
    ],
    [
      'team slot ids',
      'POST',
      '/api/team-slots',
      { sport: 'unihockey', clubId: '1', teamId: nul, teamName: 'A' },
    ],
    ['MFA factor names', 'POST', '/api/mfa/factors', { factor_type: 'totp', friendly_name: nul }],
    ['the auth library', 'POST', '/api/auth/update-user', { name: nul }],
  ])('in %s is refused with 400', async (_what, method, path, body) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('TEXT_CONTROL_CHARACTER');
  });

  it('in a path or query is refused with 400', async () => {
    const slot = await call('GET', '/api/team-slots/can-change?sport=unihockey&teamId=a%00b');
    expect(slot.status).toBe(400);
    expect((await call('DELETE', '/api/mfa/factors/a%00b')).status).toBe(400);
  });

  it('leaves the profile as it was', async () => {
    const profile = (await (await call('GET', '/api/profile')).json()) as { firstName: unknown };
    expect(profile.firstName).toBeNull();
  });

  it('an escaped backslash before u0000 is ordinary text', async () => {
    const response = await call('PATCH', '/api/profile', { firstName: 'a\\u0000b' });
    expect(response.status).toBe(200);
  });
});

describe('a malformed percent-encoding in a path', () => {
  it.each(['/api/mfa/factors/%ZZ', '/api/team-slots/%E0%A4%A', '/api/backgrounds/%'])(
    '%s answers 400, not 500',
    async (path) => {
      const response = await call('DELETE', path);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('BAD_REQUEST');
    },
  );
});

describe('the sign-in address', () => {
  const request = (email: string) =>
    apiCall(t.server.url, null, 'POST', '/api/auth/sign-in/magic-link', { email });

  it('longer than 254 characters is refused with 400, and no mail goes out', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(187)}.ch`;
    expect(long).toHaveLength(255);
    const mailsBefore = (await readdir(t.server.outboxDir)).length;
    const response = await request(long);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('EMAIL_INVALID');
    const far = await request(`${'a'.repeat(5000)}@club.ch`);
    expect(far.status).toBe(400);
    expect(await readdir(t.server.outboxDir)).toHaveLength(mailsBefore);
  });

  it('of 254 characters is accepted', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ch`;
    expect(longest).toHaveLength(254);
    expect((await request(longest)).status).toBe(200);
  });
});

describe("the auth library's update-user", () => {
  it('refuses an 11 MB name', async () => {
    const response = await call('POST', '/api/auth/update-user', {
      name: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('USER_NAME_INVALID');
  });

  it('refuses a javascript: or data: image URL and keeps a proper one', async () => {
    for (const image of [
      'javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'http://x.ch/a.png',
    ]) {
      const response = await call('POST', '/api/auth/update-user', { image });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('USER_IMAGE_INVALID');
    }
    const ok = await call('POST', '/api/auth/update-user', {
      name: 'Anna Muster',
      image: 'https://club.ch/anna.png',
    });
    expect(ok.status).toBe(200);
  });
});
