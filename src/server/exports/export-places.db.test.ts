import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { createPersonalWorkspace } from '#server/db/personal-workspace.ts';
import { users } from '#server/db/schema.ts';
import { createExportPlaceRepository } from '#server/exports/export-place.repository.ts';
import { createExportPlaces, type ExportPlace } from '#server/exports/export-places.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { until } from '#server/testing/until.ts';

/**
 * A user's places in the database (ADR 054): several takers at once never take more than the
 * share, another user's share is their own, a freed place is free at once, and a place whose
 * holder stopped renewing it (a killed process) frees itself when its time runs out.
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(users);
  await database.db.insert(users).values([
    { id: 'anna', email: 'anna@club.ch' },
    { id: 'beat', email: 'beat@club.ch' },
  ]);
  // The places are of their personal workspaces, whose ids are theirs.
  for (const id of ['anna', 'beat']) await createPersonalWorkspace(database.db, id);
});

/** The places of one process (the repository and a service over the test database). */
const processOf = (options: { ttlMs?: number; renewEveryMs?: number } = {}) =>
  createExportPlaces({
    places: createExportPlaceRepository(database.db),
    logger: silentLogger,
    ...options,
  });

const taken = (places: (ExportPlace | null)[]) =>
  places.filter((place): place is ExportPlace => place !== null);

describe('export places', () => {
  it("holds one user's takers to the share, however many ask at once, and not another user's", async () => {
    const [a, b] = [processOf(), processOf()];
    const [shareA, shareB] = [a.of('export', 2), b.of('export', 2)];
    const asked = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? shareA : shareB).take('anna')),
    );
    expect(taken(asked)).toHaveLength(2);
    const repository = createExportPlaceRepository(database.db);
    expect(await repository.held('anna', 'export')).toBe(2);

    // Beat's share is his own; Anna's batch place is another kind.
    const beats = taken(await Promise.all([shareA.take('beat'), shareB.take('beat')]));
    expect(beats).toHaveLength(2);
    expect(await a.of('batch', 1).take('anna')).not.toBeNull();

    await taken(asked)[0]!.release();
    const next = await shareB.take('anna');
    expect(next).not.toBeNull();
    expect(await shareA.take('anna')).toBeNull();
  });

  it('frees a place at once, and a second release changes nothing', async () => {
    const share = processOf().of('batch', 1);
    const first = (await share.take('anna'))!;
    expect(await share.take('anna')).toBeNull();
    // Released without waiting, as a batch whose client went away: the next taking in this
    // process waits for that release and gets the place.
    void first.release();
    const second = (await share.take('anna'))!;
    expect(second).not.toBeNull();
    await first.release();
    expect(await share.take('anna')).toBeNull();
    await second.release();
  });

  it("frees the places of a holder that stopped renewing them once their time runs out, and the old holder's release leaves the new one's", async () => {
    // A process whose places last 2 s and are never renewed in time: as if it were killed.
    const killed = processOf({ ttlMs: 2000, renewEveryMs: 60_000 }).of('export', 2);
    const lost = taken(await Promise.all([killed.take('anna'), killed.take('anna')]));
    expect(lost).toHaveLength(2);
    const other = processOf().of('export', 2);
    expect(await other.take('anna')).toBeNull();

    const later = await until(
      () => other.take('anna'),
      (place) => place !== null,
      15_000,
      100,
    );
    await lost[0]!.release();
    await lost[1]!.release();
    expect(await createExportPlaceRepository(database.db).held('anna', 'export')).toBe(1);
    await later!.release();
  });

  it('live in an unlogged table: a taking or freeing waits for no disk write', async () => {
    const { rows } = await database.executeSql(
      "select relpersistence from pg_class where relname = 'export_places'",
    );
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('keeps a place past its first time while its holder renews it', async () => {
    const places = processOf({ ttlMs: 400, renewEveryMs: 100 });
    const held = (await places.of('batch', 1).take('anna'))!;
    const repository = createExportPlaceRepository(database.db);
    // Watched for a few of its times: never free while renewed.
    const started = performance.now();
    while (performance.now() - started < 1500) {
      expect(await repository.held('anna', 'batch')).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await held.release();
    expect(await repository.held('anna', 'batch')).toBe(0);
    expect(places.held()).toBe(0);
  });
});
