import { describe, expect, it } from 'vitest';
import { isAllowedImageHref, svgConfigSchema } from '#shared/templates/template-schema.ts';
import { gameField, gameFields } from '#shared/templates/game-fields.ts';
import { canvasSize } from '#shared/templates/formats.ts';

const text = { id: 't1', type: 'text', x: 540, y: 200, content: 'Neuer Text', fontSize: 48 };
const valid = (elements: unknown[], extra: Record<string, unknown> = {}) =>
  svgConfigSchema.safeParse({ elements, ...extra });

describe('svg_config schema', () => {
  it('accepts every element type with the specification properties and fills the editor defaults', () => {
    const result = valid([
      text,
      {
        id: 'a1',
        type: 'api-text',
        x: 300,
        y: 300,
        apiField: 'teamHome2',
        fontSize: 60,
        fontFamily: 'Impact',
        fill: '#fff',
        fontWeight: 900,
        fontStyle: 'italic',
        letterSpacing: 2,
        textAnchor: 'start',
      },
      {
        id: 'i1',
        type: 'image',
        x: 0,
        y: 0,
        width: 200,
        height: 200,
        href: 'data:image/png;base64,iVBORw0KGgo=',
      },
      {
        id: 'l1',
        type: 'api-image',
        x: 400,
        y: 500,
        width: 189,
        height: 189,
        apiField: 'teamAwayLogo3',
      },
      {
        id: 'r1',
        type: 'rect',
        x: 0,
        y: 0,
        width: 1080,
        height: 200,
        fill: 'rgba(0,0,0,0.5)',
        stroke: '#ff0000',
        strokeWidth: 4,
        rx: 12,
        ry: 12,
      },
      { id: 'p1', type: 'path', x: 10, y: 10, pathData: 'M0 0 L100 0 L50 80 Z', fill: '#e4002b' },
    ]);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.backgroundColor).toBe('#1a1a1a');
    expect(result.data.format).toBe('4:5');
    expect(result.data.elements[0]).toMatchObject({
      fontFamily: 'Bebas Neue',
      fill: '#ffffff',
      textAnchor: 'middle',
    });
  });

  it('accepts the story format 9:16 and knows its canvas', () => {
    expect(valid([], { format: '9:16' }).success).toBe(true);
    expect(canvasSize('9:16')).toEqual({ width: 1080, height: 1920 });
    expect(canvasSize('1100:800')).toEqual({ width: 1100, height: 800 });
    expect(canvasSize('something else')).toEqual({ width: 1080, height: 1080 });
  });

  it.each([
    ['an unknown element type', [{ ...text, type: 'circle' }]],
    ['an unknown property', [{ ...text, onclick: 'alert(1)' }]],
    ['a font size of 0', [{ ...text, fontSize: 0 }]],
    ['a huge font size', [{ ...text, fontSize: 5000 }]],
    ['a coordinate far off the canvas', [{ ...text, x: 1e9 }]],
    ['a weight of 450', [{ ...text, fontWeight: 450 }]],
    ['a font nobody ships', [{ ...text, fontFamily: 'Comic Sans MS' }]],
    ['a colour that is not one', [{ ...text, fill: 'url(#evil)' }]],
    [
      'an unknown data field',
      [{ id: 'a', type: 'api-text', x: 1, y: 1, fontSize: 10, apiField: 'teamHome4' }],
    ],
    [
      'a text field on an image element',
      [{ id: 'a', type: 'api-image', x: 1, y: 1, width: 9, height: 9, apiField: 'teamHome' }],
    ],
    [
      'a javascript: image',
      [{ id: 'i', type: 'image', x: 0, y: 0, width: 9, height: 9, href: 'javascript:alert(1)' }],
    ],
    [
      'a file: image',
      [{ id: 'i', type: 'image', x: 0, y: 0, width: 9, height: 9, href: 'file:///etc/passwd' }],
    ],
    [
      'a data URL that is no image',
      [
        {
          id: 'i',
          type: 'image',
          x: 0,
          y: 0,
          width: 9,
          height: 9,
          href: 'data:text/html;base64,PGgxPg==',
        },
      ],
    ],
    [
      'a path with script',
      [{ id: 'p', type: 'path', x: 0, y: 0, pathData: 'M0 0 url(javascript:x)' }],
    ],
    ['a zero-width rect', [{ id: 'r', type: 'rect', x: 0, y: 0, width: 0, height: 10 }]],
    ['duplicate element ids', [text, { ...text }]],
  ])('refuses %s', (_, elements) => {
    expect(valid(elements).success).toBe(false);
  });

  it('refuses unknown top-level properties, formats and too many elements', () => {
    expect(valid([], { script: 'x' }).success).toBe(false);
    expect(valid([], { format: '16:9' }).success).toBe(false);
    expect(valid([], { backgroundColor: 'javascript:x' }).success).toBe(false);
    const many = Array.from({ length: 201 }, (_, i) => ({ ...text, id: `t${i}` }));
    expect(valid(many).success).toBe(false);
  });

  it('limits image references to data, own storage, crests and http(s)', () => {
    expect(isAllowedImageHref('/api/files/logos/u1/1.png?expires=1&signature=abc')).toBe(true);
    expect(isAllowedImageHref('/api/crests/unihockey/demo-101.svg')).toBe(true);
    expect(isAllowedImageHref('https://example.org/logo.png')).toBe(true);
    expect(isAllowedImageHref('/api/files/../secret')).toBe(false);
    expect(isAllowedImageHref('/etc/passwd')).toBe(false);
    expect(isAllowedImageHref('https://user:pw@example.org/x.png')).toBe(false);
    expect(isAllowedImageHref('ftp://example.org/x.png')).toBe(false);
  });
});

describe('game data fields', () => {
  it("has the post headline, three 'Sponsor' slots and ten fields per game for games 1 to 3 with German labels", () => {
    expect(gameFields).toHaveLength(34);
    expect(gameField('headline')).toMatchObject({ kind: 'text', game: 0 });
    expect(gameField('sponsor3')).toMatchObject({ kind: 'image', game: 0, base: 'sponsor3' });
    expect(gameField('sponsor3')?.label.de).toBe('Sponsor (Platz 3)');
    expect(gameField('teamHome')?.label.de).toBe('Heim Team Name');
    expect(gameField('teamHome2')?.label.de).toBe('Heim Team Name (Spiel 2)');
    expect(gameField('teamAwayLogo3')).toMatchObject({
      kind: 'image',
      game: 3,
      base: 'teamAwayLogo',
    });
  });
});
