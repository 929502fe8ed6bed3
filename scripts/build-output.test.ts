import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A newcomer's first `npm start` builds the app in the process the server then runs in
 * (scripts/start.mjs): the build prints nothing (no warning that reads like an error) and
 * leaves no process of its own beside the server. Built into a folder of its own, as npm start
 * builds, in a child process whose children are read from /proc once the build is done.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const buildLib = path.join(root, 'scripts/build-lib.mjs');
let dist = '';

afterAll(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

/** Runs the build as npm start does; answers what it printed and the processes it left. */
async function buildAsNpmStart(): Promise<{ output: string; children: string[] }> {
  dist = await mkdtemp(path.join(tmpdir(), 'matchpost-build-'));
  const script = `
    import { readdirSync, readFileSync } from 'node:fs';
    const { build } = await import(${JSON.stringify(buildLib)});
    await build({ quiet: true, dist: ${JSON.stringify(dist)} });
    const livingChildren = () => {
      const children = readdirSync('/proc/self/task').flatMap((task) =>
        readFileSync('/proc/self/task/' + task + '/children', 'utf8').split(' ').filter(Boolean));
      // A process that has ended but is not reaped yet (state Z) is gone: only the living count.
      return children.filter((pid) => {
        try {
          return readFileSync('/proc/' + pid + '/stat', 'utf8').split(') ')[1]?.[0] !== 'Z';
        } catch {
          return false;
        }
      });
    };
    // A child told to stop may take a moment to exit on a busy machine: one that is still there
    // after five seconds was left running.
    let living = livingChildren();
    for (let waited = 0; living.length > 0 && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      living = livingChildren();
    }
    const commands = living.map((pid) =>
      readFileSync('/proc/' + pid + '/cmdline', 'utf8').split('\\0').join(' ').trim());
    process.stdout.write('\\n@children ' + JSON.stringify(commands));
    process.exit(0);
  `;
  // A terminal's environment: colours on, none of the test runner's settings.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...env, FORCE_COLOR: '1' },
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, printed).toBe(0);
  const marker = printed.lastIndexOf('\n@children ');
  return {
    output: printed.slice(0, marker),
    children: JSON.parse(printed.slice(marker + '\n@children '.length)) as string[],
  };
}

describe('the build of npm start', () => {
  it('prints nothing and leaves no process beside the server', async () => {
    const { output, children } = await buildAsNpmStart();
    expect(output.trim()).toBe('');
    expect(children).toEqual([]);
    // And it is the whole build.
    for (const file of [
      'client/index.html',
      'client/landing.html',
      'server/main.js',
      '.build-stamp',
    ]) {
      expect(existsSync(path.join(dist, file)), file).toBe(true);
    }
  }, 300_000);
});
