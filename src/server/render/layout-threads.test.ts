import { afterAll, describe, expect, it } from 'vitest';
import { buildPost, type PostInput } from '#shared/render/build-post.ts';
import { AppError } from '#server/http/app-error.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createExportRasterizer } from '#server/exports/export-answer.ts';
import { backgroundIdentity } from '#server/render/background-identity.ts';
import { PostRasterizer } from '#server/render/post-rasterizer.ts';
import { postTag } from '#server/render/post-tag.ts';
import { createRenderThreads } from '#server/render/render-threads.ts';
import {
  fixtureGames,
  noisyPhoto,
  offlineImageResolver,
} from '#server/render/testing/render-fixtures.ts';

/**
 * The exports' layout thread (ADR 038): a post laid out there from plain data is tagged, its
 * background named and its bands built as the main thread would, so the file is the same byte
 * for byte and the drawing threads find the bands they keep (ADR 036); a layout that throws
 * there fails its export with the export's error code and the next post is laid out.
 */
// One drawing thread, so every band kept is kept where the next drawing of it goes (ADR 036).
const threads = createRenderThreads({ drawThreads: 1 });
afterAll(() => threads.close());
// A loaded test machine must not stop the drawing: the render budget is not under test here.
const rasterizer = new PostRasterizer({
  images: offlineImageResolver(),
  threads,
  renderBudgetMs: 120_000,
});

const photo = await noisyPhoto();

/** The result post at 4:5 over a photo, with the clubs' logos (resolved by the main thread). */
const input: PostInput = {
  design: { theme: 'default' },
  games: [fixtureGames[0]!],
  mode: 'result',
  format: '4:5',
  showResultDetail: true,
  backgroundHref: 'photo',
};

describe('the layout thread', { timeout: 120_000 }, () => {
  it('lays out, tags and builds the bands of an export as the main thread does: the same file and the same kept bands', async () => {
    const background = { key: 'layout-thread-photo', load: async () => photo };
    const options = { background, userId: 'user-1', scale: 2 };
    const post = buildPost(input);
    // Laid out here: the file as before ADR 038, and the drawing threads keep its bands.
    const here = await rasterizer.png(post, options);
    const hereJpeg = await rasterizer.jpeg(post, options);
    const counts = { ...threads.layout.counts };
    const reused = threads.drawing.handed.reused;
    const composited = threads.drawing.handed.composited;

    const fields = { version: 'test', userId: 'user-1' };
    const laid = await rasterizer.layOut(
      { kind: 'game', input },
      { ...options, tagFields: fields },
    );
    expect(laid.tag).toBe(postTag(fields, post));
    expect(laid.background).toEqual(
      backgroundIdentity({ post, width: 2160, height: 2700, background, userId: 'user-1' }),
    );
    // Both logos are drawn: the main thread resolves them, the layout thread inlines them.
    expect(laid.images.size).toBe(2);
    const there = await rasterizer.png(laid, options);
    expect(there.equals(here)).toBe(true);
    // Every band drawn for it was one the drawing threads kept from the post laid out here.
    const drawn = threads.drawing.handed.composited - composited;
    expect(drawn).toBeGreaterThan(0);
    expect(threads.drawing.handed.reused - reused).toBe(drawn);

    const laidJpeg = await rasterizer.layOut({ kind: 'game', input }, options);
    expect((await rasterizer.jpeg(laidJpeg, options)).equals(hereJpeg)).toBe(true);
    expect(threads.layout.counts).toEqual({
      laidOut: counts.laidOut + 2,
      bandsBuilt: counts.bandsBuilt + 2,
      failed: counts.failed,
    });
  });

  it('fails an export whose layout throws with EXPORT_FAILED, keeps the process and lays out the next post', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'error', format: 'json', write: (l) => lines.push(l) });
    const { rasterize } = createExportRasterizer({ rasterizer, logger });
    const failed = threads.layout.counts.failed;
    // No design at all: buildPost throws on the thread (a layout bug, not a user's input).
    const broken = { kind: 'game' as const, input: { ...input, design: null as never } };
    const refused = await rasterize('user-1', broken, null, { fileType: 'png', scale: 1 }, []).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 500, code: 'EXPORT_FAILED' });
    expect(threads.layout.counts.failed).toBe(failed + 1);
    expect(lines.join('\n')).toContain('export: the layout failed');

    const next = await rasterize(
      'user-1',
      { kind: 'game', input },
      null,
      {
        fileType: 'png',
        scale: 1,
      },
      [],
    );
    expect(next.bytes?.subarray(1, 4).toString()).toBe('PNG');
    expect(threads.layout.running).toBe(1);
  });
});
