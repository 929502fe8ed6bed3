import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { postSvg } from '#shared/render/render-post.ts';
import { textContent } from '#shared/render/svg-tree.ts';
import type { Game } from '#shared/sports/sports.ts';
import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import { servedModes, servesMode, upgradeStoredConfig } from '#shared/templates/template-modes.ts';
import { themeTemplate } from '#shared/themes/theme-template.ts';

const game: Game = {
  id: 'g1',
  teamHome: 'UHC Thun',
  teamAway: 'Floorball Köniz',
  date: '22.11.2026',
  time: '19:30',
  result: '5:3',
  resultDetail: '(2:1, 1:0, 2:2)',
  location: 'Lachenhalle',
  city: 'Thun',
  teamHomeLogo: null,
  teamAwayLogo: null,
};

const texts = (config: SvgConfig, mode: 'preview' | 'result', language?: 'de' | 'fr') =>
  textContent(
    postSvg(buildPost({ design: { template: config }, games: [game], mode, language })),
  ).join(' | ');

/** A template started from the Clubfarben look on its preview tab. */
const clubPreview = (): SvgConfig =>
  svgConfigSchema.parse(
    themeTemplate({
      theme: 'club',
      mode: 'preview',
      format: '4:5',
      games: [game],
      isHomeGame: false,
      showResultDetail: false,
      hasBackgroundImage: false,
    }),
  );

/** A Clubfarben template as the editor saved it before templates declared their tabs. */
function storedClubPreview(): unknown {
  const config = clubPreview();
  // Then the headline was fixed text and no config said which tab it serves.
  const elements = config.elements.map((element) =>
    element.type === 'api-text' && element.apiField === 'headline'
      ? (() => {
          const { apiField: _field, format: _format, ...style } = element;
          return { ...style, type: 'text' as const, content: 'SPIELVORSCHAU' };
        })()
      : element,
  );
  return JSON.parse(JSON.stringify({ ...config, elements }));
}

describe('the post a template serves', () => {
  it('a template from the Clubfarben preview look is not drawn as a result', () => {
    const config = clubPreview();
    expect(servesMode(config, 'preview')).toBe(true);
    expect(servesMode(config, 'result')).toBe(false);
  });

  it('says what the post is in its headline field, in the post language', () => {
    const config = svgConfigSchema.parse({
      postModes: ['preview', 'result'],
      elements: [
        {
          id: 'h',
          type: 'api-text',
          apiField: 'headline',
          format: 'upper',
          x: 540,
          y: 200,
          fontSize: 80,
        },
        { id: 's', type: 'api-text', apiField: 'result', x: 540, y: 600, fontSize: 120 },
      ],
    });
    expect(texts(config, 'preview')).toContain('SPIELVORSCHAU');
    expect(texts(config, 'result')).toContain('RESULTAT');
    expect(texts(config, 'result')).not.toContain('SPIELVORSCHAU');
    expect(texts(config, 'result', 'fr')).toContain('RÉSULTAT');
    expect(texts(config, 'preview', 'fr')).toContain('AVANT-MATCH');
  });

  it('reads a template stored before the change as what it was made for', () => {
    const stored = svgConfigSchema.parse(storedClubPreview());
    expect(stored.postModes).toBeUndefined();
    expect(servedModes(stored)).toEqual(['preview']);
    const upgraded = upgradeStoredConfig(stored);
    expect(upgraded).toEqual({ ...stored, postModes: ['preview'] });
    // The same post as before on the tab it serves; upgrading twice changes nothing.
    expect(texts(upgraded, 'preview')).toBe(texts(stored, 'preview'));
    expect(texts(upgraded, 'preview')).toContain('SPIELVORSCHAU');
    expect(upgradeStoredConfig(upgraded)).toBe(upgraded);
    expect(svgConfigSchema.parse(JSON.parse(JSON.stringify(upgraded)))).toEqual(upgraded);
  });

  it('reads a stored template with a score or the word Resultat as one for results', () => {
    const withScore = svgConfigSchema.parse({
      elements: [{ id: 's', type: 'api-text', apiField: 'result2', x: 540, y: 600, fontSize: 99 }],
    });
    expect(servedModes(withScore)).toEqual(['result']);
    const withWord = svgConfigSchema.parse({
      elements: [{ id: 't', type: 'text', content: ' Résultats ', x: 540, y: 200, fontSize: 80 }],
    });
    expect(upgradeStoredConfig(withWord).postModes).toEqual(['result']);
    // Its texts stay the user's: a club's own 'Matchday' is not swapped for the field.
    const own = svgConfigSchema.parse({
      elements: [{ id: 't', type: 'text', content: 'Matchday', x: 540, y: 200, fontSize: 80 }],
    });
    expect(upgradeStoredConfig(own)).toMatchObject({
      postModes: ['preview'],
      elements: [{ type: 'text', content: 'Matchday' }],
    });
  });

  it('refuses a declaration without a tab, with an unknown one or one tab twice', () => {
    for (const postModes of [[], ['standings'], ['result', 'result']]) {
      expect(svgConfigSchema.safeParse({ elements: [], postModes }).success).toBe(false);
    }
  });
});
