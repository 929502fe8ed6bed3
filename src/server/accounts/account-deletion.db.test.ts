import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import * as schema from '#server/db/schema.ts';
import { workspaceStoragePrefixes } from '#server/accounts/account-deletion.service.ts';
import { requestMagicLink, signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

const t = signedInServer({ anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch' });

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Gives a user one row in every user-owned table and files in every folder. */
async function fillAccount(userId: string) {
  const db = t.server.ctx.database.db;
  const storage = t.server.ctx.storage;
  await setTestTier(db, userId, 'pro');
  await db.insert(schema.userTeamSlots).values({
    workspaceId: userId,
    sport: 'unihockey',
    clubId: '1',
    teamId: '2',
    teamName: 'UHC Thun',
  });
  await db
    .insert(schema.templates)
    .values({ workspaceId: userId, name: 'Matchday', svgConfig: { elements: [] } });
  await db.insert(schema.userLogos).values({
    workspaceId: userId,
    name: 'Sponsor',
    logoType: 'sponsor',
    filePath: `logos/${userId}/1.png`,
    fileUrl: `/api/files/logos/${userId}/1.png`,
  });
  await db.insert(schema.backgroundImages).values({
    workspaceId: userId,
    name: '1.jpg',
    filePath: `backgrounds/${userId}/1.jpg`,
    thumbnailPath: `thumbnails/${userId}/1.jpg`,
    contentType: 'image/jpeg',
    sizeBytes: 8,
    width: 1080,
    height: 1350,
  });
  await db.insert(schema.clubApiKeys).values({
    workspaceId: userId,
    sport: 'handball',
    clubId: '140',
    ciphertext: 'x',
    lastFour: 'abcd',
  });
  await db
    .insert(schema.twoFactors)
    .values({ id: `tf-${userId}`, userId, secret: 's', backupCodes: 'b' });
  await db.insert(schema.mfaRecoveryCodes).values({ userId, codeHashes: ['h1', 'h2'] });
  await db.insert(schema.teamSlotUndos).values({ workspaceId: userId });
  await storage.put(`logos/${userId}/1.png`, png, 'image/png');
  await storage.put(`backgrounds/${userId}/1.jpg`, png, 'image/jpeg');
  await storage.put(`thumbnails/${userId}/1.jpg`, png, 'image/jpeg');
}

/**
 * Every table that holds a user's rows, with the column naming the user, or naming their
 * personal workspace, whose id is the user's id.
 */
const ownedTables: [string, string][] = [
  ['users', 'id'],
  ['sessions', 'user_id'],
  ['accounts', 'user_id'],
  ['profiles', 'id'],
  ['user_roles', 'user_id'],
  ['workspaces', 'id'],
  ['workspace_members', 'user_id'],
  ['subscriptions', 'workspace_id'],
  ['user_team_slots', 'workspace_id'],
  ['templates', 'workspace_id'],
  ['user_logos', 'workspace_id'],
  ['background_images', 'workspace_id'],
  ['club_api_keys', 'workspace_id'],
  ['two_factors', 'user_id'],
  ['mfa_recovery_codes', 'user_id'],
  ['team_slot_undos', 'workspace_id'],
  ['passkeys', 'user_id'],
];

async function countRows(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of ownedTables) {
    const [row] = await t.server.ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`${sql.identifier(table)}`)
      .where(sql`${sql.identifier(column)} = ${userId}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

async function countFiles(userId: string): Promise<number> {
  let files = 0;
  for (const prefix of workspaceStoragePrefixes(userId))
    files += (await t.server.ctx.storage.list(prefix)).length;
  return files;
}

function deleteRequest(session: TestSession, confirmation: string, language?: string) {
  return fetch(`${t.server.url}/api/account/delete`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      origin: t.server.url,
      'content-type': 'application/json',
      ...(language ? { 'x-language': language } : {}),
    },
    body: JSON.stringify({ confirmation }),
  });
}

describe('account deletion', () => {
  it("refuses anything but the word of the caller's language (or DELETE) and keeps everything", async () => {
    await fillAccount(t.anna.userId);
    const before = await countRows(t.anna.userId);
    const refused: [string, string | undefined, string][] = [
      [
        'löschen',
        undefined,
        "Bestätigung fehlgeschlagen: Bitte gib 'LÖSCHEN' ein, um fortzufahren.",
      ],
      ['LÖSCHEN ', 'de', "Bestätigung fehlgeschlagen: Bitte gib 'LÖSCHEN' ein, um fortzufahren."],
      ['delete', 'en', "Confirmation failed: please type 'DELETE' to continue."],
      ['LÖSCHEN', 'fr', "Échec de la confirmation : tape 'SUPPRIMER' pour continuer."],
      ['SUPPRIMER', 'it', "Conferma non riuscita: digita 'ELIMINA' per continuare."],
    ];
    for (const [typed, language, message] of refused) {
      const response = await deleteRequest(t.anna, typed, language);
      expect(response.status, typed).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'CONFIRMATION_FAILED', message },
      });
    }
    expect(await countRows(t.anna.userId)).toEqual(before);
    expect(await countFiles(t.anna.userId)).toBe(3);
  });

  it.each([
    ['LÖSCHEN', 'de'],
    ['SUPPRIMER', 'fr-CH'],
    ['ELIMINA', 'it'],
    ['DELETE', 'en'],
    ['DELETE', 'fr'],
  ])('deletes the account confirmed with %s in %s', async (word, language) => {
    const email = `loescht-${language}-${word.length}@club.ch`;
    const session = await signInTestUser(t.server.url, t.server.outboxDir, email);
    const response = await deleteRequest(session, word, language);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    const left = await t.server.ctx.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.id, session.userId));
    expect(left).toEqual([]);
  });

  it('deletes every row and every file of the user, ends all sessions, and leaves others alone', async () => {
    await fillAccount(t.ben.userId);
    const second = await signInTestUser(t.server.url, t.server.outboxDir, 'anna@uhc-thun.ch');
    const before = await countRows(t.anna.userId);
    // Magic-link users have no credential account row, and no passkey was added here.
    const { accounts: _accounts, passkeys: _passkeys, ...owned } = before;
    expect(Object.entries(owned).filter(([, n]) => n < 1)).toEqual([]);
    expect(before.sessions).toBe(2);
    await requestMagicLink(t.server.url, 'anna@uhc-thun.ch');

    const response = await deleteRequest(t.anna, 'DELETE');
    expect(response.status).toBe(200);
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith('matchpost.session_token=;')),
    ).toBe(true);

    const after = await countRows(t.anna.userId);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await countFiles(t.anna.userId)).toBe(0);
    const pending = await t.server.ctx.database.db
      .select({ n: count() })
      .from(schema.verifications)
      .where(sql`(${schema.verifications.value})::jsonb ->> 'email' = 'anna@uhc-thun.ch'`);
    expect(pending[0]?.n).toBe(0);
    for (const session of [t.anna, second]) {
      const profile = await fetch(`${t.server.url}/api/profile`, {
        headers: { cookie: session.cookie },
      });
      expect(profile.status).toBe(401);
    }
    const { accounts: _a, passkeys: _p, ...benRows } = await countRows(t.ben.userId);
    expect(Object.entries(benRows).filter(([, n]) => n < 1)).toEqual([]);
    expect(await countFiles(t.ben.userId)).toBe(3);
  });

  it('lets the address sign up again afresh', async () => {
    const again = await signInTestUser(t.server.url, t.server.outboxDir, 'anna@uhc-thun.ch');
    expect(again.userId).not.toBe(t.anna.userId);
    const rows = await countRows(again.userId);
    expect(rows).toMatchObject({ templates: 0, user_team_slots: 0, profiles: 1, user_roles: 1 });
  });
});
