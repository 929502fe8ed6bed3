import { describe, expect, it } from 'vitest';
import { el } from '#shared/render/svg-tree.ts';
import { layerBands } from '#server/render/band-layout.ts';

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
});
