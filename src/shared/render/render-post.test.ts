import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { clockTime, longDate, shortDate } from '#shared/i18n/post-dates.ts';
import { postSvg, renderPost } from '#shared/render/render-post.ts';
import { serializeSvg, textContent } from '#shared/render/svg-tree.ts';
import { fitText, keptSizeFloor } from '#shared/typography/text-fit.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { measureText } from '#shared/typography/text-measure.ts';
import { textBoxes } from '#shared/render/testing/text-boxes.ts';
import { formats } from '#shared/templates/formats.ts';
import { gameFields } from '#shared/templates/game-fields.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import {
  clubColorValues,
  clubTokenColors,
  themeColors,
  themeIds,
} from '#shared/themes/theme-colors.ts';
import { clubColorRole } from '#shared/templates/club-colors.ts';
import type { Game } from '#shared/sports/sports.ts';
import { gameTexts } from '#shared/render/testing/sample-games.ts';

const logo = (color: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${color}"/></svg>`)}`;

function game(n: number, overrides: Partial<Game> = {}): Game {
  return {
    id: `g${n}`,
    teamHome: `Heim ${n}`,
    teamAway: `Gast ${n}`,
    date: '22.11.2026',
    time: `1${n}:30`,
    result: `${n}:${n + 1}`,
    resultDetail: `(${n}:0, 0:${n})`,
    location: `Halle ${n}`,
    city: `Stadt ${n}`,
    teamHomeLogo: logo('#ff0000'),
    teamAwayLogo: logo('#0000ff'),
    ...overrides,
  };
}

/** The longest team names of the demo data, and a venue to match. */
const longest: Game[] = [
  game(1, {
    teamHome: 'UHC Näfels Glarnerland Junioren U16 C Regionalauswahl Glarnerland-Linth',
    teamAway: 'Unihockey Sense-See Düdingen Junioren U16 C Regionalmeisterschaft Sense-Oberland',
    location: 'Salle omnisport des Creusets',
    city: 'Sion',
    result: '10:12',
    resultDetail: '(25:23, 23:25, 25:18, 22:25, 15:13)',
  }),
  game(2, {
    teamHome: 'Juniorinnen U19 Regionalauswahl Zürichsee-Oberland',
    teamAway: 'Junioren U13 Promotion Appenzellerland-Rheintal',
    teamAwayLogo: null,
  }),
  game(3, {
    teamHome: 'HC Bären Münchenbuchsee',
    teamAway: 'BSG Vorderland Walzenhausen',
    location: 'Sporthalle Güttingersreuti',
    city: 'Weinfelden',
  }),
];

describe('the renderer binds game data', () => {
  const template = svgConfigSchema.parse({
    format: '4:5',
    elements: gameFields.map((field, i) =>
      field.kind === 'text'
        ? {
            id: `f${i}`,
            type: 'api-text',
            apiField: field.name,
            x: 540,
            y: 40 + i * 40,
            fontSize: 30,
            fontFamily: 'Arial',
          }
        : {
            id: `f${i}`,
            type: 'api-image',
            apiField: field.name,
            x: 10,
            y: 40 + i * 40,
            width: 30,
            height: 30,
          },
    ),
  });

  it('shows the values of the fields of games 1, 2 and 3', () => {
    const games = [game(1), game(2), game(3)];
    const post = renderPost(template, games);
    const texts = textContent(postSvg(post));
    for (const g of games) {
      for (const value of gameTexts(g)) {
        expect(texts).toContain(value);
      }
    }
    expect(post.imageHrefs).toEqual([logo('#ff0000'), logo('#0000ff')]);
    const svg = serializeSvg(postSvg(post));
    expect(svg).toContain('Heim 3');
    expect(svg).toContain('Stadt 2');
  });

  it('renders nothing for a field without a value', () => {
    const post = renderPost(template, [
      game(1, { location: null, city: '  ', result: '-:-', teamAwayLogo: null }),
    ]);
    const svg = serializeSvg(postSvg(post));
    const texts = textContent(postSvg(post));
    expect(texts).not.toContain('-:-');
    // teamHome, teamAway, date, time, resultDetail of game 1, and the post's headline
    expect(texts).toHaveLength(6);
    expect(svg).not.toMatch(/undefined|null|NaN/);
    expect(svg.match(/<image /g)).toHaveLength(1);
  });

  it('puts the background photo, darkened, under everything and splits static shapes into the backdrop', () => {
    const config = svgConfigSchema.parse({
      elements: [
        { id: 'r', type: 'rect', x: 0, y: 0, width: 100, height: 100, fill: '#ff0000' },
        { id: 't', type: 'api-text', apiField: 'teamHome', x: 540, y: 500, fontSize: 40 },
        { id: 'r2', type: 'rect', x: 0, y: 0, width: 100, height: 100, fill: '#00ff00' },
      ],
    });
    const post = renderPost(config, [game(1)], {
      backgroundHref: '/api/files/backgrounds/u/1.jpg',
    });
    expect(post.background.image).toEqual({ href: '/api/files/backgrounds/u/1.jpg', dim: 0.45 });
    expect(post.backdrop.map((n) => n.attrs.fill)).toEqual(['#ff0000']);
    expect(post.overlay.map((n) => n.tag)).toEqual(['text', 'rect']);
  });
});

describe('the built-in themes', () => {
  const cases = themeIds.flatMap((theme) =>
    (['preview', 'result'] as const).flatMap((mode) =>
      [1, 2, 3].flatMap((count) => formats.map((format) => ({ theme, mode, count, format }))),
    ),
  );

  it.each(cases)(
    '$theme $mode $count game(s) $format: the longest names fit, nothing overlaps',
    ({ theme, mode, count, format }) => {
      const post = buildPost({
        design: { theme },
        games: longest.slice(0, count),
        mode,
        format,
        isHomeGame: true,
        showResultDetail: true,
      });
      const boxes = textBoxes(postSvg(post));
      expect(boxes.length).toBeGreaterThan(3);
      for (const box of boxes) {
        expect(box.left, box.text).toBeGreaterThanOrEqual(0);
        expect(box.right, box.text).toBeLessThanOrEqual(post.width);
        expect(box.top, box.text).toBeGreaterThanOrEqual(0);
        expect(box.bottom, box.text).toBeLessThanOrEqual(post.height);
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!, boxes[j]!];
          const overlap =
            a.left < b.right - 1 &&
            b.left < a.right - 1 &&
            a.top < b.bottom - 1 &&
            b.top < a.bottom - 1;
          expect(overlap, `${a.text} / ${b.text}`).toBe(false);
        }
      }
      const texts = textContent(postSvg(post)).join(' ');
      expect(texts).not.toMatch(/undefined|null/);
    },
  );

  it('says Heimspiel for a home game, shows the German date, time and venue, and the result detail only when asked', () => {
    const preview = textContent(
      postSvg(
        buildPost({
          design: { theme: 'default' },
          games: [game(1)],
          mode: 'preview',
          isHomeGame: true,
        }),
      ),
    );
    expect(preview).toContain('HEIMSPIEL');
    expect(preview).toContain('SONNTAG, 22. NOVEMBER 2026');
    expect(preview).toContain('11:30');
    expect(preview).toContain('Halle 1, Stadt 1');
    const away = textContent(
      postSvg(buildPost({ design: { theme: 'default' }, games: [game(1)], mode: 'preview' })),
    );
    expect(away).not.toContain('HEIMSPIEL');
    const result = (detail: boolean) =>
      textContent(
        postSvg(
          buildPost({
            design: { theme: 'dark' },
            games: [game(1)],
            mode: 'result',
            showResultDetail: detail,
          }),
        ),
      );
    expect(result(true)).toContain('1:2');
    // The periods as chips.
    expect(result(true)).toEqual(expect.arrayContaining(['1:0', '0:1']));
    expect(result(false)).not.toContain('0:1');
  });

  it.each([
    ['de', 'HEIMSPIEL', 'SONNTAG, 22. NOVEMBER 2026', '11:30 UHR', 'SIEG'],
    ['fr', 'MATCH À DOMICILE', 'DIMANCHE 22 NOVEMBRE 2026', '11H30', 'VICTOIRE'],
    ['it', 'PARTITA IN CASA', 'DOMENICA 22 NOVEMBRE 2026', 'ORE 11:30', 'VITTORIA'],
    ['en', 'HOME GAME', 'SUNDAY 22 NOVEMBER 2026', '11:30', 'WIN'],
  ] as const)('writes every word of the post in %s', (language, home, date, time, win) => {
    const texts = (mode: 'preview' | 'result') =>
      textContent(
        postSvg(
          buildPost({
            design: { theme: 'club' },
            games: [game(1, { result: '3:1' })],
            mode,
            isHomeGame: true,
            language,
            teamName: 'Heim 1',
          }),
        ),
      );
    expect(texts('preview')).toEqual(expect.arrayContaining([home, date, time]));
    expect(texts('result')).toContain(win);
  });

  it('says win, loss or draw from the side of the post team', () => {
    const outcome = (result: string, teamName: string) =>
      textContent(
        postSvg(
          buildPost({
            design: { theme: 'default' },
            games: [game(1, { result })],
            mode: 'result',
            teamName,
          }),
        ),
      );
    expect(outcome('3:1', 'Heim 1')).toContain('SIEG');
    expect(outcome('3:1', 'Gast 1')).toContain('NIEDERLAGE');
    expect(outcome('2:2', 'Gast 1')).toContain('UNENTSCHIEDEN');
    expect(outcome('3:1', 'Someone else')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/SIEG|NIEDERLAGE/)]),
    );
  });

  it('paints the club theme in the club colours', () => {
    const post = buildPost({
      design: { theme: 'club' },
      games: [game(1)],
      mode: 'preview',
      palette: { primary: '#15803d', secondary: '#f97316' },
    });
    expect(serializeSvg(postSvg(post))).toContain('#f97316');
  });
});

