import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArgs, renderCli, runScript } from '#server/testing/render-cli.ts';

/** `npm run render -- --mode standings` as a person runs it, on the bundled demo data. */
const { file, run: cli } = renderCli('matchpost-cli-standings-');

/** A standings render of handball; the options given are added or replace these. */
const standingsArgs = (options: Record<string, string | undefined>) =>
  renderArgs({ sport: 'handball', mode: 'standings', ...options });

describe('npm run render -- --mode standings', () => {
  it('writes the table post of a team', async () => {
    // A team with a table in today's demo dataset, asked in a child process: rendering code and
    // its tests stay clear of the demo code (render-boundaries.test.ts).
    const lookup = runScript(
      "import('#server/sports/demo/demo-dataset.ts').then(async ({ demoDataset }) => { const { zurichToday } = await import('#shared/sports/swiss-time.ts'); const d = demoDataset('handball', zurichToday(new Date())); for (const [clubId, teams] of d.teamsByClub) { const team = teams.find((t) => d.standings(t.id)); if (team) { process.stdout.write(clubId + ' ' + team.id); return; } } })",
    );
    const [clubId, teamId] = lookup.stdout.trim().split(' ') as [string, string];
    const out = file('table.png');
    const run = cli(
      ...standingsArgs({
        team: teamId,
        'club-id': clubId,
        theme: 'club',
        format: '1:1',
        scale: '0.5',
        out,
      }),
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([540, 540]);
  }, 120_000);

  it('exits with 2 without a team, or for a team without a table', () => {
    const noTeam = cli(...standingsArgs({ out: file('a.png') }));
    expect(noTeam.status).toBe(2);
    expect(noTeam.stderr).toContain('--mode standings needs --team ID');
    const noTable = cli(...standingsArgs({ team: 'no-such-team', out: file('a.png') }));
    expect(noTable.status).toBe(2);
    expect(noTable.stderr).toContain('no handball table for team no-such-team');
  }, 120_000);
});
