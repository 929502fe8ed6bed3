import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's first start (database.ts), in a child process of its own:
 * `node pglite-initdb.js <data dir>` creates the cluster and ends. PGlite's initdb grows its
 * WebAssembly memory to about 800 MB, which a process keeps once it has it; run here, the app
 * opens the finished cluster at a fraction of that (docs/export.md, "Memory at rest").
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-initdb <data dir>');
const client = await PGlite.create(dataDir);
await client.close();
