import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { postSvg } from '#shared/render/render-post.ts';
import { textContent } from '#shared/render/svg-tree.ts';
import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import { servedModes, servesMode, upgradeStoredConfig } from '#shared/templates/template-modes.ts';
import { clubPreview, storedClubPreview, thunGame } from '#shared/render/testing/club-preview.ts';

const texts = (config: SvgConfig, mode: 'preview' | 'result', language?: 'de' | 'fr') =>
  textContent(
    postSvg(buildPost({ design: { template: config }, games: [thunGame], mode, language })),
  ).join(' | ');

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
