import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { buildStandingsPost } from '#shared/render/build-standings-post.ts';
import { buildWeekendPost } from '#shared/render/build-weekend-post.ts';
import { sampleGame } from '#shared/render/testing/sample-games.ts';
import { fullSponsors } from '#shared/render/testing/sample-sponsors.ts';
import type { Standings } from '#shared/sports/standings.ts';
import { sponsorRoom, templateSponsorSlots } from '#shared/themes/sponsor-room.ts';
import { formats } from '#shared/templates/formats.ts';
import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { weekendRow } from '#shared/themes/weekend-template.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';

/** The sponsor logos a post draws (the sample sponsors' hrefs end in their number). */
function drawnSponsors(post: RenderedPost): number {
  return post.imageHrefs.filter((href) => /^data:image\/png;base64,AA\dA$/.test(href)).length;
}

function template(fields: string[]): SvgConfig {
  return svgConfigSchema.parse({
    format: '4:5',
    backgroundColor: '#000000',
    elements: fields.map((apiField, i) => ({
      id: `s${i}`,
      type: 'api-image',
      apiField,
      x: 100 * i,
      y: 0,
      width: 90,
      height: 40,
      zIndex: i,
    })),
  });
}

const standings: Standings = {
  sport: 'unihockey',
  teamId: 't1',
  groupName: 'Herren 2. Liga',
  scoreKind: 'goals',
  hasOvertime: false,
  rows: Array.from({ length: 8 }, (_, i) => ({
    rank: i + 1,
    teamId: `t${i + 1}`,
    teamName: `UHC Team ${i + 1}`,
    teamLogo: null,
    games: 10,
    wins: 10 - i,
    draws: 0,
    losses: i,
    overtimeWins: null,
    overtimeLosses: null,
    scoreFor: 40,
    scoreAgainst: 30,
    points: 30 - 3 * i,
    isTeam: i === 0,
  })),
};

describe('the room a design has for sponsors', () => {
  it('a look: two main sponsors and two partners on a game post, no supporters', () => {
    for (const format of formats)
      for (const kind of ['preview', 'result'] as const)
        expect(sponsorRoom({ theme: 'default' }, format, kind)).toEqual({
          main: 2,
          partners: 2,
          supporters: 0,
        });
  });

  it('the list posts add three supporters where the format has a row for them', () => {
    expect(sponsorRoom({ theme: 'light' }, '4:5', 'weekend').supporters).toBe(3);
    expect(sponsorRoom({ theme: 'dark' }, '9:16', 'standings').supporters).toBe(3);
    expect(sponsorRoom({ theme: 'club' }, '1:1', 'standings').supporters).toBe(0);
    expect(sponsorRoom({ theme: 'club' }, '1100:800', 'standings').supporters).toBe(0);
  });

  it("a template: its 'Sponsor' slots, main sponsors first, no supporters", () => {
    const three = template(['sponsor1', 'sponsor2', 'sponsor3']);
    expect(sponsorRoom({ template: three }, '4:5', 'result')).toEqual({
      main: 3,
      partners: 3,
      supporters: 0,
      slots: 3,
    });
    // A slot placed twice is one slot; a team's logo is none.
    const one = template(['sponsor2', 'sponsor2', 'teamHomeLogo']);
    expect(templateSponsorSlots(one)).toBe(1);
    expect(sponsorRoom({ template: template([]) }, '4:5', 'preview')).toEqual({
      main: 0,
      partners: 0,
      supporters: 0,
      slots: 0,
    });
  });

  it('every look draws what its room says, never more', () => {
    for (const theme of themeIds) {
      for (const format of formats) {
        const game = buildPost({
          design: { theme },
          games: [sampleGame(1)],
          mode: 'preview',
          format,
          sponsors: fullSponsors,
        });
        const room = sponsorRoom({ theme }, format, 'preview');
        expect(drawnSponsors(game)).toBe(room.main + room.partners);
        const table = buildStandingsPost({ theme, format, standings, sponsors: fullSponsors });
        const tableRoom = sponsorRoom({ theme }, format, 'standings');
        expect(drawnSponsors(table)).toBe(
          tableRoom.main + tableRoom.partners + tableRoom.supporters,
        );
      }
      const rows = [1, 2, 3].map((n) =>
        weekendRow(sampleGame(n), [sampleGame(1).teamHome], 'unihockey'),
      );
      const weekend = buildWeekendPost({ theme, mode: 'preview', rows, sponsors: fullSponsors });
      expect(drawnSponsors(weekend)).toBe(7);
    }
  });

  it('the list posts draw their whole room at every length: 2 to 20 teams, 2 to 12 games', () => {
    const long = (teams: number): Standings => ({
      ...standings,
      rows: Array.from({ length: teams }, (_, i) => ({
        ...standings.rows[i % standings.rows.length]!,
        rank: i + 1,
        teamId: `t${i + 1}`,
        teamName: `Unihockey Club mit langem Namen ${i + 1}`,
      })),
    });
    for (const theme of themeIds) {
      for (const format of formats) {
        const room = sponsorRoom({ theme }, format, 'standings');
        for (let teams = 2; teams <= 20; teams += 1) {
          const table = buildStandingsPost({
            theme,
            format,
            standings: long(teams),
            sponsors: fullSponsors,
          });
          expect(drawnSponsors(table), `${theme} ${format} ${teams} teams`).toBe(
            room.main + room.partners + room.supporters,
          );
        }
      }
      for (const format of ['4:5', '9:16'] as const) {
        const room = sponsorRoom({ theme }, format, 'weekend');
        for (let games = 2; games <= 12; games += 1) {
          const rows = Array.from({ length: games }, (_, i) =>
            weekendRow(sampleGame((i % 3) + 1), [sampleGame(1).teamHome], 'unihockey'),
          );
          const weekend = buildWeekendPost({
            theme,
            mode: 'preview',
            rows,
            format,
            sponsors: fullSponsors,
          });
          expect(drawnSponsors(weekend), `${theme} ${format} ${games} games`).toBe(
            room.main + room.partners + room.supporters,
          );
        }
      }
    }
  });
});
