import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { postSvg, renderPost } from '#shared/render/render-post.ts';
import { serializeSvg, textContent } from '#shared/render/svg-tree.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { servedModes } from '#shared/templates/template-modes.ts';
import { usesClubColors } from '#shared/templates/club-colors.ts';
import { sampleGame } from '#shared/render/testing/sample-games.ts';
import type { Game } from '#shared/sports/sports.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { templateFromTheme } from '#client/features/editor/core/from-theme.ts';
import { usedFields } from '#client/features/editor/core/selectors.ts';
import { EditorDriver } from '#client/features/editor/core/testing/editor-driver.ts';

const crest = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

/** The sample round with crests (game 2's guests have none) and guests the tests look for. */
const games: Game[] = [1, 2, 3].map((n) =>
  sampleGame(n, {
    teamAway: `Gast Langnau ${n}`,
    teamHomeLogo: crest,
    teamAwayLogo: n === 2 ? null : crest,
  }),
);

describe('starting from a built-in look', () => {
  const cases = themeIds.flatMap((theme) =>
    (['preview', 'result'] as const).flatMap((mode) =>
      [1, 2, 3].map((count) => ({ theme, mode, count })),
    ),
  );

  it.each(cases)('$theme $mode for $count game(s) draws the same post as the theme', (c) => {
    const chosen = games.slice(0, c.count);
    const template = templateFromTheme({
      theme: c.theme,
      mode: c.mode,
      format: '4:5',
      games: chosen,
      showResultDetail: true,
    });
    // An ordinary template: it survives saving as JSON and parsing with the schema.
    expect(svgConfigSchema.parse(JSON.parse(JSON.stringify(template)))).toEqual(template);
    const fromTemplate = renderPost(template, chosen, { kind: c.mode });
    const fromTheme = buildPost({
      design: { theme: c.theme },
      games: chosen,
      mode: c.mode,
      format: '4:5',
      showResultDetail: true,
    });
    expect(serializeSvg(postSvg(fromTemplate))).toBe(serializeSvg(postSvg(fromTheme)));
  });

  it("keeps the crests as data images, also for teams without a logo, and the club look's colours as club colours", () => {
    // The editor's sample games have no logos: the look still keeps a crest field per team.
    const bare = games.slice(0, 1).map((g) => ({ ...g, teamHomeLogo: null, teamAwayLogo: null }));
    for (const theme of themeIds) {
      const template = templateFromTheme({ theme, mode: 'result', format: '4:5', games: bare });
      const crests = template.elements.filter((e) => e.type === 'api-image');
      expect([...new Set(crests.map((e) => e.apiField))].sort()).toEqual([
        'teamAwayLogo',
        'teamHomeLogo',
      ]);
      expect(crests.every((e) => e.type === 'api-image' && e.monogram)).toBe(true);
      // No initials baked in as fixed text or a field of their own.
      expect(template.elements.some((e) => 'format' in e && e.format === 'initials')).toBe(false);
    }
    const club = templateFromTheme({ theme: 'club', mode: 'result', format: '4:5', games: bare });
    const colors = JSON.stringify(club);
    expect(club.backgroundColor).toBe('club:ground');
    expect(colors).not.toMatch(/#c8102e|#0b1f3a/i);
    expect(usesClubColors(club)).toBe(true);
    expect(
      usesClubColors(
        templateFromTheme({ theme: 'dark', mode: 'result', format: '4:5', games: bare }),
      ),
    ).toBe(false);
  });

  it('draws a template from the club look in the colours of the club it is used for, as the look', () => {
    const green = { primary: '#15803d', secondary: '#f97316' };
    const template = templateFromTheme({
      theme: 'club',
      mode: 'preview',
      format: '1:1',
      games: games.slice(0, 1),
    });
    const fromTemplate = renderPost(template, games.slice(0, 1), {
      kind: 'preview',
      palette: green,
    });
    const fromLook = buildPost({
      design: { theme: 'club' },
      games: games.slice(0, 1),
      mode: 'preview',
      format: '1:1',
      palette: green,
    });
    expect(serializeSvg(postSvg(fromTemplate))).toBe(serializeSvg(postSvg(fromLook)));
    expect(fromTemplate.background.color).toBe('#15803d');
    expect(serializeSvg(postSvg(fromTemplate))).toContain('#f97316');
    // Another club, other colours.
    const blue = renderPost(template, games.slice(0, 1), {
      kind: 'preview',
      palette: { primary: '#1d4ed8', secondary: '#fde047' },
    });
    expect(blue.background.color).toBe('#1d4ed8');
  });

  it('keeps what changes from game to game as data fields, so it shows the next games', () => {
    const next: Game[] = games.map((g, i) => ({
      ...g,
      teamHome: `Floorball Thun ${i + 1}`,
      teamAway: `UH Lejon ${i + 1}`,
      date: `0${i + 1}.12.2026`,
      time: `2${i}:15`,
      result: `${i + 7}:${i + 5}`,
      location: `Lachenhalle ${i + 1}`,
      city: 'Thun',
    }));
    for (const mode of ['preview', 'result'] as const) {
      for (const count of [1, 2]) {
        const template = templateFromTheme({
          theme: 'default',
          mode,
          format: '4:5',
          games: games.slice(0, count),
        });
        const shown = textContent(
          postSvg(renderPost(template, next.slice(0, count), { kind: mode })),
        ).join(' | ');
        expect(shown).toContain('Floorball Thun 1');
        expect(shown).not.toMatch(/UHC Heim|Gast Langnau|Sporthalle|NOVEMBER|NOV\./);
        if (mode === 'preview') {
          expect(shown).toContain('20:15');
          expect(shown).toMatch(/DEZEMBER|DEZ\./);
        } else {
          expect(shown).toMatch(/7:5|\b7\b/);
          expect(shown).not.toMatch(/\b3:1\b/);
        }
      }
    }
  });

  it('keeps names and logos as data fields that the editor can change, and adds on top', () => {
    const template = templateFromTheme({
      theme: 'club',
      mode: 'result',
      format: '1:1',
      games: games.slice(0, 2),
    });
    const fields = template.elements.flatMap((e) =>
      'apiField' in e ? [`${e.apiField}/${'format' in e ? (e.format ?? '') : ''}`] : [],
    );
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toEqual(
      expect.arrayContaining([
        'teamHome/',
        'teamAway/',
        'teamHomeLogo/',
        'teamHome2/',
        'result2/score-home',
      ]),
    );
    const d = new EditorDriver({ doc: template, games: 2 });
    expect(usedFields(d.state).has('teamHome2')).toBe(true);
    expect(d.editor.canRun('add-field', { field: 'teamHome2' })).toBe(false);
    const ground = template.elements[0]!;
    d.dispatch('select', { ids: [ground.id] });
    expect(d.dispatch('update', { props: { gradient: undefined, fill: '#123456' } })).toBe(true);
    expect(d.element(ground.id)).toMatchObject({ fill: '#123456' });
    expect(d.element(ground.id)).not.toHaveProperty('gradient');
    d.dispatch('add-image', { href: crest, y: 40 });
    expect(d.element(d.lastId).zIndex).toBe(template.elements.length);
  });

  it('serves the tab its look was chosen for, and names the post it is used for in its language', () => {
    const preview = templateFromTheme({ theme: 'club', mode: 'preview', format: '4:5', games });
    const result = templateFromTheme({ theme: 'club', mode: 'result', format: '4:5', games });
    expect(servedModes(preview)).toEqual(['preview']);
    expect(servedModes(result)).toEqual(['result']);
    // The headline is the post's headline field, not the word of the look's mode.
    const d = new EditorDriver({ doc: preview, games: 1 });
    expect(d.dispatch('set-post-modes', { modes: ['preview', 'result'] })).toBe(true);
    expect(servedModes(d.doc)).toEqual(['preview', 'result']);
    const one = games.slice(0, 1);
    const asResult = textContent(postSvg(renderPost(d.doc, one, { kind: 'result' })));
    expect(asResult).toContain('RESULTAT');
    expect(asResult).not.toContain('SPIELVORSCHAU');
    const french = textContent(postSvg(renderPost(d.doc, one, { kind: 'result', language: 'fr' })));
    expect(french).toContain('RÉSULTAT');
    const home = textContent(postSvg(renderPost(d.doc, one, { isHomeGame: true })));
    expect(home).toContain('HEIMSPIEL');
    // A template serves at least one tab.
    expect(d.editor.canRun('set-post-modes', { modes: [] })).toBe(false);
    d.dispatch('undo');
    expect(servedModes(d.doc)).toEqual(['preview']);
  });
});
