// npm test: builds the app (the browser journeys run against the built web app), then runs every
// Vitest project: unit, db-pglite, db-postgres (a throwaway PostgreSQL server unless DATABASE_URL
// is set) and e2e (Chromium). Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { build, buildIsCurrent, root } from './build-lib.mjs';

if (!buildIsCurrent()) await build({ quiet: true });
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
