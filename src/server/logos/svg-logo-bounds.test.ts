import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#server/paths.ts';

/**
 * The outside probe's SVG logos (ADR 050) through the upload and the export's image resolver,
 * in a child process that may not take more than 1 GiB of memory: RLIMIT_DATA (`ulimit -d`)
 * bounds every private writable mapping of the child, native ones included (resvg's picture,
 * sharp's pixels), not only V8's heap. Before the bounds, the 130-byte logo asked resvg for
 * 419 GB at the upload's trial drawing and the process was killed; here such a drawing ends the
 * child (its allocation fails and it aborts), and this test fails instead of the machine.
 * (RLIMIT_AS would count address space V8 and WebAssembly only reserve: tsx cannot start under
 * a limit that low.)
 */
const memoryLimitKiB = 1024 * 1024;

function runBounded(): {
  status: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
} {
  const child = path.join(projectRoot, 'src/server/testing/bounded-drawing-child.ts');
  const result = spawnSync(
    'sh',
    ['-c', `ulimit -d ${memoryLimitKiB} && exec "$0" --import tsx "$1"`, process.execPath, child],
    { cwd: projectRoot, encoding: 'utf8', timeout: 120_000 },
  );
  return {
    status: result.status,
    signal: result.signal,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

describe('SVG logos beyond the bounds, in a child limited to 1 GiB', () => {
  it('refuses the slim ones at upload and leaves them out of an export; fits the huge one', () => {
    const run = runBounded();
    expect(run.signal, run.stderr.slice(-2000)).toBeNull();
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    const { results, rssMiB } = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
      results: Record<string, { upload: string; export: string }>;
      rssMiB: number;
    };
    expect(results).toEqual({
      // 1 x 400,000: the upload's trial drawing once asked for 512 x 204,800,000 px.
      probe: {
        upload: 'refused IMAGE_ASPECT_TOO_EXTREME',
        export: 'left out (ImageUnavailableError)',
      },
      // 1 x 200 was accepted and would have cost an export about 6 GB.
      tallAcceptedBefore: {
        upload: 'refused IMAGE_ASPECT_TOO_EXTREME',
        export: 'left out (ImageUnavailableError)',
      },
      // 1 x 50: +1.6 GB and 4.3 s for one export in the probe.
      exportProbe: {
        upload: 'refused IMAGE_ASPECT_TOO_EXTREME',
        export: 'left out (ImageUnavailableError)',
      },
      // 1 x 20, the slimmest a logo may be: drawn at most 2048 px on its long side.
      slimmestAllowed: { upload: 'stored 1x20', export: 'drawn 102x2048' },
      // 10,000,000 x 5,000,000 declared: kept at 2700 x 1350, drawn fitted.
      hugeButSane: { upload: 'stored 2700x1350', export: 'drawn 2048x1024' },
    });
    expect(rssMiB).toBeLessThan(1024);
  }, 180_000);
});
