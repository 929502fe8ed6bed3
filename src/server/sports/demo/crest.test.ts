import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { sports } from '#shared/sports/sports.ts';
import { crestPath, parseCrestPath, renderCrestSvg } from '#server/sports/demo/crest.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';

describe('demo crests', () => {
  it.each(sports)(
    'renders every %s club crest with resvg, with no filter or external reference',
    (sport) => {
      for (const club of demoCatalogs[sport].clubs) {
        const svg = renderCrestSvg(sport, club.id);
        expect(svg).not.toBeNull();
        expect(svg).not.toMatch(/filter|href|url\(/);
        const image = new Resvg(svg!, { font: { loadSystemFonts: false } }).render();
        expect(image.width).toBe(200);
        // The crest covers the middle of the canvas in the club's colour.
        const middle = (100 * 200 + 100) * 4;
        expect(image.pixels[middle + 3]).toBe(255);
      }
    },
  );

  it('escapes club names and answers null for unknown clubs', () => {
    expect(renderCrestSvg('unihockey', 'demo-999')).toBeNull();
    expect(renderCrestSvg('handball', 'demo-101')).toBeNull();
    expect(renderCrestSvg('volleyball', 'demo-201')).toContain(
      '<title>VBC Aaretal Münsingen</title>',
    );
  });

  it('builds and parses crest paths', () => {
    expect(crestPath('volleyball', 'demo-201')).toBe('/api/crests/volleyball/demo-201.svg');
    expect(parseCrestPath('/api/crests/volleyball/demo-201.svg')).toEqual({
      sport: 'volleyball',
      clubId: 'demo-201',
    });
    expect(parseCrestPath('/api/crests/curling/demo-201.svg')).toBeNull();
    expect(parseCrestPath('https://example.org/logo.png')).toBeNull();
  });
});
