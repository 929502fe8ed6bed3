import { describe, expect, it } from 'vitest';
import { sampleGame } from '#shared/render/testing/sample-games.ts';
import { formats } from '#shared/templates/formats.ts';
import {
  templateCostProblems,
  templateDrawBudget,
  templateDrawCost,
} from '#shared/templates/template-cost.ts';
import { svgConfigSchema, type SvgConfigInput } from '#shared/templates/template-schema.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { themeTemplate } from '#shared/themes/theme-template.ts';
import {
  costlyRect,
  eightStopGradient,
  probeRect,
} from '#shared/templates/testing/costly-templates.ts';

/**
 * The template cost model (ADR 022): the built-in looks and ordinary user templates stay well
 * within the budget; what the outside probe saved (huge rects with opacity, rounding, a thick
 * stroke and a gradient) is refused per element.
 */
const game = (n: number) =>
  sampleGame(n, {
    teamHomeLogo: '/api/crests/unihockey/1.svg',
    teamAwayLogo: '/api/crests/unihockey/2.svg',
  });

const parse = (input: SvgConfigInput) => svgConfigSchema.parse(input);

describe('template draw cost', () => {
  it('keeps every built-in look, mode, format and game count at a small part of the budget', () => {
    let highest = 0;
    for (const theme of themeIds) {
      for (const format of formats) {
        for (const mode of ['preview', 'result'] as const) {
          for (const count of [1, 2, 3]) {
            for (const hasBackgroundImage of [false, true]) {
              const config = parse(
                themeTemplate({
                  theme,
                  mode,
                  format,
                  games: [1, 2, 3].slice(0, count).map(game),
                  isHomeGame: true,
                  showResultDetail: true,
                  hasBackgroundImage,
                  teamName: 'UHC Heimteam 1',
                  sport: 'unihockey',
                  brandMark: true,
                }),
              );
              expect(templateCostProblems(config)).toEqual([]);
              highest = Math.max(highest, templateDrawCost(config).total);
            }
          }
        }
      }
    }
    expect(highest).toBeLessThan(templateDrawBudget / 2);
  });

  it('accepts an ordinary own template: a full photo frame, panels with gradients, texts', () => {
    const config = parse({
      elements: [
        {
          id: 'frame',
          type: 'image',
          x: 0,
          y: 0,
          width: 1080,
          height: 1350,
          opacity: 0.8,
          href: '/api/files/logos/u1/frame.png',
        },
        ...[0, 1, 2].map((i) => ({
          id: `panel${i}`,
          type: 'rect' as const,
          x: 0,
          y: 300 + i * 350,
          width: 1080,
          height: 300,
          rx: 24,
          opacity: 0.85,
          stroke: '#ffffff',
          strokeWidth: 4,
          gradient: eightStopGradient,
        })),
        ...Array.from({ length: 12 }, (_, i) => ({
          id: `t${i}`,
          type: 'text' as const,
          x: 540,
          y: 120 + i * 100,
          content: 'UHC Thun',
          fontSize: 64,
        })),
      ],
    });
    expect(templateCostProblems(config)).toEqual([]);
  });

  it("refuses the probe's 20 huge rects: each reaches past the canvas and the whole is too costly", () => {
    const config = parse({ elements: Array.from({ length: 20 }, (_, i) => probeRect(`r${i}`)) });
    const problems = templateCostProblems(config);
    const outOfBounds = problems.filter((p) => p.code === 'TEMPLATE_ELEMENT_OUT_OF_BOUNDS');
    expect(outOfBounds.map((p) => p.path)).toEqual(
      Array.from({ length: 20 }, (_, i) => `elements.${i}`),
    );
    expect(problems.some((p) => p.code === 'TEMPLATE_TOO_COSTLY')).toBe(true);
    expect(templateDrawCost(config).total).toBeGreaterThan(20 * templateDrawBudget);
  });

  it('refuses many canvas-sized layers with gradients, naming the elements beyond the budget', () => {
    const rects = Array.from({ length: 12 }, (_, i) => ({
      ...costlyRect(`r${i}`),
      rx: 100,
      ry: 100,
    }));
    const config = parse({ elements: rects });
    const problems = templateCostProblems(config);
    expect(problems.every((p) => p.code === 'TEMPLATE_TOO_COSTLY')).toBe(true);
    // Without the named elements the rest would fit.
    const named = new Set(problems.map((p) => Number(p.path.split('.')[1])));
    const rest = parse({ elements: rects.filter((_, i) => !named.has(i)) });
    expect(templateDrawCost(rest).total).toBeLessThanOrEqual(templateDrawBudget);
    expect(named.size).toBeGreaterThan(0);
    expect(named.size).toBeLessThan(rects.length);
  });

  it('bounds paths and images by the canvas too', () => {
    const config = parse({
      elements: [
        { id: 'p', type: 'path', x: 0, y: 0, pathData: 'M0 0 L5000 0 L0 100 Z' },
        {
          id: 'i',
          type: 'image',
          x: -1200,
          y: 0,
          width: 100,
          height: 100,
          href: 'data:image/png;base64,iVBORw0KGgo=',
        },
        { id: 'ok', type: 'rect', x: -1000, y: -1300, width: 3000, height: 3900 },
      ],
    });
    expect(templateCostProblems(config)).toEqual([
      { path: 'elements.0', code: 'TEMPLATE_ELEMENT_OUT_OF_BOUNDS' },
      { path: 'elements.1', code: 'TEMPLATE_ELEMENT_OUT_OF_BOUNDS' },
    ]);
  });

  it('counts ovals and lines from the shape tools like every other element', () => {
    const ovals = Array.from({ length: 12 }, (_, i) => ({
      id: `o${i}`,
      type: 'ellipse' as const,
      x: 0,
      y: 0,
      width: 1080,
      height: 1350,
      opacity: 0.5,
      stroke: '#ffffff',
      strokeWidth: 200,
    }));
    const heavy = parse({ elements: ovals });
    expect(Number.isFinite(templateDrawCost(heavy).total)).toBe(true);
    expect(templateCostProblems(heavy).some((p) => p.code === 'TEMPLATE_TOO_COSTLY')).toBe(true);

    const far = parse({
      elements: [
        { id: 'e', type: 'ellipse', x: 2500, y: 0, width: 100, height: 100 },
        { id: 'l', type: 'line', x: 0, y: 100, dx: 6000, dy: 0, strokeWidth: 8 },
        { id: 'ok', type: 'line', x: 0, y: 675, dx: 1080, dy: 0, strokeWidth: 8 },
      ],
    });
    expect(templateCostProblems(far)).toEqual([
      { path: 'elements.0', code: 'TEMPLATE_ELEMENT_OUT_OF_BOUNDS' },
      { path: 'elements.1', code: 'TEMPLATE_ELEMENT_OUT_OF_BOUNDS' },
    ]);
    // A thin line costs far less than the box it spans would as a fill.
    const line = templateDrawCost(far).elements[2]?.cost ?? Infinity;
    const box = templateDrawCost(
      parse({ elements: [{ id: 'r', type: 'rect', x: 0, y: 0, width: 1080, height: 1350 }] }),
    ).elements[0]?.cost;
    expect(line).toBeLessThan(box ?? 0);
  });
});
