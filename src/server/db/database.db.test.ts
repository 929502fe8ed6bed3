import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '#server/db/database.ts';
import { createPersonalWorkspace } from '#server/db/personal-workspace.ts';
import * as schema from '#server/db/schema.ts';
import { openEmptyTestDatabase, testDbKind } from '#server/testing/test-database.ts';
import { planLimits } from '#shared/plans.ts';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

let database: Database;
const scratch = mkdtempSync(path.join(tmpdir(), 'matchpost-migrations-'));

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const name = getTableConfig(table).name;
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

/** The migrations folder as the first release shipped it: only the first migration. */
function firstReleaseMigrations(): string {
  const folder = path.join(scratch, 'first-release');
  cpSync(migrationsFolder, folder, { recursive: true });
  const first = { ...journal, entries: journal.entries.slice(0, 1) };
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(first));
  return folder;
}

// One database for the file: migrated as an older release, given data, then upgraded, as a real
// installation is.
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  await database.migrate(firstReleaseMigrations());
  // Plain SQL with the first release's columns: the typed insert would name today's columns.
  await database.db.execute(
    sql`insert into users (id, email) values ('early-user', 'early@club.ch')`,
  );
  await database.db.execute(
    sql`insert into profiles (id, first_name) values ('early-user', 'Erika')`,
  );
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe(`migrations on ${testDbKind}`, () => {
  it('upgrade an older installation without losing its rows', async () => {
    const [profile] = await database.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.id, 'early-user'));
    expect(profile).toMatchObject({
      firstName: 'Erika',
      language: 'de',
      rememberLastSelection: true,
    });
    // The user of before workspaces has a personal one with their id, as its owner (0012).
    const workspace = await rows<{ name: string; role: string }>(
      sql`select w.name, m.role from workspaces w join workspace_members m on m.workspace_id = w.id
          where w.id = 'early-user' and w.personal_user_id = 'early-user' and m.user_id = 'early-user'`,
    );
    expect(workspace).toEqual([{ name: 'early@club.ch', role: 'owner' }]);
    const applied = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it('create every table and column of schema.ts, with its type and nullability', async () => {
    const actual = await rows<{
      table: string;
      column: string;
      type: string;
      not_null: boolean;
    }>(sql`
      select c.relname as "table", a.attname as "column",
             format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as "not_null"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    `);
    const found = actual
      .map(
        (column) =>
          `${column.table}.${column.column} ${column.type}${column.not_null ? ' not null' : ''}`,
      )
      .sort();
    const expected = tables
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns.map((column) => {
          const type = column.getSQLType().replace(/^varchar/, 'character varying');
          return `${config.name}.${column.name} ${type}${column.notNull ? ' not null' : ''}`;
        });
      })
      .sort();
    expect(found).toEqual(expected);
  });

  it('change nothing when run again', async () => {
    const before = await rowCounts();
    const limitsBefore = await database.db.select().from(schema.subscriptionLimits);
    await database.migrate();
    await database.migrate();
    expect(await rowCounts()).toEqual(before);
    expect(await database.db.select().from(schema.subscriptionLimits)).toEqual(limitsBefore);
    const applied = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it('seed subscription_limits with exactly the plan limits of src/shared/plans.ts', async () => {
    const seeded = await database.db.select().from(schema.subscriptionLimits);
    expect(seeded.sort((a, b) => a.tier.localeCompare(b.tier))).toEqual(
      Object.values(planLimits).sort((a, b) => a.tier.localeCompare(b.tier)),
    );
  });

  it('refuse values outside the allowed sets', async () => {
    await database.db.insert(schema.users).values({ id: 'checked', email: 'checked@club.ch' });
    // The workspace exists, so only the check can refuse the template below.
    await createPersonalWorkspace(database.db, 'checked');
    await expect(
      database.db.execute(
        sql`insert into user_roles (user_id, role) values ('checked', 'superuser')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`insert into templates (workspace_id, name, supported_games, svg_config) values ('checked', 'x', 4, '{}')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.insert(schema.users).values({ id: 'twin', email: 'checked@club.ch' }),
    ).rejects.toThrow();
    await database.db.delete(schema.users).where(eq(schema.users.id, 'checked'));
  });
});

describe(`deleting a user on ${testDbKind}`, () => {
  /**
   * Every table whose rows belong to a user: by a foreign key to users, or to workspaces (the
   * user's personal workspace has the user's id and goes with them).
   */
  const owners: PgTable[] = [schema.users, schema.workspaces];
  const userOwned = tables
    .map((table) => getTableConfig(table))
    .filter((config) =>
      config.foreignKeys.some((key) => owners.includes(key.reference().foreignTable)),
    );
  const workspaceOwned = new Set(
    userOwned
      .filter((config) =>
        config.foreignKeys.some((key) => key.reference().foreignTable === schema.workspaces),
      )
      .map((config) => config.name),
  );

  async function giveRows(id: string) {
    const db = database.db;
    await db.insert(schema.users).values({ id, email: `${id}@club.ch` });
    await createPersonalWorkspace(db, id);
    await db.insert(schema.sessions).values({
      id: `${id}-session`,
      token: `${id}-token`,
      userId: id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await db
      .insert(schema.accounts)
      .values({ id: `${id}-account`, accountId: id, providerId: 'magic-link', userId: id });
    await db
      .insert(schema.twoFactors)
      .values({ id: `${id}-2fa`, secret: 'enc', backupCodes: 'enc', userId: id });
    await db.insert(schema.passkeys).values({
      id: `${id}-passkey`,
      publicKey: 'key',
      userId: id,
      credentialID: `${id}-credential`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    await db.insert(schema.userRoles).values({ userId: id, role: 'paid_user' });
    await db.insert(schema.profiles).values({ id, firstName: id });
    const [slot] = await db
      .insert(schema.userTeamSlots)
      .values({
        workspaceId: id,
        sport: 'unihockey',
        clubId: '1',
        teamId: '2',
        teamName: 'Herren 1',
      })
      .returning();
    await db
      .insert(schema.teamSlotMailSettings)
      .values({ slotId: slot?.id ?? '', userId: id, resultTime: '08:00' });
    await db.insert(schema.gameDayMails).values({
      slotId: slot?.id ?? '',
      userId: id,
      kind: 'result',
      gameDay: '2026-11-26',
      dueAt: new Date(),
      nextAttemptAt: new Date(),
    });
    await db.insert(schema.templates).values({ workspaceId: id, name: 'Matchday', svgConfig: {} });
    await db.insert(schema.userLogos).values({
      workspaceId: id,
      name: 'Sponsor',
      logoType: 'sponsor',
      filePath: `logos/${id}/a.png`,
      fileUrl: `/api/files/logos/${id}/a.png`,
    });
    const [sponsor] = await db
      .insert(schema.sponsors)
      .values({
        workspaceId: id,
        name: 'Bäckerei',
        level: 'main',
        url: 'https://baeckerei.ch',
        logoPath: `sponsors/${id}/a.png`,
        everyTeam: false,
      })
      .returning();
    // A sponsor's chosen team: no key to users or workspaces, but gone with the sponsor.
    await db
      .insert(schema.sponsorTeamSlots)
      .values({ sponsorId: sponsor?.id ?? '', teamSlotId: slot?.id ?? '' });
    await db.insert(schema.backgroundImages).values({
      workspaceId: id,
      name: 'Halle',
      filePath: `backgrounds/${id}/a.jpg`,
      thumbnailPath: `backgrounds/${id}/a.thumb.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      width: 2160,
      height: 2700,
    });
    await db
      .insert(schema.subscriptions)
      .values({ workspaceId: id, provider: 'demo', tier: 'pro', status: 'active' });
    const [factor] = await db
      .insert(schema.mfaFactors)
      .values({ userId: id, factorType: 'totp', secretCiphertext: 'enc' })
      .returning();
    await db.insert(schema.mfaChallenges).values({
      factorId: factor?.id ?? '',
      userId: id,
      expiresAt: new Date(Date.now() + 300_000),
    });
    await db.insert(schema.mfaRecoveryCodes).values({ userId: id, codeHashes: ['hash'] });
    await db.insert(schema.teamSlotUndos).values({ workspaceId: id });
    await db.insert(schema.demoCheckouts).values({ workspaceId: id, nonce: `${id}-nonce` });
    await db.insert(schema.clubApiKeys).values({
      workspaceId: id,
      sport: 'handball',
      clubId: '9',
      ciphertext: 'enc',
      lastFour: '1234',
    });
    await db.insert(schema.exportPlaces).values({
      workspaceId: id,
      kind: 'batch',
      place: 0,
      holder: `${id}-batch`,
      expiresAt: new Date(Date.now() + 30_000),
    });
    await db
      .insert(schema.sessionWorkspaces)
      .values({ sessionId: `${id}-session`, workspaceId: id });
    await db.insert(schema.workspaceInvitations).values({
      workspaceId: id,
      email: `guest-${id}@club.ch`,
      role: 'editor',
      tokenHash: `${id}-invitation`,
      invitedBy: id,
      invitedByEmail: `${id}@club.ch`,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await db.insert(schema.workspaceActivity).values({
      workspaceId: id,
      actorUserId: id,
      actorEmail: `${id}@club.ch`,
      kind: 'workspace',
      action: 'created',
    });
    const [channel] = await db
      .insert(schema.publishingChannels)
      .values({
        workspaceId: id,
        platform: 'instagram',
        accountId: `${id}-ig`,
        name: `${id}.club`,
        tokenSealed: 'sealed',
        connectedBy: id,
      })
      .returning();
    await db.insert(schema.publishingConnectStates).values({
      stateHash: `${id}-state`,
      sessionId: `${id}-session`,
      userId: id,
      workspaceId: id,
      platform: 'facebook',
      expiresAt: new Date(Date.now() + 600_000),
    });
    await db.insert(schema.teamSlotPublishing).values({
      slotId: slot?.id ?? '',
      workspaceId: id,
      result: true,
      channelIds: [channel?.id ?? ''],
      kinds: ['feed'],
      mode: 'publish',
      setBy: id,
    });
    const [gameDay] = await db
      .insert(schema.gameDayPublications)
      .values({
        slotId: slot?.id ?? '',
        workspaceId: id,
        gameDay: '2026-11-28',
        gameKind: 'result',
        mode: 'publish',
        settingsAt: new Date(),
      })
      .returning();
    const [publication] = await db
      .insert(schema.publications)
      .values({
        workspaceId: id,
        createdBy: id,
        kind: 'feed',
        files: [],
        publishAt: new Date(Date.now() + 3_600_000),
        gameDayId: gameDay?.id ?? null,
      })
      .returning();
    await db.insert(schema.publicationTargets).values({
      publicationId: publication?.id ?? '',
      workspaceId: id,
      channelId: channel?.id ?? null,
      platform: 'instagram',
      channelName: `${id}.club`,
      state: 'scheduled',
      dueAt: new Date(Date.now() + 3_600_000),
    });
    // A sponsor's appearance on a post, and the publication that carried the post (ADR 061).
    await db.insert(schema.sponsorAppearances).values({
      workspaceId: id,
      sponsorId: sponsor?.id ?? '',
      postKey: `result:${id}`,
      teamSlotId: slot?.id ?? null,
      teamName: 'Herren 1',
      games: 'UHC Thun – UHC Uster, 28.11.',
      kind: 'result',
      day: '2026-11-28',
    });
    await db.insert(schema.sponsorPostPublications).values({
      workspaceId: id,
      postKey: `result:${id}`,
      publicationId: publication?.id ?? '',
    });
  }

  async function rowsOf(id: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const config of userOwned) {
      const owner =
        config.name === 'profiles' || config.name === 'workspaces'
          ? 'id'
          : workspaceOwned.has(config.name)
            ? 'workspace_id'
            : 'user_id';
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(config.name)} where ${sql.identifier(owner)} = ${id}`,
      );
      counts[config.name] = row?.n ?? -1;
    }
    return counts;
  }

  it('cascades to every row the user owns and to no one else', async () => {
    await giveRows('leaving');
    await giveRows('staying');
    const everyTable = Object.fromEntries(userOwned.map((config) => [config.name, 1]));
    expect(
      await rowsOf('leaving'),
      'giveRows must write a row into every table with a foreign key to users or workspaces',
    ).toEqual(everyTable);

    await database.db.delete(schema.users).where(eq(schema.users.id, 'leaving'));

    expect(await rowsOf('leaving')).toEqual(
      Object.fromEntries(userOwned.map((config) => [config.name, 0])),
    );
    expect(await rowsOf('staying')).toEqual(everyTable);
    const chosenTeams = await database.db.select().from(schema.sponsorTeamSlots);
    expect(chosenTeams).toHaveLength(1);
  });

  it('is declared ON DELETE CASCADE on every foreign key to users and workspaces, but for who did something in a workspace', () => {
    const actions = userOwned.flatMap((config) =>
      config.foreignKeys
        .filter((key) => owners.includes(key.reference().foreignTable))
        .map(
          (key) =>
            `${config.name}.${key
              .reference()
              .columns.map((column) => column.name)
              .join()}: ${key.onDelete ?? 'no action'}`,
        ),
    );
    expect(actions.length).toBeGreaterThanOrEqual(12);
    // A club's activity list and its invitations keep who did it (their address is kept beside).
    expect(actions.filter((action) => !action.endsWith(': cascade')).sort()).toEqual([
      // A club's publications and channels stay when the member who made them goes.
      'publications.created_by: set null',
      'publishing_channels.connected_by: set null',
      // The settings of a club's team stay when the member who set them goes.
      'team_slot_publishing.set_by: set null',
      'workspace_activity.actor_user_id: set null',
      'workspace_invitations.invited_by: set null',
    ]);
  });
});
