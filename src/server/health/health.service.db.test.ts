import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/database.ts';
import { pingDatabase } from '#server/db/health-check.ts';
import { createHealthService } from '#server/health/health.service.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

/**
 * The database state GET /api/health reports: one check at a time against the real database,
 * whose answer serves the health checks of the next second.
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** The service on the test database with a clock the test moves, counting what it asks. */
function healthWith(ping: (db: Db) => Promise<void> = pingDatabase) {
  let clock = 0;
  let asked = 0;
  const health = createHealthService({
    db: database.db,
    logger: silentLogger,
    now: () => clock,
    ping: (db) => {
      asked++;
      return ping(db);
    },
  });
  return {
    health,
    asked: () => asked,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the health check of the database', () => {
  it('asks the database once for the checks that arrive together and those of the next second', async () => {
    const { health, asked, advance } = healthWith();
    const together = await Promise.all(Array.from({ length: 20 }, () => health.databaseAnswers()));
    expect(together).toEqual(Array(20).fill(true));
    expect(asked()).toBe(1);

    advance(999);
    expect(await health.databaseAnswers()).toBe(true);
    expect(asked()).toBe(1);

    advance(1);
    expect(await health.databaseAnswers()).toBe(true);
    expect(asked()).toBe(2);
  });

  it('reports a database that stops answering within a second, and one that is back', async () => {
    let answering = true;
    const { health, advance } = healthWith(async (db) => {
      if (!answering) throw new Error('connection refused');
      await pingDatabase(db);
    });
    expect(await health.databaseAnswers()).toBe(true);
    answering = false;
    advance(1000);
    expect(await health.databaseAnswers()).toBe(false);
    // A failed check is kept for a second as well: a database that is down is not asked by every check.
    answering = true;
    advance(500);
    expect(await health.databaseAnswers()).toBe(false);
    advance(500);
    expect(await health.databaseAnswers()).toBe(true);
  });
});
