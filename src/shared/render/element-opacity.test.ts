import { describe, expect, it } from 'vitest';
import { Builder } from '#shared/render/element-builder.ts';
import { serializeSvg } from '#shared/render/svg-tree.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';

/**
 * An element's opacity on a shape painted once is the paint's own: resvg then draws the shape
 * straight onto the post instead of into a layer of its own (element-builder.ts, docs/export.md).
 * Painted twice, fill and stroke must fade as one, so the shape keeps `opacity`.
 */
const base = { id: 'e1', x: 10, y: 20, width: 100, height: 50, zIndex: 0 };

function drawn(element: Record<string, unknown>): string {
  const builder = new Builder(1080, 1350, {}, 'mp-');
  const node = builder.element({ ...base, ...element } as TemplateElement);
  return [node, ...builder.defs].map((n) => (n ? serializeSvg(n) : '')).join('\n');
}

describe('an element’s opacity', () => {
  it('becomes the fill’s opacity of a shape that is only filled', () => {
    const svg = drawn({ type: 'rect', fill: '#ffffff', opacity: 0.07 });
    expect(svg).toContain('fill-opacity="0.07"');
    expect(svg).not.toMatch(/ opacity=/);
  });

  it('multiplies a colour’s own alpha', () => {
    const svg = drawn({ type: 'ellipse', fill: 'rgba(255, 0, 0, 0.5)', opacity: 0.5 });
    expect(svg).toContain('fill-opacity="0.25"');
    expect(svg).not.toMatch(/ opacity=/);
  });

  it('becomes the stroke’s opacity of a line', () => {
    const svg = drawn({
      type: 'line',
      dx: 100,
      dy: 0,
      stroke: '#000000',
      strokeWidth: 4,
      opacity: 0.4,
    });
    expect(svg).toContain('stroke-opacity="0.4"');
    expect(svg).not.toMatch(/ opacity=/);
  });

  it('goes into the stops of a gradient painted alone', () => {
    const svg = drawn({
      type: 'rect',
      fill: '#000000',
      opacity: 0.5,
      gradient: {
        x1: 0,
        y1: 0,
        x2: 0,
        y2: 1,
        stops: [
          { offset: 0, color: '#000000', opacity: 0.8 },
          { offset: 1, color: '#ffffff' },
        ],
      },
    });
    expect(svg).toContain('stop-opacity="0.4"');
    expect(svg).toContain('stop-opacity="0.5"');
    expect(svg).not.toMatch(/ opacity=/);
  });

  it('stays the shape’s opacity when fill and stroke are both painted', () => {
    const svg = drawn({
      type: 'rect',
      fill: '#ffffff',
      stroke: '#000000',
      strokeWidth: 3,
      opacity: 0.6,
    });
    expect(svg).toMatch(/ opacity="0.6"/);
    expect(svg).not.toContain('fill-opacity');
  });

  it('is left out when the shape is opaque', () => {
    expect(drawn({ type: 'rect', fill: '#ffffff', opacity: 1 })).not.toContain('opacity');
  });
});
