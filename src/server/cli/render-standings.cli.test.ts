import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#server/paths.ts';

/** `npm run render -- --mode standings` as a person runs it, on the bundled demo data. */
const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-cli-standings-'));

function cli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/render.cli.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, SPORTS_DATA: 'demo', DATA_DIR: dir, NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run render -- --mode standings', () => {
  it('writes the table post of a team', async () => {
    // A team with a table in today's demo dataset, asked in a child process: rendering code and
    // its tests stay clear of the demo code (render-boundaries.test.ts).
    const lookup = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('#server/sports/demo/demo-dataset.ts').then(async ({ demoDataset }) => { const { zurichToday } = await import('#server/sports/swiss-time.ts'); const d = demoDataset('handball', zurichToday(new Date())); for (const [clubId, teams] of d.teamsByClub) { const team = teams.find((t) => d.standings(t.id)); if (team) { process.stdout.write(clubId + ' ' + team.id); return; } } })",
      ],
      { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 },
    );
    const [clubId, teamId] = lookup.stdout.trim().split(' ') as [string, string];
    const out = path.join(dir, 'table.png');
    const run = cli(
      '--sport',
      'handball',
      '--mode',
      'standings',
      '--team',
      teamId,
      '--club-id',
      clubId,
      '--theme',
      'club',
      '--format',
      '1:1',
      '--scale',
      '0.5',
      '--out',
      out,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([540, 540]);
  }, 120_000);

  it('exits with 2 without a team, or for a team without a table', () => {
    const noTeam = cli(
      '--sport',
      'handball',
      '--mode',
      'standings',
      '--out',
      path.join(dir, 'a.png'),
    );
    expect(noTeam.status).toBe(2);
    expect(noTeam.stderr).toContain('--mode standings needs --team ID');
    const noTable = cli(
      '--sport',
      'handball',
      '--mode',
      'standings',
      '--team',
      'no-such-team',
      '--out',
      path.join(dir, 'a.png'),
    );
    expect(noTable.status).toBe(2);
    expect(noTable.stderr).toContain('no handball table for team no-such-team');
  }, 120_000);
});
