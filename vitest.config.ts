import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactInPlaceOfReact } from './vite.config.ts';

/**
 * Five projects in one run:
 * - unit: plain tests of the server and the scripts, no database;
 * - unit-client: the tests of `src/client` and `src/shared`, no database; component tests
 *   (`*.test.tsx`) render with Testing Library on Preact, through the same aliases as the
 *   browser build, in happy-dom (named per file with `// @vitest-environment happy-dom`);
 * - db-pglite / db-postgres: every `*.db.test.ts` (services, repositories, routes) once on the
 *   embedded PGlite and once on a real PostgreSQL server started for the run;
 * - e2e: journeys in a real Chromium against the running app (needs `npm run build` first).
 *
 * All five share one pool of workers, each server unit test file in a process of its own (the others:
 * below); e2e files run in parallel too, since every journey file starts its own app on its own
 * port and data directory. Vitest's default (one
 * worker fewer than cores) is a single worker on a 2-core machine, where much of a test file's
 * time is spent waiting on a server, a child process, PostgreSQL, Chromium or a timer; so one
 * worker more than the cores, three on two (ADR 049), fills the time one worker waits.
 * `--maxWorkers` on the command line overrides it. Every database starts as a copy of one
 * migrated once (`src/server/testing/pglite-template.ts`, `postgres-global-setup.ts`).
 *
 * Journey files run one after the other in a worker without a new process each (`isolate:
 * false`): the server they start in the test's process is loaded once per worker, not once per
 * file (ADR 035). Each file still starts and stops its own app; the worker's Chromium is
 * launched by its first journey file and used by the next ones (ADR 037). The unit-client files
 * do the same (ADR 045): they start no thread, child process or server, and most of their time
 * in a new process each was loading modules (happy-dom, Preact, the UI libraries). So do the
 * database files (ADR 046): each starts and stops its own server or database, and in a process
 * of its own spent more time loading the server's modules and PGlite than testing. The server's
 * unit files stay one per process: they start child servers, kill them and time their threads.
 */
const maxWorkers = availableParallelism() + 1;

const dbTests = ['src/**/*.db.test.ts'];

/** The migrated PGlite cluster every test server starts from, built before any file starts. */
const pgliteGlobalSetup = 'src/server/testing/pglite-global-setup.ts';

/** Libraries that import React: inlined in the unit projects so that they get Preact as well. */
const reactLibraries =
  /node_modules\/(react-i18next|lucide-react|radix-ui|@radix-ui|sonner|react-router|@tanstack\/react-query)\//;

// The auth library switches off its origin (CSRF) checks when NODE_ENV is test or TEST is set; the tests must
// see the app as it runs for real, so they run with NODE_ENV=development and TEST=false.
const appEnv = { NODE_ENV: 'development', TEST: 'false' };

/**
 * What both unit projects share: the browser build's aliases, plain Node unless a file names
 * happy-dom, no database.
 */
const unitProject = {
  resolve: {
    alias: [
      ...preactInPlaceOfReact,
      // The build bundles this CommonJS shim with its require('react') aliased; Node would
      // load React itself, so the tests take Preact's own hook, which it stands in for.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
    // A library that ships an ES module beside its CommonJS build (react-router) is taken as
    // the module, as the build takes it: the CommonJS one would require React itself.
    conditions: ['module', 'node', 'development|production'],
  },
  test: {
    exclude: [...dbTests, 'node_modules/**'],
    globalSetup: [pgliteGlobalSetup],
    environment: 'node',
    env: appEnv,
    // Libraries written against React go through the aliases too, as in the build.
    server: { deps: { inline: [reactLibraries] } },
  },
};

export default defineConfig({
  test: {
    maxWorkers,
    // The usual report, then the time each project took (scripts/project-timings-reporter.ts).
    reporters: ['default', './scripts/project-timings-reporter.ts'],
    projects: [
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          name: 'unit',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          name: 'unit-client',
          include: [
            'src/client/**/*.test.ts',
            'src/client/**/*.test.tsx',
            'src/shared/**/*.test.ts',
          ],
          // A worker's files run one after the other in its process, on one module graph.
          isolate: false,
        },
      },
      {
        test: {
          name: 'db-pglite',
          include: dbTests,
          isolate: false,
          globalSetup: [pgliteGlobalSetup],
          env: { ...appEnv, TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db-postgres',
          include: dbTests,
          isolate: false,
          env: { ...appEnv, TEST_DB_KIND: 'postgres' },
          globalSetup: ['src/server/testing/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          env: appEnv,
          isolate: false,
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
