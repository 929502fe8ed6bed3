import { describe, expect, it } from 'vitest';
import { errorTexts } from '#shared/errors/error-codes.ts';
import {
  cleanText,
  imageReference,
  isSafeDataImage,
  sanitiseStyleSheet,
  sanitiseSvgConfig,
} from '#shared/templates/svg-sanitise.ts';
import { parseXml, textContent, XmlParseError } from '#shared/templates/svg-xml.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const jpeg = `data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgH`;
const user = 'u_123';

describe('image references a template may keep', () => {
  it.each([
    [`/api/files/logos/${user}/1732370000000.png`, `/api/files/logos/${user}/1732370000000.png`],
    [
      `/api/files/backgrounds/${user}/1.jpg?expires=1&signature=abc`,
      `/api/files/backgrounds/${user}/1.jpg`,
    ],
    [
      `https://matchpost.example/api/files/logos/${user}/2.webp?expires=9&signature=x`,
      `/api/files/logos/${user}/2.webp`,
    ],
    [
      `https://bucket.s3.example/logos/${user}/3.png?X-Amz-Signature=abc&X-Amz-Expires=3600`,
      `/api/files/logos/${user}/3.png`,
    ],
    ['/api/crests/unihockey/417.svg', '/api/crests/unihockey/417.svg'],
    [png, png],
    [jpeg, jpeg],
  ])('keeps %s', (href, stable) => {
    expect(imageReference(href, { workspaceId: user })).toBe(stable);
  });

  it.each([
    [`/api/files/logos/someone_else/1.png`],
    [`/api/files/logos/${user}/../someone_else/1.png`],
    [`/api/files/logos/${user}/sub/1.png`],
    [`/api/files/exports/${user}/1.png`],
    [`/api/files/logos/${user}/.hidden`],
    [`https://tracker.example/logos/${user}/1.png`],
    [`https://user:pw@matchpost.example/api/files/logos/${user}/1.png?signature=x`],
    ['https://example.com/logo.png'],
    ['javascript:alert(1)'],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['data:image/png;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBD'],
    ['data:image/png;base64,not base64!'],
    ['data:image/gif;base64,R0lGODlh'],
    [`data:image/png;base64,${'A'.repeat(900_000)}`],
    ['//evil.example/x.png'],
  ])('refuses %s', (href) => {
    expect(
      imageReference(href.slice(0, 200_000) + href.slice(200_000), { workspaceId: user }),
    ).toBe(null);
  });

  it('keeps no stored file when no user is known (the SVG import)', () => {
    expect(imageReference(`/api/files/logos/${user}/1.png`, { workspaceId: null })).toBe(null);
  });

  it('checks the bytes against the declared type', () => {
    expect(isSafeDataImage(png)).toBe(true);
    expect(isSafeDataImage(png.replace('image/png', 'image/webp'))).toBe(false);
  });
});

describe('a saved config', () => {
  it('brings references to their stable form and cleans text', () => {
    const config = svgConfigSchema.parse({
      elements: [
        { id: 'a', type: 'text', x: 0, y: 0, content: 'A\u0000B\u202eC', fontSize: 10 },
        {
          id: 'b',
          type: 'image',
          x: 0,
          y: 0,
          width: 1,
          height: 1,
          href: `/api/files/logos/${user}/1.png?expires=1&signature=s`,
        },
      ],
      backgroundImageUrl: `/api/files/backgrounds/${user}/2.jpg?expires=1&signature=s`,
    });
    const { config: clean, problems } = sanitiseSvgConfig(config, { workspaceId: user });
    expect(problems).toEqual([]);
    expect(clean.elements[0]).toMatchObject({ content: 'ABC' });
    expect(clean.elements[1]).toMatchObject({ href: `/api/files/logos/${user}/1.png` });
    expect(clean.backgroundImageUrl).toBe(`/api/files/backgrounds/${user}/2.jpg`);
  });

  it('names each refused image', () => {
    const config = svgConfigSchema.parse({
      elements: [
        {
          id: 'a',
          type: 'api-image',
          x: 0,
          y: 0,
          width: 1,
          height: 1,
          apiField: 'teamHomeLogo',
          href: 'https://x.example/a.png',
        },
      ],
      backgroundImageUrl: 'https://x.example/b.png',
    });
    expect(sanitiseSvgConfig(config, { workspaceId: user }).problems).toEqual([
      { path: 'elements.0.href', code: 'TEMPLATE_IMAGE_FORBIDDEN' },
      { path: 'backgroundImageUrl', code: 'TEMPLATE_IMAGE_FORBIDDEN' },
    ]);
  });

  it('keeps line breaks and tabs in text', () => {
    expect(cleanText('Heim\nGast\t1')).toBe('Heim\nGast\t1');
  });
});

describe('style sheets of an imported SVG', () => {
  it('keeps plain rules and drops at-rules, outside urls and unknown properties', () => {
    const css = sanitiseStyleSheet(`/* c */ @import "x.css"; .a{fill:#fff;behavior:url(x.htc)}
      @media print { .b { fill: red } } .c { fill: url(#g); stroke: url('https://evil.example') }
      .d{position:fixed}`);
    expect(css).toBe('.a{fill:#fff}\n.c{fill:url(#g)}');
  });
});

describe('the XML reader', () => {
  it('reads character references, the predefined entities and CDATA', () => {
    const root = parseXml(
      '<svg><text>&lt;Heim&gt; &amp; &#71;&#x61;st<![CDATA[ <ok> ]]></text></svg>',
    );
    expect(textContent(root)).toBe('<Heim> & Gast <ok> ');
  });

  it.each([
    ['<svg><g></svg>', 'malformed'],
    ['<svg a="1" a="2"/>', 'malformed'],
    ['<svg/><svg/>', 'malformed'],
    ['<svg>&#0;</svg>', 'malformed'],
    ['<svg>&#xD800;</svg>', 'malformed'],
    ['<svg>&amp</svg>', 'malformed'],
    ['<svg a="<"/>', 'malformed'],
    ['<!DOCTYPE svg [<!ELEMENT svg ANY>]><svg/>', 'entities'],
    ['<svg>&custom;</svg>', 'entities'],
  ])('refuses %s (%s)', (text, reason) => {
    expect(() => parseXml(text)).toThrow(new XmlParseError(reason as 'malformed'));
  });

  it('refuses too many attributes on one element', () => {
    const attributes = Array.from({ length: 201 }, (_, i) => `a${i}="1"`).join(' ');
    expect(() => parseXml(`<svg ${attributes}/>`)).toThrow(XmlParseError);
  });
});

describe('the games limit text', () => {
  it("says 'Spiel' for one and 'Spiele' for more", () => {
    expect(errorTexts('TEMPLATE_GAMES_LIMIT', { max: 1 }).de).toBe('Maximal 1 Spiel erlaubt');
    expect(errorTexts('TEMPLATE_GAMES_LIMIT', { max: 3 }).de).toBe('Maximal 3 Spiele erlaubt');
  });
});
