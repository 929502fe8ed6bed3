// npm start: builds when the sources are newer than the last build, then runs the server.
// No configuration needed: every part has an embedded default (see README.md).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, buildIsCurrent, root } from './build-lib.mjs';

if (!buildIsCurrent()) {
  console.log('Building Matchpost (first start or sources changed)...');
  await build({ quiet: true });
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
