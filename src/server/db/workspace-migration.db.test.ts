import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '#server/db/database.ts';
import { openEmptyTestDatabase } from '#server/testing/test-database.ts';

/*
 * Migration 0012 (workspaces, ADR 058) on a copy of a database from the release before it, with
 * every kind of row for two users: each row keeps its values, and what a user owned is owned by
 * their personal workspace, whose id is the user's id, with the user as its owner.
 */

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };
const before = journal.entries.findIndex((entry) => entry.tag === '0012_workspaces');

let database: Database;
const scratch = mkdtempSync(path.join(tmpdir(), 'matchpost-workspace-migration-'));

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The migrations as the release before workspaces shipped them. */
function releaseBeforeWorkspaces(): string {
  const folder = path.join(scratch, 'before-workspaces');
  cpSync(migrationsFolder, folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }),
  );
  return folder;
}

/** Tables whose rows a user owned by `user_id`, which the migration gives to the workspace. */
const movedTables = [
  'user_team_slots',
  'team_slot_undos',
  'templates',
  'user_logos',
  'background_images',
  'subscriptions',
  'demo_checkouts',
  'club_api_keys',
  'export_places',
];

/** Tables that stay the user's, keyed by `user_id` (`profiles` by `id`). */
const userTables = [
  'user_roles',
  'profiles',
  'mfa_factors',
  'mfa_challenges',
  'mfa_recovery_codes',
  'team_slot_mail_settings',
  'game_day_mails',
  'sessions',
];

/** Every kind of row a user had before workspaces, in that release's columns (plain SQL). */
async function seed(id: string, name: string) {
  const run = (query: SQL) => database.db.execute(query);
  await run(sql`insert into users (id, name, email) values (${id}, ${name}, ${`${id}@club.ch`})`);
  await run(
    sql`insert into sessions (id, token, user_id, expires_at) values (${`${id}-s`}, ${`${id}-t`}, ${id}, now() + interval '1 day')`,
  );
  await run(sql`insert into user_roles (user_id, role) values (${id}, 'paid_user')`);
  await run(sql`insert into profiles (id, first_name) values (${id}, ${name})`);
  const [slot] = await rows<{ id: string }>(
    sql`insert into user_team_slots (user_id, sport, club_id, team_id, team_name, post_theme, post_format)
        values (${id}, 'unihockey', '441', ${`${id}-team`}, 'Herren 1', 'dark', '9:16') returning id`,
  );
  await run(
    sql`insert into team_slot_mail_settings (slot_id, user_id, preview_days_before, preview_time, result_time)
        values (${slot!.id}, ${id}, 1, '18:00', '08:00')`,
  );
  await run(
    sql`insert into game_day_mails (slot_id, user_id, kind, game_day, due_at, next_attempt_at, state)
        values (${slot!.id}, ${id}, 'result', '2026-11-21', now(), now(), 'sent')`,
  );
  await run(sql`insert into team_slot_undos (user_id) values (${id})`);
  await run(
    sql`insert into templates (user_id, name, supported_games, svg_config, format)
        values (${id}, 'Matchday', 2, '{"elements":[]}'::jsonb, '1:1')`,
  );
  await run(
    sql`insert into user_logos (user_id, name, logo_type, file_path, file_url)
        values (${id}, 'Sponsor', 'sponsor', ${`logos/${id}/a.png`}, ${`/api/files/logos/${id}/a.png`})`,
  );
  await run(
    sql`insert into background_images (user_id, name, file_path, thumbnail_path, content_type, size_bytes, width, height)
        values (${id}, 'Halle', ${`backgrounds/${id}/a.jpg`}, ${`thumbnails/${id}/a.jpg`}, 'image/jpeg', 1000, 2160, 2700)`,
  );
  await run(
    sql`insert into subscriptions (user_id, provider, tier, status, customer_id)
        values (${id}, 'stripe', 'pro', 'active', ${`cus_${id}`})`,
  );
  await run(sql`insert into demo_checkouts (user_id, nonce) values (${id}, ${`${id}-nonce`})`);
  await run(
    sql`insert into club_api_keys (user_id, sport, club_id, ciphertext, last_four)
        values (${id}, 'handball', '9', 'enc', '1234')`,
  );
  await run(
    sql`insert into export_places (user_id, kind, place, holder, expires_at)
        values (${id}, 'batch', 0, ${`${id}-batch`}, now() + interval '30 seconds')`,
  );
  const [factor] = await rows<{ id: string }>(
    sql`insert into mfa_factors (user_id, factor_type, secret_ciphertext) values (${id}, 'totp', 'enc') returning id`,
  );
  await run(
    sql`insert into mfa_challenges (factor_id, user_id, expires_at) values (${factor!.id}, ${id}, now() + interval '5 minutes')`,
  );
  await run(sql`insert into mfa_recovery_codes (user_id, code_hashes) values (${id}, array['h'])`);
}