describe('club colours', () => {
  const palettes = [
    { primary: '#15803d', secondary: '#f97316' },
    // A pale first colour: the look darkens its ground and sets its text dark or light to read.
    { primary: '#fde047', secondary: '#1d4ed8' },
    { primary: '#111827', secondary: '#111827' },
  ];

  it.each(palettes)(
    '%j: each of the club look colours is a club colour resolving to it',
    (palette) => {
      const look = themeColors('club', palette, false);
      const values = clubColorValues(palette);
      const resolve = (value: string) => {
        const role = clubColorRole(value);
        return role ? values[role] : value;
      };
      for (const key of Object.keys(look) as (keyof typeof look)[]) {
        const token = clubTokenColors[key];
        if (typeof token === 'number' || typeof token !== typeof look[key]) {
          expect(token).toEqual(look[key]);
        } else if (Array.isArray(token)) {
          expect(token.map(resolve)).toEqual(look[key]);
        } else {
          expect(resolve(token as string), key).toBe(look[key]);
        }
      }
    },
  );

  it('draws a club colour in the colours of the palette given, Swiss red and navy without one', () => {
    const config = svgConfigSchema.parse({
      format: '1:1',
      backgroundColor: 'club:primary',
      elements: [
        { id: 'r', type: 'rect', x: 0, y: 0, width: 10, height: 10, fill: 'club:secondary' },
      ],
    });
    const drawn = (palette?: { primary: string; secondary: string }) =>
      serializeSvg(postSvg(renderPost(config, [game(1)], { palette })));
    expect(drawn({ primary: '#15803d', secondary: '#f97316' })).toContain('fill="#15803d"');
    expect(drawn({ primary: '#15803d', secondary: '#f97316' })).toContain('fill="#f97316"');
    expect(drawn()).toContain('fill="#c8102e"');
    expect(drawn()).not.toContain('club:');
  });

  it("draws a team's monogram where its logo is missing, in the colour asked for or one of its name", () => {
    const config = svgConfigSchema.parse({
      format: '1:1',
      elements: (['teamHomeLogo', 'teamAwayLogo'] as const).map((apiField, i) => ({
        id: `c${i}`,
        type: 'api-image',
        apiField,
        x: 100 + i * 400,
        y: 100,
        width: 200,
        height: 200,
        monogram: i === 0 ? { fill: 'club:primary', size: 260 } : {},
      })),
    });
    const post = renderPost(
      config,
      [game(1, { teamHome: 'UHC Thun', teamHomeLogo: null, teamAwayLogo: null })],
      {
        palette: { primary: '#15803d', secondary: '#f97316' },
      },
    );
    const svg = serializeSvg(postSvg(post));
    expect(textContent(postSvg(post))).toEqual(['UT', 'G1']);
    expect(svg).toContain('width="260" height="260" rx="130" ry="130" fill="#15803d"');
    // With a logo the logo is drawn, no monogram.
    const withLogo = renderPost(config, [game(1)], {});
    expect(textContent(postSvg(withLogo))).toEqual([]);
  });
});

