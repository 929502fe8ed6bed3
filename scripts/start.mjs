// npm start: builds when the sources are newer than the last build, then runs the server.
// No configuration needed: every part has an embedded default (see README.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, root } from './build-lib.mjs';

if (!buildIsCurrent()) {
  console.log('Building Matchpost (first start or sources changed)...');
  // In a process of its own: the bundlers' memory (about 650 MB) leaves with it, and the server
  // starts lean (docs/export.md, "Memory at rest").
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// resvg's own allocator (mimalloc, inside its binary) gives freed pages back at once, as the
// Dockerfile runs it; read when resvg first loads, so setting it here, before the server, is in
// time (after 32 new posts, once the render threads ended: 385-403 MiB against 493-498 MiB;
// docs/export.md). An operator's own value stands.
process.env.MIMALLOC_PURGE_DELAY ??= '0';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
