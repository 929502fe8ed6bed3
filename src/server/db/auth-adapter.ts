import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '#server/db/database.ts';
import * as schema from '#server/db/schema.ts';

/** The auth library's database access: the tables it owns, on our query builder. */
export function authDatabaseAdapter(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: schema.users,
      session: schema.sessions,
      account: schema.accounts,
      verification: schema.verifications,
      jwks: schema.jwks,
      rateLimit: schema.rateLimits,
    },
  });
}
