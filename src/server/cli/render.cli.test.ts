import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArgs, renderCli, runScript } from '#server/testing/render-cli.ts';

/** The render CLI as a person runs it, on the bundled demo data. */
const { file, run: cli } = renderCli('matchpost-cli-');

describe('npm run render', () => {
  it('exits with 2 and says why on bad arguments or an unknown game', () => {
    const badTheme = cli(
      ...renderArgs({ sport: 'unihockey', game: 'x', theme: 'neon', out: file('a.png') }),
    );
    expect(badTheme.status).toBe(2);
    expect(badTheme.stderr).toContain('--theme must be one of default, light, dark, club');
    const unknown = cli(
      ...renderArgs({ sport: 'unihockey', game: 'demo-19990101-l1-00', out: file('a.png') }),
    );
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown unihockey game: demo-19990101-l1-00');
  }, 120_000);

  it('writes the SVG of a post with its logos inlined', () => {
    // A game with logos from today's demo dataset (it is dated relative to today).
    const out = file('post.svg');
    const run = runScript(
      "import('#server/sports/demo/demo-dataset.ts').then(async ({ demoDataset }) => { const { zurichToday } = await import('#shared/sports/swiss-time.ts'); process.stdout.write([...demoDataset('unihockey', zurichToday(new Date())).gameById.values()].find((g) => g.teamHomeLogo && g.teamAwayLogo).id); })",
    );
    const gameId = run.stdout.trim();
    expect(gameId).toMatch(/^demo-/);
    const result = cli(
      ...renderArgs({
        sport: 'unihockey',
        game: gameId,
        theme: 'light',
        mode: 'result',
        svg: true,
        out,
      }),
    );
    expect(result.status, result.stderr).toBe(0);
    const svg = readFileSync(out, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1080" height="1350"/);
    expect(svg).toContain('data:image/png;base64,');
    expect(svg).not.toContain('/api/crests/');
  }, 120_000);

  it('writes the JPEG at the platform size and the PNG at 2x, and refuses another file type', async () => {
    const gameId = cli('--sport', 'unihockey', '--game', 'x', '--file-type', 'gif', '--out', 'a');
    expect(gameId.status).toBe(2);
    expect(gameId.stderr).toContain('--file-type must be one of png, jpeg');
    const game = demoGame();
    const jpeg = file('post-1x.jpg');
    const small = cli(
      ...renderArgs({ sport: 'unihockey', game, 'file-type': 'jpeg', scale: '1', out: jpeg }),
    );
    expect(small.status, small.stderr).toBe(0);
    const jpegMeta = await sharp(readFileSync(jpeg)).metadata();
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.height]).toEqual(['jpeg', 1080, 1350]);
    expect(jpegMeta.chromaSubsampling).toBe('4:4:4');
    const png = file('post-2x.png');
    const large = cli(...renderArgs({ sport: 'unihockey', game, format: '1:1', out: png }));
    expect(large.status, large.stderr).toBe(0);
    const pngMeta = await sharp(readFileSync(png)).metadata();
    expect([pngMeta.format, pngMeta.width, pngMeta.height]).toEqual(['png', 2160, 2160]);
  }, 180_000);
});

/** A game of today's demo dataset (it is dated relative to today). */
function demoGame(): string {
  const run = runScript(
    "import('#server/sports/demo/demo-dataset.ts').then(async ({ demoDataset }) => { const { zurichToday } = await import('#shared/sports/swiss-time.ts'); process.stdout.write([...demoDataset('unihockey', zurichToday(new Date())).gameById.values()][0].id); })",
  );
  return run.stdout.trim();
}
