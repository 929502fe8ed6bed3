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

  it.each(sports)(
    'draws every %s crest with its whole outline visible on a white plate',
    (sport) => {
      const pale: string[] = [];
      for (const club of demoCatalogs[sport].clubs) {
        const image = new Resvg(renderCrestSvg(sport, club.id)!, {
          font: { loadSystemFonts: false },
          background: '#ffffff',
        }).render();
        const pixels = image.pixels;
        // From each side inwards, the first pixel that is no longer the plate: the crest's rim.
        // Near-white there (every channel above 225) is an edge the plate swallows.
        let rims = 0;
        let lost = 0;
        const at = (x: number, y: number) => {
          const i = (y * 200 + x) * 4;
          return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
        };
        for (let line = 0; line < 200; line += 2) {
          for (const step of [
            (k: number) => at(line, k),
            (k: number) => at(line, 199 - k),
            (k: number) => at(k, line),
            (k: number) => at(199 - k, line),
          ]) {
            for (let k = 0; k < 200; k++) {
              const pixel = step(k);
              if (Math.min(...pixel) >= 250) continue;
              rims++;
              // Two pixels further in: past the anti-aliased edge.
              const inner = step(Math.min(199, k + 2));
              if (Math.min(...inner) > 225) lost++;
              break;
            }
          }
        }
        if (lost / rims > 0.02) pale.push(`${club.id} ${club.crest} ${club.colors.secondary}`);
      }
      expect(pale).toEqual([]);
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
