import type { Game } from '#shared/sports/sports.ts';
import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import { themeTemplate } from '#shared/themes/theme-template.ts';

/** UHC Thun against Floorball Köniz in the Lachenhalle, Thun: the game the tests post about. */
export const thunGame: Game = {
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

/** A template started from the Clubfarben look on its preview tab. */
export const clubPreview = (): SvgConfig =>
  svgConfigSchema.parse(
    themeTemplate({
      theme: 'club',
      mode: 'preview',
      format: '4:5',
      games: [thunGame],
      isHomeGame: false,
      showResultDetail: false,
      hasBackgroundImage: false,
    }),
  );

/**
 * A Clubfarben template as the editor saved it before templates declared their tabs: then the
 * headline was fixed text and no config said which tab it serves.
 */
export function storedClubPreview(): unknown {
  const config = clubPreview();
  const elements = config.elements.map((element) => {
    if (element.type !== 'api-text' || element.apiField !== 'headline') return element;
    const { apiField: _field, format: _format, ...style } = element;
    return { ...style, type: 'text' as const, content: 'SPIELVORSCHAU' };
  });
  return JSON.parse(JSON.stringify({ ...config, elements }));
}
