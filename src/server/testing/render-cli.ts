import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '#server/paths.ts';

/**
 * `npm run render` as a person runs it, on the bundled demo data: each CLI test gets its own
 * temporary data folder, the CLI run through tsx in a child process, and a file name there for
 * what it writes.
 */
export function renderCli(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    /** A file in the test's folder. */
    file: (name: string) => path.join(dir, name),
    run: (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/render.cli.ts', ...args], {
        cwd: projectRoot,
        env: { ...process.env, SPORTS_DATA: 'demo', DATA_DIR: dir, NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: 60_000,
      }),
  };
}

/**
 * Runs a script in a child process through tsx: how a CLI test asks today's demo dataset for a
 * game or team, as rendering code and its tests stay clear of the demo code
 * (render-boundaries.test.ts).
 */
export function runScript(code: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', code], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** The CLI's arguments from named options: `--name value`, `--name` alone for true, none when left out. */
export function renderArgs(options: Record<string, string | true | undefined>): string[] {
  return Object.entries(options).flatMap(([name, value]) =>
    value === undefined ? [] : value === true ? [`--${name}`] : [`--${name}`, value],
  );
}
