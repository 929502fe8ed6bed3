import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * An earlier commit's production build beside this one, for an A/B in the same run
 * (`BENCH_BASELINE=<git ref>`): the commit checked out in a temporary git worktree, this
 * checkout's node_modules linked in (the earlier commit must need no package this one lacks),
 * built there. `remove` takes the worktree away again.
 */
const root = path.join(import.meta.dirname, '..');

export interface BaselineBuild {
  ref: string;
  commit: string;
  root: string;
  remove(): void;
}

export function baselineBuild(ref: string): BaselineBuild {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-baseline-'));
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'ignore' });
  return {
    ref,
    commit,
    root: dir,
    remove: () => {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    },
  };
}
