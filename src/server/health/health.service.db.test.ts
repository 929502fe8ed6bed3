import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { pingDatabase } from '#server/db/health-check.ts';
import { createHealthService } from '#server/health/health.service.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

/**
 * The database state GET /api/health reports: one check at a time against the real database,
 * whose answer serves the health checks of the next second and answers at once while the next
 * check runs.
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

type Database_ = 'answers' | 'refuses' | 'hangs';

/**
 * The service on the test database with a clock the test moves. The database answers (the real
 * `SELECT 1`), refuses, or hangs until `release`; `asked` counts the checks.
 */
function healthWith() {
  let clock = 0;
  let asked = 0;
  let state: Database_ = 'answers';
  const hanging: (() => void)[] = [];
  const health = createHealthService({
    db: database.db,
    logger: silentLogger,
    now: () => clock,
    ping: async (db) => {
      asked++;
      if (state === 'hangs') await new Promise<void>((resolve) => hanging.push(resolve));
      if (state !== 'answers') throw new Error('connection refused');
      await pingDatabase(db);
    },
  });
  return {
    health,
    asked: () => asked,
    advance: (ms: number) => {
      clock += ms;
    },
    set: (next: Database_) => {
      state = next;
    },
    /** Ends the hanging checks (they fail unless the database answers again). */
    release: () => hanging.splice(0).forEach((end) => end()),
    /** Lets a check started in the background finish. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 50)),
  };
}

/** Whether `answer` is settled now, without waiting for it. */
async function settledNow(answer: Promise<boolean>): Promise<boolean> {
  const pending = Symbol('pending');
  return (await Promise.race([answer, Promise.resolve(pending)])) !== pending;
}

describe('the health check of the database', () => {
  it('asks the database once for the checks that arrive together and those of the next second', async () => {
    const db = healthWith();
    const together = await Promise.all(
      Array.from({ length: 20 }, () => db.health.databaseAnswers()),
    );
    expect(together).toEqual(Array(20).fill(true));
    expect(db.asked()).toBe(1);

    db.advance(999);
    expect(await db.health.databaseAnswers()).toBe(true);
    expect(db.asked()).toBe(1);
  });

  it('answers at once from the last check while the next one is still out', async () => {
    const db = healthWith();
    expect(await db.health.databaseAnswers()).toBe(true);
    db.set('hangs');
    db.advance(1000);
    const answer = db.health.databaseAnswers();
    expect(await settledNow(answer)).toBe(true);
    expect(await answer).toBe(true);
    expect(db.asked()).toBe(2);
    // One check at a time: others meanwhile take the last answer and start none.
    db.advance(1000);
    expect(await db.health.databaseAnswers()).toBe(true);
    expect(db.asked()).toBe(2);
    db.set('answers');
    db.release();
    await db.settle();
  });

  it('reports a database that refuses within about a second, and one that is back', async () => {
    const db = healthWith();
    expect(await db.health.databaseAnswers()).toBe(true);
    db.set('refuses');
    db.advance(1000);
    // The last answer at once; the check it starts finds the database refusing.
    expect(await db.health.databaseAnswers()).toBe(true);
    await db.settle();
    expect(await db.health.databaseAnswers()).toBe(false);
    db.set('answers');
    db.advance(1000);
    expect(await db.health.databaseAnswers()).toBe(false);
    await db.settle();
    expect(await db.health.databaseAnswers()).toBe(true);
  });

  it('waits for the check once the last answer is five seconds old', async () => {
    const db = healthWith();
    expect(await db.health.databaseAnswers()).toBe(true);
    db.set('hangs');
    db.advance(1000);
    expect(await db.health.databaseAnswers()).toBe(true);
    db.advance(4000);
    const answer = db.health.databaseAnswers();
    expect(await settledNow(answer)).toBe(false);
    db.set('refuses');
    db.release();
    expect(await answer).toBe(false);
  });
});
