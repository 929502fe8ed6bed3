import { describe, expect, it } from 'vitest';
import { serializeSvg } from '#shared/render/svg-tree.ts';
import { postSvg, renderPost } from '#shared/render/render-post.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { handlePoint } from '#client/features/editor/core/geometry.ts';
import { EditorDriver } from '#client/features/editor/core/testing/editor-driver.ts';

/** The shape tools: rectangle (with corner radius), ellipse and line, like every other element. */
describe('shape tools', () => {
  it('adds a rectangle, an ellipse and a line from the toolbar, each selected and valid', () => {
    const d = new EditorDriver();
    expect(d.dispatch('add-shape', { shape: 'rect' })).toBe(true);
    expect(d.element(d.lastId)).toMatchObject({ type: 'rect', width: 400, height: 240 });
    expect(d.selection).toEqual([d.lastId]);
    expect(d.dispatch('add-shape', { shape: 'ellipse' })).toBe(true);
    expect(d.element(d.lastId)).toMatchObject({ type: 'ellipse', width: 300, height: 300 });
    expect(d.dispatch('add-shape', { shape: 'line' })).toBe(true);
    expect(d.element(d.lastId)).toMatchObject({ type: 'line', dx: 400, dy: 0, strokeWidth: 8 });
    expect(svgConfigSchema.safeParse(d.doc).success).toBe(true);
    expect(d.doc.elements).toHaveLength(3);
    // Undo takes them away one by one.
    d.press('Mod+z');
    d.press('Mod+z');
    expect(d.doc.elements.map((e) => e.type)).toEqual(['rect']);
  });

  it('sets fill, stroke, corner radius and opacity, and refuses what the schema refuses', () => {
    const d = new EditorDriver();
    d.dispatch('add-shape', { shape: 'rect' });
    const id = d.lastId;
    expect(
      d.dispatch('update', {
        props: { fill: '#c8102e', stroke: '#ffffff', strokeWidth: 6, rx: 24, ry: 24, opacity: 0.5 },
      }),
    ).toBe(true);
    expect(d.element(id)).toMatchObject({ fill: '#c8102e', rx: 24, opacity: 0.5 });
    expect(d.dispatch('update', { props: { opacity: 2 } })).toBe(false);
    expect(d.dispatch('update', { props: { fill: 'url(#evil)' } })).toBe(false);
    const svg = serializeSvg(postSvg(d.render()));
    expect(svg).toContain('rx="24"');
    expect(svg).toContain('opacity="0.5"');
  });

  it('draws ellipses and lines as SVG shapes in the post', () => {
    const doc = svgConfigSchema.parse({
      elements: [
        { id: 'o', type: 'ellipse', x: 100, y: 200, width: 300, height: 100, fill: '#ff0000' },
        { id: 'l', type: 'line', x: 100, y: 600, dx: 500, dy: -100, stroke: '#00ff00' },
      ],
    });
    const svg = serializeSvg(postSvg(renderPost(doc, [])));
    expect(svg).toContain('<ellipse cx="250" cy="250" rx="150" ry="50" fill="#ff0000"/>');
    expect(svg).toMatch(
      /<line x1="100" y1="600" x2="600" y2="500" stroke="#00ff00" stroke-width="8"/,
    );
  });

  it('moves, resizes and snaps shapes with the same handles as every other element', () => {
    const d = new EditorDriver({
      doc: svgConfigSchema.parse({
        format: '1:1',
        elements: [
          { id: 'o', type: 'ellipse', x: 100, y: 100, width: 200, height: 100 },
          { id: 'l', type: 'line', x: 100, y: 600, dx: 400, dy: 0, strokeWidth: 10 },
          { id: 'r', type: 'rect', x: 700, y: 100, width: 100, height: 100 },
        ],
      }),
    });
    // The ellipse snaps to the rect's top edge when dragged near it.
    d.drag({ x: 200, y: 150 }, { x: 50, y: 3 });
    expect(d.element('o')).toMatchObject({ x: 150, y: 100 });
    // Its corner handle resizes it.
    d.dragHandle('o', 'se', { x: 100, y: 50 });
    expect(d.element('o')).toMatchObject({ width: 300, height: 150 });
    // A level line is grabbed on its stroke and moved, and stretched by its east handle.
    d.click({ x: 300, y: 602 });
    expect(d.selection).toEqual(['l']);
    d.drag({ x: 300, y: 600 }, { x: 0, y: 100 }, { alt: true });
    expect(d.element('l')).toMatchObject({ x: 100, y: 700, dx: 400, dy: 0 });
    d.drag(handlePoint(d.box('l'), 'e'), { x: 100, y: 0 }, { alt: true });
    expect(d.element('l')).toMatchObject({ x: 100, y: 700, dx: 500, dy: 0 });
    d.press('Mod+z');
    expect(d.element('l')).toMatchObject({ dx: 400 });
  });
});
