import { describe, expect, it } from 'vitest';
import { LOGO_SVG_DRAW_BUDGET_MS, svgLogoCost } from '#shared/logos/svg-logo-cost.ts';
import { detailedCrest, glyphLogo, worstAcceptedLogo } from '#shared/logos/testing/svg-logos.ts';
import { sanitiseSvgTree } from '#shared/templates/svg-sanitise.ts';
import { parseXml } from '#shared/templates/svg-xml.ts';

/**
 * The drawing cost of an SVG logo (ADR 050), estimated before anything is drawn. The figures in
 * the comments are resvg's times for the same files drawn at 2048x2048 on the bench machine.
 */
function cost(svg: string, size = { width: 100, height: 100 }) {
  const cleaned = sanitiseSvgTree(parseXml(svg));
  if (!cleaned) throw new Error('not an svg');
  return svgLogoCost(cleaned.root, size);
}

const logo = (inner: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><defs>${defs}</defs>${inner}</svg>`;
const times = (n: number, element: string) => element.repeat(n);
const gradient =
  '<linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>';

/** A PNG's first 24 bytes saying `width` x `height`, inline: what the cost reads of a picture. */
function pngHeader(width: number, height: number): string {
  const bytes = new Uint8Array(32);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
}

describe('the drawing cost of an SVG logo', () => {
  it("refuses the probe's 200,000 glyphs (12 s of each export's CPU); 2,000 small ones pass", () => {
    expect(cost(glyphLogo(200_000))).toMatchObject({ refusal: 'too-costly' });
    // 2000 glyphs 20 px high in rows inside the picture: 356 ms drawn.
    const rows = Array.from(
      { length: 15 },
      (_, i) => `<text x="0" y="${i + 1}" font-size="1">${'W'.repeat(134)}</text>`,
    ).join('');
    const small = cost(logo(rows));
    expect(small.refusal).toBeNull();
    expect(small.total).toBeGreaterThan(300);
  });

  it('counts a glyph by its drawn height, its spans and its stroke', () => {
    const text = (size: number, extra = '') =>
      cost(logo(`<text x="50" y="50" font-size="${size}"${extra}>${'W'.repeat(100)}</text>`));
    expect(text(20).total).toBeGreaterThan(3 * text(2).total);
    expect(text(2, ' stroke="#000"').total).toBeGreaterThan(text(2).total * 1.3);
    // A size relative to the group's is resolved against it, not read as pixels.
    const relative = cost(
      logo(`<g font-size="20"><text x="50" y="50" font-size="1em">${'W'.repeat(100)}</text></g>`),
    );
    expect(relative.total).toBeCloseTo(text(20).total, 0);
    // 4000 one-letter spans in one text: 5.1 s.
    const spans = `<text x="0" y="50" font-size="5">${times(4000, '<tspan>A</tspan>')}</text>`;
    expect(cost(logo(spans)).refusal).toBe('too-costly');
  });

  it('takes a rich club crest with its name as text at a third of the budget', () => {
    const crest = cost(detailedCrest(), { width: 200, height: 200 });
    expect(crest.refusal).toBeNull();
    expect(crest.total).toBeLessThan(LOGO_SVG_DRAW_BUDGET_MS / 2.5);
    // The bench's costliest accepted logo is just within.
    const worst = cost(worstAcceptedLogo(), { width: 2000, height: 100 });
    expect(worst.refusal).toBeNull();
    expect(worst.total).toBeGreaterThan(LOGO_SVG_DRAW_BUDGET_MS * 0.9);
  });

  it('refuses effects over the whole picture that the trial drawing at 512 px let through', () => {
    const full = '<rect width="100" height="100" fill="#c00"';
    const bombs: Record<string, (n: number) => string> = {
      // 100 of each at 2048 px: 5.3 s, 4.9 s, 5.2 s, 13 s, 9 s.
      translucent: (n) => logo(times(n, `${full} opacity="0.5"/>`)),
      translucentGroups: (n) => logo(times(n, `<g opacity="0.5">${full}/></g>`)),
      gradients: (n) => logo(times(n, `${full.replace('#c00', 'url(#g)')}/>`), gradient),
      masks: (n) =>
        logo(
          times(n, `${full} mask="url(#m)"/>`),
          `<mask id="m">${full.replace('#c00', '#fff')}/></mask>`,
        ),
      clips: (n) =>
        logo(
          times(n, `${full} clip-path="url(#c)"/>`),
          '<clipPath id="c"><circle cx="50" cy="50" r="50"/></clipPath>',
        ),
    };
    for (const [name, bomb] of Object.entries(bombs)) {
      expect(cost(bomb(100)).refusal, name).toBe('too-costly');
      expect(cost(bomb(3)).refusal, `three ${name}`).toBeNull();
    }
  });

  it('refuses dashes by the thousand and edges crowding the same rows', () => {
    // Ten diagonals dashed every 0.001 units: 141,000 dashes each, 3.9 s.
    const dashed = '<path d="M0 0 L100 100" stroke="#000" stroke-dasharray="0.001"/>';
    expect(cost(logo(times(10, dashed))).refusal).toBe('too-costly');
    // The same dash pattern set on a group counts for every path in it.
    expect(
      cost(
        logo(
          `<g stroke-dasharray="0.001">${times(10, dashed.replace(/ stroke-dasharray="[^"]*"/, ''))}</g>`,
        ),
      ).refusal,
    ).toBe('too-costly');
    // One path zigzagging 2000 times down the picture: 8.4 s.
    const zigzag = Array.from(
      { length: 2000 },
      (_, i) => `L${(i / 20).toFixed(2)} ${i % 2 ? 100 : 0}`,
    );
    expect(cost(logo(`<path d="M0 0 ${zigzag.join(' ')}Z"/>`)).refusal).toBe('too-costly');
    // A crest's outline of 5000 points does not crowd: each row meets it twice.
    const round = Array.from({ length: 5000 }, (_, i) => {
      const a = (i / 5000) * 2 * Math.PI;
      return `L${(50 + 45 * Math.cos(a)).toFixed(2)} ${(50 + 45 * Math.sin(a)).toFixed(2)}`;
    });
    const outline = cost(logo(`<path d="M95 50 ${round.join(' ')}Z"/>`)).total;
    expect(outline - cost(logo('')).total).toBeLessThan(5);
  });

  it('follows transforms and nested viewports to the pixels they paint', () => {
    const tiny = '<rect width="1" height="1" fill="#c00" opacity="0.5"/>';
    expect(cost(logo(times(100, tiny))).refusal).toBeNull();
    expect(cost(logo(`<g transform="scale(100)">${times(100, tiny)}</g>`)).refusal).toBe(
      'too-costly',
    );
    const nested = `<svg width="100" height="100" viewBox="0 0 1 1">${times(100, tiny)}</svg>`;
    expect(cost(logo(nested)).refusal).toBe('too-costly');
  });

  it('refuses a pattern tile larger than a drawing and a picture inside over 4096x4096', () => {
    const huge =
      '<pattern id="p" patternUnits="userSpaceOnUse" width="100000" height="100000"><rect width="100" height="100" fill="#0c0"/></pattern>';
    expect(cost(logo('<rect width="100" height="100" fill="url(#p)"/>', huge)).refusal).toBe(
      'pattern-tile',
    );
    const stars =
      '<pattern id="p" patternUnits="userSpaceOnUse" width="10" height="10"><circle cx="5" cy="5" r="4"/></pattern>';
    expect(cost(logo('<rect width="100" height="100" fill="url(#p)"/>', stars)).refusal).toBeNull();
    const picture = (w: number, h: number) =>
      logo(`<image width="50" height="50" href="${pngHeader(w, h)}"/>`);
    // Decoded whole by resvg: 2000x2000 costs about 240 ms, more than 4096x4096 is refused.
    expect(cost(picture(2000, 2000)).refusal).toBeNull();
    expect(cost(picture(4097, 4096)).refusal).toBe('inner-image');
    expect(cost(picture(4000, 100)).refusal).toBe('inner-image');
  });
});