describe('text fitting and German dates', () => {
  const style = { family: 'Bebas Neue' as const, weight: 400, style: 'normal', fontSize: 64 };

  it('keeps short text, wraps long text to two lines where allowed, shrinks otherwise', () => {
    expect(fitText('UHC Thun', style, 400, 2)).toEqual({ lines: ['UHC Thun'], fontSize: 64 });
    const wrapped = fitText('Unihockey Basel Rhybärgli Damen', style, 300, 2);
    expect(wrapped.lines).toHaveLength(2);
    const single = fitText('Unihockey Basel Rhybärgli Damen', style, 300, 1);
    expect(single.lines).toHaveLength(1);
    expect(single.fontSize).toBeLessThan(64);
    for (const fitted of [wrapped, single]) {
      for (const line of fitted.lines)
        expect(measureText(line, { ...style, fontSize: fitted.fontSize })).toBeLessThanOrEqual(
          300.01,
        );
    }
  });

  it('keeps the size of a text that keeps its size: two lines at 64 px, not one shrunk line', () => {
    const name = 'Unihockey Basel Rhybärgli Damen';
    // Without it the two lines are set at no more than 70% of the size.
    expect(fitText(name, style, 380, 2).fontSize).toBeLessThanOrEqual(64 * 0.7);
    const kept = fitText(name, style, 380, 2, true);
    expect(kept).toEqual({ lines: ['Unihockey Basel', 'Rhybärgli Damen'], fontSize: 64 });
    // A name that fits nowhere shrinks to 70% and no further; its last line is cut.
    const longest =
      'Unihockey Sense-See Düdingen Junioren U16 C Regionalmeisterschaft Sense-Oberland';
    const cut = fitText(longest, style, 300, 2, true);
    expect(cut.fontSize).toBeCloseTo(64 * keptSizeFloor, 5);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]).toMatch(/…$/);
    for (const line of cut.lines)
      expect(measureText(line, { ...style, fontSize: cut.fontSize })).toBeLessThanOrEqual(300.01);
  });

  it('sets the names of a post at one size, each wrapped at it (keepSize and fitGroup)', () => {
    const config = svgConfigSchema.parse({
      format: '4:5',
      elements: (['teamHome', 'teamAway'] as const).map((apiField, i) => ({
        id: `n${i}`,
        type: 'api-text',
        apiField,
        x: 100,
        y: 300 + i * 300,
        fontSize: 64,
        textAnchor: 'start',
        maxWidth: 380,
        maxLines: 2,
        fitGroup: 'names',
        keepSize: true,
      })),
    });
    const lines = (home: string, away: string) => {
      const sizes: Record<string, number> = {};
      const walk = (node: SvgNode, size?: string | number) => {
        const own = node.attrs['font-size'] ?? size;
        if (node.text) sizes[node.text] = Number(own);
        for (const child of node.children ?? []) walk(child, own);
      };
      walk(postSvg(renderPost(config, [game(1, { teamHome: home, teamAway: away })])));
      return sizes;
    };
    expect(lines('UHC Thun', 'Unihockey Basel Rhybärgli Damen')).toEqual({
      'UHC Thun': 64,
      'Unihockey Basel': 64,
      'Rhybärgli Damen': 64,
    });
  });

  it('cuts with an ellipsis below the smallest readable size', () => {
    const fitted = fitText('A'.repeat(200), style, 200, 1);
    expect(fitted.lines[0]).toMatch(/…$/);
    expect(
      measureText(fitted.lines[0]!, { ...style, fontSize: fitted.fontSize }),
    ).toBeLessThanOrEqual(200);
  });

  it('writes German dates', () => {
    expect(longDate('22.11.2026')).toBe('Sonntag, 22. November 2026');
    expect(longDate('1.3.2027')).toBe('Montag, 1. März 2027');
    expect(shortDate('22.11.2026')).toBe('So, 22. Nov.');
    expect(shortDate('02.05.2026')).toBe('Sa, 2. Mai');
    expect(longDate('morgen')).toBe('morgen');
    expect(longDate(null)).toBeNull();
    expect(clockTime('19:30')).toBe('19:30 Uhr');
  });

  it('writes dates and times in French, Italian and English', () => {
    expect(longDate('22.11.2026', 'fr')).toBe('dimanche 22 novembre 2026');
    expect(longDate('1.3.2027', 'fr')).toBe('lundi 1er mars 2027');
    expect(shortDate('22.11.2026', 'fr')).toBe('dim. 22 nov.');
    expect(clockTime('19:30', 'fr')).toBe('19h30');
    expect(longDate('22.11.2026', 'it')).toBe('domenica 22 novembre 2026');
    expect(shortDate('02.05.2026', 'it')).toBe('sab 2 mag');
    expect(clockTime('19:30', 'it')).toBe('ore 19:30');
    expect(longDate('22.11.2026', 'en')).toBe('Sunday 22 November 2026');
    expect(shortDate('22.11.2026', 'en')).toBe('Sun 22 Nov');
    expect(clockTime('19:30', 'en')).toBe('19:30');
    expect(clockTime('offen', 'fr')).toBe('offen');
  });
});