/** Each table's rows as JSON, with the owner column named `owner` (user_id or workspace_id). */
async function snapshot(ownerColumns: Record<string, string>) {
  const tables: Record<string, unknown[]> = {};
  for (const [table, owner] of Object.entries(ownerColumns)) {
    const found = await rows<{ row: Record<string, unknown> }>(
      sql`select to_jsonb(t) - ${owner} || jsonb_build_object('owner', t.${sql.identifier(owner)}) as row
          from ${sql.identifier(table)} t`,
    );
    tables[table] = found
      .map(({ row }) => row)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return tables;
}

const ownerBefore = Object.fromEntries([
  ...movedTables.map((table) => [table, 'user_id']),
  ...userTables.map((table) => [table, table === 'profiles' ? 'id' : 'user_id']),
]);
const ownerAfter = Object.fromEntries([
  ...movedTables.map((table) => [table, 'workspace_id']),
  ...userTables.map((table) => [table, table === 'profiles' ? 'id' : 'user_id']),
]);

let rowsBefore: Record<string, unknown[]>;

beforeAll(async () => {
  expect(before).toBeGreaterThan(0);
  database = await openEmptyTestDatabase();
  await database.migrate(releaseBeforeWorkspaces());
  await seed('user-anna', 'Anna Muster');
  await seed('user-ben', '');
  rowsBefore = await snapshot(ownerBefore);
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('migration 0012: workspaces', () => {
  it('keeps every row of every user with its values, owned by the personal workspace', async () => {
    const rowsAfter = await snapshot(ownerAfter);
    for (const table of Object.keys(ownerBefore)) {
      expect(rowsBefore[table], table).toHaveLength(2);
      // The values the rows had; columns a later migration adds (with their defaults) aside.
      const columns = Object.keys((rowsBefore[table]?.[0] ?? {}) as object);
      const kept = (rowsAfter[table] ?? []).map((row) =>
        Object.fromEntries(
          Object.entries(row as Record<string, unknown>).filter(([key]) => columns.includes(key)),
        ),
      );
      expect(kept, table).toEqual(rowsBefore[table]);
    }
  });

  it('gives each user a personal workspace with their id, named after them, with them as owner', async () => {
    const workspaces = await rows<{ id: string; name: string; personal_user_id: string }>(
      sql`select id, name, personal_user_id from workspaces order by id`,
    );
    expect(workspaces).toEqual([
      { id: 'user-anna', name: 'Anna Muster', personal_user_id: 'user-anna' },
      { id: 'user-ben', name: 'user-ben@club.ch', personal_user_id: 'user-ben' },
    ]);
    const members = await rows<{ workspace_id: string; user_id: string; role: string }>(
      sql`select workspace_id, user_id, role from workspace_members order by user_id`,
    );
    expect(members).toEqual([
      { workspace_id: 'user-anna', user_id: 'user-anna', role: 'owner' },
      { workspace_id: 'user-ben', user_id: 'user-ben', role: 'owner' },
    ]);
  });

  it('deletes a user with their personal workspace and everything it owned', async () => {
    await database.db.execute(sql`delete from users where id = 'user-ben'`);
    for (const table of movedTables) {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where workspace_id = 'user-ben'`,
      );
      expect(row?.n, table).toBe(0);
    }
    const [anna] = await rows<{ n: number }>(
      sql`select count(*)::int as n from templates where workspace_id = 'user-anna'`,
    );
    expect(anna?.n).toBe(1);
  });
});
