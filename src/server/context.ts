import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import type { Storage } from '#server/storage/storage.ts';

/**
 * The parts one app process is built from. Routes receive it and pass what they need to
 * services; tests build it from real parts (PGlite or PostgreSQL, a temp dir, a local SMTP server).
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  sports: SportsData;
  auth: Auth;
  version: string;
}
