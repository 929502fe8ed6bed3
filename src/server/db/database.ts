import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '#server/config/env.ts';
import { projectRoot } from '#server/paths.ts';
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';
import * as schema from '#server/db/schema.ts';
import { typedModuleFile } from '#server/workers/typed-worker.ts';

/** The typed query builder, the same type whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations; safe to call on every start. Tests pass an older copy of the
   * folder to stand for a previous release.
   */
  migrate(folder?: string): Promise<void>;
  /** Connections of the PostgreSQL pool (for metrics); null on PGlite, which has none. */
  poolUse(): { total: number; idle: number; waiting: number } | null;
  /**
   * Plain SQL on the same connection(s) as `db`, for the job queue (pg-boss's supplied executor):
   * with values one statement, without values several separated by semicolons.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `work` while no other process runs work under the same `name` on this database (a
   * PostgreSQL advisory lock, held on a connection of its own while `work` uses the others).
   * PGlite has one process: there, work under one name takes turns within it.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

/**
 * PGlite's start parameters: its defaults, with PostgreSQL's buffer cache at 16 MB instead of
 * 128 MB (a club's data fits many times; the files stay in the system's page cache). Measured:
 * a reopened database holds 186 MB resident instead of 318 MB (docs/export.md, "Memory at rest").
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite (the server's only WebAssembly) compiled by V8's baseline compiler alone, set before
 * its first start: the optimising tier recompiled PostgreSQL's hot functions and kept both,
 * about 50 MB more resident. The app's small queries take the same time; a join with a sort
 * over 3,000 rows 16 instead of 12 ms (docs/export.md, "Memory at rest").
 */
function useBaselineWebAssemblyCompiler(): void {
  v8.setFlagsFromString('--liftoff-only');
}

/** A new cluster is made by a child process (pglite-initdb.ts): initdb's memory leaves with it. */
async function initdbOnce(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [typedModuleFile('pglite-initdb'), dataDir], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`initdb of the embedded database ended with ${code}`)),
    );
  });
}

/**
 * PGlite in `dataDir`, or in memory when it is undefined. `loadDataDir` starts the database from
 * a dump (`dumpDataDir`) instead of a new, empty cluster (tests start from a migrated one).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  // PGlite does not create parent directories itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Beside the directory, not in it: a new database directory must be empty for initdb.
  const lock = dataDir ? acquireDataDirLock(`${dataDir}.lock`, dataDir) : null;
  let client: PGlite;
  try {
    useBaselineWebAssemblyCompiler();
    if (dataDir && !options.loadDataDir) await initdbOnce(dataDir);
    client = await PGlite.create(dataDir, {
      loadDataDir: options.loadDataDir,
      startParams: pgliteStartParams,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const turns = new Map<string, Promise<unknown>>();
  return {
    db,
    kind: 'pglite',
    migrate: async (folder = migrationsFolder) => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder });
    },
    poolUse: () => null,
    exclusively: (name, work) => {
      // This process is the database's only one: the work under a name takes turns in it.
      const turn = (turns.get(name) ?? Promise.resolve()).then(work);
      turns.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The advisory lock key of a name: the first 8 bytes of its SHA-256, as a signed bigint. */
function advisoryLockKey(name: string): string {
  return createHash('sha256').update(`matchpost:${name}`).digest().readBigInt64BE(0).toString();
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    // A server that is down or unreachable must fail a request within seconds, never hang it:
    // the caller gets 503 DATABASE_UNAVAILABLE, and the pool reconnects once the server is back.
    // A refused connection fails at once; the limit covers a server that does not answer and
    // the wait for a free connection, which under a full export queue (the event loop busy
    // rendering) took over 3 s in the load bench, so it is not shorter.
    connectionTimeoutMillis: 10_000,
    // Opening a connection (SCRAM) is CPU work that a loaded process does slowly: keep a few,
    // and keep idle ones for a minute rather than reopening them in the next burst.
    min: 4,
    idleTimeoutMillis: 60_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
    idle_in_transaction_session_timeout: 30_000,
    keepAlive: true,
  });
  // An idle connection whose server went away emits 'error'; unhandled, it would end the
  // process. The pool drops that connection and opens a new one on the next query.
  pool.on('error', () => undefined);
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  const exclusively: Database['exclusively'] = async (name, work) => {
    const client = await pool.connect();
    const key = advisoryLockKey(name);
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      return await work();
    } finally {
      // A connection whose unlock failed is dropped, which releases its lock too.
      const unlocked = await client
        .query('select pg_advisory_unlock($1)', [key])
        .then(() => true)
        .catch(() => false);
      client.release(!unlocked);
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) =>
      // Several processes start at once on one server (a rolling deploy, N replicas): one
      // applies the pending migrations while the others wait, then find nothing left to do.
      exclusively('migrations', () =>
        migratePostgres(drizzlePostgres({ client: pool, schema }), { migrationsFolder: folder }),
      ),
    exclusively,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as
        pg.QueryResult<Record<string, unknown>> | pg.QueryResult<Record<string, unknown>>[];
      // Several statements without values answer one result each; the last is the answer.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    close: async () => {
      await pool.end();
    },
  };
}

export async function openDatabase(config: Config['database']): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dir);
}
