import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/** The export bar's download choice (file type and size), remembered on the profile per user. */

const t = signedInServer({ lea: 'lea@hc-bienne.ch', max: 'max@hc-bienne.ch' });

const stored = async (userId: string) => {
  const [row] = await t.server.ctx.database.db
    .select({ fileType: profiles.exportFileType, scale: profiles.exportScale })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
};

describe('the download choice on the profile', () => {
  it('starts as PNG at 2x and keeps what the user picks, for that user only', async () => {
    const initial = await apiCall(t.server.url, t.lea, 'GET', '/api/profile');
    expect(await initial.json()).toMatchObject({ exportFileType: 'png', exportScale: 2 });
    const response = await apiCall(t.server.url, t.lea, 'PATCH', '/api/profile', {
      exportFileType: 'jpeg',
      exportScale: 1,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ exportFileType: 'jpeg', exportScale: 1 });
    expect(await stored(t.lea.userId)).toEqual({ fileType: 'jpeg', scale: 1 });
    // One field at a time leaves the other as it was.
    await apiCall(t.server.url, t.lea, 'PATCH', '/api/profile', { exportScale: 2 });
    expect(await stored(t.lea.userId)).toEqual({ fileType: 'jpeg', scale: 2 });
    const other = await apiCall(t.server.url, t.max, 'GET', '/api/profile');
    expect(await other.json()).toMatchObject({ exportFileType: 'png', exportScale: 2 });
  });

  it('refuses a file type or size the export does not make, in the caller’s language, and keeps the old one', async () => {
    await apiCall(t.server.url, t.lea, 'PATCH', '/api/profile', {
      exportFileType: 'png',
      exportScale: 2,
    });
    for (const body of [
      { exportFileType: 'gif' },
      { exportScale: 3 },
      { exportScale: '1' },
      { exportScale: 0.5 },
      { exportFileType: null },
    ]) {
      const response = await apiCall(t.server.url, t.lea, 'PATCH', '/api/profile', body, {
        'x-language': 'fr',
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: { code: string; message: string } };
      expect(answer.error.code).toBe('VALIDATION_FAILED');
      expect(answer.error.message).toBe('Saisie invalide');
    }
    expect(await stored(t.lea.userId)).toEqual({ fileType: 'png', scale: 2 });
  });
});
