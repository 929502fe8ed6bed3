import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { Services } from '#server/services.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import type { Storage } from '#server/storage/storage.ts';

/**
 * The parts one app process is built from, and its services built on them once at start
 * (src/server/services.ts). Routes take services from `services` and never build their own;
 * tests build it from real parts (PGlite or PostgreSQL, a temp dir, a local SMTP server).
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  /** The same instance as `services.sportsData`. */
  sports: SportsData;
  /** The same instance as `services.auth`. */
  auth: Auth;
  services: Services;
  version: string;
}
