import { describe, expect, it } from 'vitest';
import { el } from '#shared/render/svg-tree.ts';
import { bandColumns, columns, extent, layerBands } from '#server/render/band-layout.ts';

describe('band layout', () => {
  it('draws only around the nodes, merges close ones and keeps the drawing order', () => {
    const low = el('rect', { x: 0, y: 900, width: 100, height: 50 });
    const title = el('text', { x: 0, y: 120, 'font-size': 40 }, []);
    const near = el('rect', { x: 0, y: 150, width: 100, height: 20 });
    const bands = layerBands([low, near, title], 1350, 2, 2700);
    expect(bands).toEqual([
      // 120 - 1.2 * 40 - 4 = 68 to 170 + 4 = 174, in pixels at scale 2.
      { firstRow: 136, endRow: 348, nodes: [near, title] },
      { firstRow: 1792, endRow: 1908, nodes: [low] },
    ]);
  });

  it('lets a node it cannot place span the whole canvas', () => {
    const turned = el('rect', { y: 10, height: 10, transform: 'rotate(5)' });
    expect(layerBands([turned], 1350, 1, 1350)).toEqual([
      { firstRow: 0, endRow: 1350, nodes: [turned] },
    ]);
  });

  it('places paths by their points and groups by their children, and cannot place arcs', () => {
    const stripe = el('path', { d: 'M0 445.7 L1080 251.3 L1080 305.3 L0 499.7 Z' });
    expect(extent(stripe)).toEqual([251.3, 499.7]);
    expect(columns(stripe)).toEqual([0, 1080]);
    const curve = el('path', {
      d: 'M10 20 C30 5, 60 90, 80 40 Q90 30 100 60 H120 V10 Z',
      'stroke-width': 2,
    });
    expect(extent(curve)).toEqual([1, 94]);
    expect(columns(curve)).toEqual([6, 124]);
    expect(extent(el('path', { d: 'M10 20 a5 5 0 0 1 10 0' }))).toBeNull();
    expect(extent(el('path', { d: 'M10 20 l5 5' }))).toBeNull();
    const plate = el('g', {}, [
      el('rect', { x: 440, y: 237, width: 200, height: 200 }),
      el('ellipse', { cx: 540, cy: 337, rx: 120, ry: 90 }),
    ]);
    expect(extent(plate)).toEqual([237, 437]);
    expect(columns(plate)).toEqual([420, 660]);
    expect(
      columns(el('g', { transform: 'rotate(3)' }, [el('rect', { x: 0, width: 10 })])),
    ).toBeNull();
    // What a group passes on that moves or widens its children: a stroke width, an anchor.
    expect(extent(el('g', { 'stroke-width': 40 }, [el('rect', { y: 10, height: 10 })]))).toBeNull();
    const line = el(
      'text',
      { x: 540, y: 300, 'font-family': "'Arimo', sans-serif", 'font-size': 40 },
      'Sieg',
    );
    expect(columns(el('g', { 'text-anchor': 'end' }, [line]))).toBeNull();
    expect(columns(el('g', { opacity: 0.5, 'data-cue': 'band' }, [line]))).toEqual(columns(line));
  });

  it('measures a text by its advances and half an em each side, as its anchor places it', () => {
    const text = (anchor: string, content: string) =>
      el(
        'text',
        {
          x: 540,
          y: 300,
          'font-family': "'Arimo', sans-serif",
          'font-size': 40,
          'text-anchor': anchor,
        },
        content,
      );
    const [left, right] = columns(text('middle', 'Resultat'))!;
    expect((left + right) / 2).toBeCloseTo(540, 6);
    // "Resultat" in Arimo 40 is about 150 units wide.
    expect(right - left - 40).toBeGreaterThan(120);
    expect(right - left - 40).toBeLessThan(180);
    expect(columns(text('end', 'Resultat'))![1]).toBeCloseTo(560, 6);
    expect(columns(text('start', 'Resultat'))![0]).toBeCloseTo(520, 6);
    // A character Arimo lacks, and a face the post does not ship: no measure.
    expect(columns(text('middle', 'Sieg ✓'))).toBeNull();
    expect(
      columns({
        ...text('middle', 'Sieg'),
        attrs: { ...text('middle', 'Sieg').attrs, 'font-family': 'Comic' },
      }),
    ).toBeNull();
    // A line with a style of its own is not measured with its text's.
    const styled = el('text', text('start', '').attrs, [
      el('tspan', { x: 540, y: 300, 'font-size': 90 }, 'Sieg'),
    ]);
    expect(columns(styled)).toBeNull();
    const lines = el('text', text('start', '').attrs, [el('tspan', { x: 540, y: 300 }, 'Sieg')]);
    expect(columns(lines)).toEqual(columns(text('start', 'Sieg')));
  });

  it('draws a band as wide as its nodes, or the whole width where one cannot be placed', () => {
    const chip = el('rect', { x: 410, y: 1070, width: 79, height: 52 });
    const [band] = layerBands([chip], 1350, 2, 2700);
    expect(bandColumns(band!, 1080, 2, 2160)).toEqual({ firstColumn: 812, endColumn: 986 });
    const turned = el('rect', { x: 0, y: 1080, width: 10, height: 10, transform: 'rotate(5)' });
    const [both] = layerBands([chip, turned], 1350, 2, 2700).filter((b) => b.nodes.includes(chip));
    expect(bandColumns(both!, 1080, 2, 2160)).toEqual({ firstColumn: 0, endColumn: 2160 });
  });
});
