import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostRenderer,
  RenderBudgetExceededError,
  type PostRenderer,
} from '#server/render/post-renderer.ts';
import { ffmpegPath } from '#server/render/post-video.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { until } from '#server/testing/until.ts';

/**
 * A video past its own budget (ADR 063): its render thread is ended and so is the encoder the
 * thread started (a child process a terminated thread cannot end itself), and the encoder's
 * folder is removed. The file itself is read back through the API in video-export.db.test.ts.
 */
const scratch = mkdtempSync(join(tmpdir(), 'matchpost-video-budget-'));
const previousTmp = process.env.TMPDIR;
// Render threads take a copy of the environment when they start: the encoder's folder is made here.
process.env.TMPDIR = scratch;
const renderers: PostRenderer[] = [];
afterAll(async () => {
  await Promise.all(renderers.map((renderer) => renderer.close()));
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  rmSync(scratch, { recursive: true, force: true });
});

/** The encoders running as children of this process (any of its threads). */
function encoders(): number[] {
  const pids = readdirSync(`/proc/${process.pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
  return pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(ffmpegPath);
    } catch {
      return false;
    }
  });
}

describe('a video past its budget', () => {
  it('is stopped with its encoder, and the encoder leaves no folder behind', async () => {
    // A budget long enough for the encoder to start, far too short for 76 frames and their
    // encoding. On a busy machine the still alone may take the whole budget before the encoder
    // starts: then the same video is tried with twice the budget.
    let seen = new Set<number>();
    for (const videoBudgetMs of [1_500, 3_000, 6_000]) {
      const renderer = createPostRenderer({
        images: offlineImageResolver(),
        threads: 1,
        videoBudgetMs,
      });
      renderers.push(renderer);
      seen = new Set<number>();
      const watch = setInterval(() => encoders().forEach((pid) => seen.add(pid)), 10);
      const made = renderer.render({
        layout: {
          kind: 'game',
          input: {
            design: { theme: 'default' },
            games: fixtureGames.slice(0, 1),
            mode: 'result',
            format: '9:16',
            showResultDetail: true,
          },
        },
        fileType: 'mp4',
        scale: 1,
        countUp: true,
      });
      const error = await made.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(RenderBudgetExceededError);
      await (error as RenderBudgetExceededError).stopped;
      clearInterval(watch);
      if (seen.size > 0) break;
    }
    // The encoder ran, and is gone with its folder.
    expect(seen.size).toBeGreaterThan(0);
    await until(encoders, (running) => running.length === 0, 10_000);
    await until(
      () => readdirSync(scratch).filter((name) => name.startsWith('matchpost-video-')),
      (left) => left.length === 0,
      10_000,
    );
  }, 90_000);

  it('is stopped with its encoder when the renderer closes while it is made', async () => {
    const renderer = createPostRenderer({ images: offlineImageResolver(), threads: 1 });
    const made = renderer
      .render({
        layout: {
          kind: 'game',
          input: {
            design: { theme: 'dark' },
            games: fixtureGames.slice(0, 1),
            mode: 'preview',
            format: '4:5',
          },
        },
        fileType: 'mp4',
        scale: 1,
      })
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    // The encoder runs and has begun its file (the thread told the pool of it before).
    await until(
      () => readdirSync(scratch).filter((name) => name.startsWith('matchpost-video-')),
      (dirs) => dirs.some((dir) => readdirSync(join(scratch, dir)).length > 0),
      30_000,
      10,
    );
    expect(encoders().length).toBeGreaterThan(0);
    await renderer.close();
    expect(await made).toBeInstanceOf(Error);
    await until(encoders, (running) => running.length === 0, 10_000);
    await until(
      () => readdirSync(scratch).filter((name) => name.startsWith('matchpost-video-')),
      (left) => left.length === 0,
      10_000,
    );
  }, 60_000);
});
