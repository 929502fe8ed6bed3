import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openPglite } from '#server/db/database.ts';
import { projectRoot } from '#server/paths.ts';

/**
 * A new PGlite cluster costs an initdb in WebAssembly (8-25 s on the shared 2-core machine) and
 * the migrations another 2-4 s; opening a copy of a cluster made before takes about 2 s. So the
 * tests make one cluster per PGlite version and migration set, migrated by the app's own
 * `migrate()`, and every test database or test server starts from a copy of it:
 * - `migrated/`: the data directory, copied into a test server's `DATA_DIR/db`;
 * - `migrated.tar` and `empty.tar`: the same cluster before and after the migrations, loaded into
 *   an in-memory PGlite (`loadDataDir`).
 * The cluster lives in the temp directory under a name hashed from the PGlite version and every
 * file of the migrations folder, so a changed migration makes a new one; it is built once under a
 * lock and moved into place whole, so a process never sees half of it.
 */
export interface PgliteTemplate {
  dir: string;
  migratedDir: string;
  migratedTar: string;
  emptyTar: string;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(migrationsFolder, full)}\n`).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

function paths(dir: string): PgliteTemplate {
  return {
    dir,
    migratedDir: path.join(dir, 'migrated'),
    migratedTar: path.join(dir, 'migrated.tar'),
    emptyTar: path.join(dir, 'empty.tar'),
  };
}

async function dump(dataDir: string, file: string): Promise<void> {
  const client = await PGlite.create(dataDir);
  try {
    const tar = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  } finally {
    await client.close();
  }
}

async function build(finalDir: string): Promise<void> {
  const work = mkdtempSync(`${finalDir}.build-`);
  try {
    const built = paths(work);
    await dump(built.migratedDir, built.emptyTar);
    const database = await openPglite(built.migratedDir);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await dump(built.migratedDir, built.migratedTar);
    try {
      renameSync(work, finalDir);
    } catch (error) {
      // Another process put its copy in place first: use that one.
      if (!existsSync(finalDir)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const LOCK_STALE_MS = 5 * 60_000;
let ready: Promise<PgliteTemplate> | undefined;

/** The template cluster, built by the first caller on this machine and reused after. */
export function pgliteTemplate(): Promise<PgliteTemplate> {
  ready ??= (async () => {
    const finalDir = path.join(tmpdir(), `matchpost-pglite-template-${templateKey()}`);
    const lock = `${finalDir}.lock`;
    while (!existsSync(finalDir)) {
      try {
        mkdirSync(lock);
      } catch {
        // Someone else builds it: wait, and take over a lock left behind by a killed process.
        const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
        if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      try {
        if (!existsSync(finalDir)) await build(finalDir);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    return paths(finalDir);
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}

/**
 * Puts a copy of the migrated template cluster where the app keeps its PGlite database
 * (`DATA_DIR/db`), unless a database is there already. The app's start then finds every
 * migration applied, as after any restart.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'db');
  if (existsSync(target)) return;
  const template = await pgliteTemplate();
  cpSync(template.migratedDir, target, { recursive: true });
}

/** A tar of the template cluster, for `PGlite.create({ loadDataDir })`. */
export async function pgliteTemplateTar(which: 'migrated' | 'empty'): Promise<Blob> {
  const template = await pgliteTemplate();
  const file = which === 'migrated' ? template.migratedTar : template.emptyTar;
  return new Blob([readFileSync(file)]);
}
