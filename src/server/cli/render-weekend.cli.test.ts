import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArgs, renderCli, runScript } from '#server/testing/render-cli.ts';

/** `npm run render -- --mode weekend` (the game-day overview post) as a person runs it, on the bundled demo data. */
const { file, run: cli } = renderCli('matchpost-cli-weekend-');

/**
 * A weekend render of unihockey: club 'c', team 't', the window of 21 and 22 November 2026; the
 * options given replace these or add to them, an option given as undefined is left out.
 */
const weekendArgs = (options: Record<string, string | true | undefined>) =>
  renderArgs({
    sport: 'unihockey',
    mode: 'weekend',
    'club-id': 'c',
    team: 't',
    from: '2026-11-21',
    to: '2026-11-22',
    ...options,
  });

/**
 * A club with two or more teams and a window holding at most twelve of their games, two or more
 * played and one not played yet against a team whose name no played game shares, in today's
 * demo dataset: asked in a child process, as rendering code and
 * its tests stay clear of the demo code (render-boundaries.test.ts).
 */
function clubWeekend(): {
  clubId: string;
  teams: string;
  from: string;
  to: string;
  played: number;
  /** The opponent of the game not played yet. */
  opponent: string;
} {
  const lookup = runScript(
    `import('#server/sports/demo/demo-dataset.ts').then(async ({ demoDataset }) => {
        const { zurichToday } = await import('#shared/sports/swiss-time.ts');
        const { gameInWindow } = await import('#shared/weekend/weekend.schema.ts');
        const { hasResult } = await import('#shared/sports/sports.ts');
        const today = zurichToday(new Date());
        const d = demoDataset('unihockey', today);
        const iso = (t) => new Date(t).toISOString().slice(0, 10);
        for (let length = 1; length < 14; length++) {
          for (let back = length; back >= -1; back--) {
            const start = Date.UTC(today.year, today.month - 1, today.day, 12) - back * 86400000;
            const from = iso(start), to = iso(start + length * 86400000);
            for (const [clubId, teams] of d.teamsByClub) {
              const chosen = [], games = [];
              for (const t of teams) {
                const own = (d.gamesByTeam.get(t.id) ?? []).filter((g) => gameInWindow(g, from, to));
                if (own.length === 0 || games.length + own.length > 12) continue;
                chosen.push(t);
                games.push(...own);
              }
              const played = games.filter(hasResult).length;
              if (chosen.length < 2 || played < 2 || played === games.length) continue;
              // An opponent of a game not played yet whose name (as far as the test reads it)
              // is no part of a team of a played game: so its absence from the results says
              // the game is left out, not that a look-alike name is missing.
              const names = new Set(chosen.map((t) => t.name));
              const shown = games.filter(hasResult).flatMap((g) => [g.teamHome, g.teamAway]).join('|').toLowerCase();
              for (const open of games.filter((g) => !hasResult(g))) {
                const opponent = names.has(open.teamHome) ? open.teamAway : open.teamHome;
                if (shown.includes(opponent.toLowerCase().slice(0, 8))) continue;
                process.stdout.write(JSON.stringify({ clubId, teams: chosen.map((t) => t.id).join(','), from, to, played, opponent }));
                return;
              }
            }
          }
        }
      })`,
  );
  expect(lookup.stderr).toBe('');
  return JSON.parse(lookup.stdout) as ReturnType<typeof clubWeekend>;
}

describe('npm run render -- --mode weekend', () => {
  it('writes the overview post of the club teams in the window, at its size and file type', async () => {
    const weekend = clubWeekend();
    const base = {
      'club-id': weekend.clubId,
      team: weekend.teams,
      from: weekend.from,
      to: weekend.to,
      scale: '0.5',
    };
    const story = file('weekend.png');
    const run = cli(...weekendArgs({ ...base, format: '9:16', theme: 'dark', out: story }));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const meta = await sharp(story).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 540, 960]);

    // The results: only the games played (the screen's 'Resultate'), as JPEG.
    const svg = file('results.svg');
    const results = cli(
      ...weekendArgs({ ...base, results: true, lang: 'fr', svg: true, out: svg }),
    );
    expect(results.stderr).toBe('');
    const jpeg = file('results.jpg');
    const photo = cli(...weekendArgs({ ...base, results: true, out: jpeg }));
    expect(photo.status).toBe(0);
    const jpegMeta = await sharp(jpeg).metadata();
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.height]).toEqual(['jpeg', 540, 675]);
    // The game not played yet is no row of the results.
    const drawn = readFileSync(svg, 'utf8').toLowerCase();
    const preview = file('preview.svg');
    expect(cli(...weekendArgs({ ...base, svg: true, out: preview })).status).toBe(0);
    const opponent = weekend.opponent.toLowerCase().slice(0, 8);
    expect(readFileSync(preview, 'utf8').toLowerCase().includes(opponent)).toBe(true);
    expect(drawn.includes(opponent)).toBe(false);
  }, 180_000);

  it('exits with 2 and says why for a format, window or team it cannot draw', () => {
    const out = file('bad.png');
    const square = cli(...weekendArgs({ format: '1:1', out }));
    expect(square.status).toBe(2);
    expect(square.stderr).toContain('--mode weekend draws 4:5 or 9:16');
    const long = cli(...weekendArgs({ from: '2026-11-01', to: '2026-11-30', out }));
    expect(long.status).toBe(2);
    expect(long.stderr).toContain('--from and --to must be dates of a window of 1 to 14 days');
    const noTeam = cli(...weekendArgs({ 'club-id': undefined, team: undefined, out }));
    expect(noTeam.status).toBe(2);
    expect(noTeam.stderr).toContain('--mode weekend needs --club-id ID and --team ID[,ID...]');
    const unknown = cli(...weekendArgs({ 'club-id': 'no-club', team: 'no-team', out }));
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown unihockey team no-team of club no-club');
  }, 180_000);
});
