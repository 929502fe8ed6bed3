import type { Db } from '#server/db/database.ts';
import { pingDatabase } from '#server/db/health-check.ts';
import type { Logger } from '#server/logging/logger.ts';

/** What GET /api/health checks beyond being alive: that the database answers. */
export function createHealthService({ db, logger }: { db: Db; logger: Logger }) {
  return {
    async databaseAnswers(): Promise<boolean> {
      try {
        await pingDatabase(db);
        return true;
      } catch (error) {
        logger.error('health: database check failed', { error });
        return false;
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
