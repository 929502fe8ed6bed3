import { describe, expect, it } from 'vitest';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { handlePoint } from '#client/features/editor/core/geometry.ts';
import { selectionHandles } from '#client/features/editor/core/hit-testing.ts';
import { guides, selectionBox } from '#client/features/editor/core/selectors.ts';
import { EditorDriver } from '#client/features/editor/core/testing/editor-driver.ts';

const logo = `data:image/png;base64,${'A'.repeat(16)}`;

/** A 1:1 canvas (1080 x 1080) with two boxes and a text. */
const doc = svgConfigSchema.parse({
  format: '1:1',
  elements: [
    { id: 'a', type: 'rect', x: 100, y: 100, width: 200, height: 100, zIndex: 0 },
    { id: 'b', type: 'rect', x: 700, y: 600, width: 100, height: 100, zIndex: 1 },
    {
      id: 't',
      type: 'text',
      content: 'SPIELTAG',
      x: 540,
      y: 900,
      fontSize: 80,
      zIndex: 2,
    },
  ],
});

/** Without the text, whose edges would be snap targets too. */
const boxesOnly = { ...doc, elements: doc.elements.filter((e) => e.type === 'rect') };

describe('selection', () => {
  it('selects by click, toggles with Shift+click, clears on the empty canvas', () => {
    const d = new EditorDriver({ doc });
    d.click({ x: 150, y: 150 });
    expect(d.selection).toEqual(['a']);
    d.click({ x: 750, y: 650 }, { shift: true });
    expect(d.selection).toEqual(['a', 'b']);
    d.click({ x: 150, y: 150 }, { shift: true });
    expect(d.selection).toEqual(['b']);
    d.click({ x: 500, y: 400 });
    expect(d.selection).toEqual([]);
  });

  it('hits text by the box the renderer measured', () => {
    const d = new EditorDriver({ doc });
    const box = d.lastRender?.boxes?.t;
    expect(box).toBeDefined();
    d.click({ x: box!.x + 5, y: box!.y + box!.height / 2 });
    expect(d.selection).toEqual(['t']);
    d.click({ x: box!.x - 30, y: box!.y + box!.height / 2 });
    expect(d.selection).toEqual([]);
  });

  it('selects what a marquee touches, adding to the selection with Shift', () => {
    const d = new EditorDriver({ doc, zoom: 0.5 });
    d.drag({ x: 50, y: 50 }, { x: 300, y: 200 }, { release: false });
    expect(d.state.marquee).toEqual({ x: 50, y: 50, width: 300, height: 200 });
    expect(d.selection).toEqual(['a']);
    d.up(d.screen({ x: 350, y: 250 }));
    expect(d.state.marquee).toBeNull();
    d.drag({ x: 650, y: 550 }, { x: 100, y: 100 }, { shift: true });
    expect(d.selection).toEqual(['a', 'b']);
    expect(selectionBox(d.state)).toEqual({ x: 100, y: 100, width: 700, height: 600 });
  });
});

describe('moving', () => {
  it.each([1, 0.5])('follows the pointer at zoom %s in canvas pixels', (zoom) => {
    const d = new EditorDriver({ doc, zoom });
    d.drag({ x: 150, y: 150 }, { x: 137, y: 41 }, { alt: true });
    expect(d.element('a')).toMatchObject({ x: 237, y: 141 });
  });

  it.each([1, 0.5])(
    'snaps to the canvas centre within 6 screen px at zoom %s, with a guide',
    (zoom) => {
      const d = new EditorDriver({ doc: boxesOnly, zoom });
      // Box a is 200 wide: its centre at 540 means x = 440; end 4 screen px short of it.
      const by = { x: 340 - 4 / zoom, y: 0 };
      d.drag({ x: 150, y: 150 }, by, { release: false });
      expect(d.element('a').x).toBe(440);
      expect(guides(d.state)).toContainEqual(
        expect.objectContaining({ axis: 'x', position: 540, from: 0, to: 1080 }),
      );
      d.up(d.screen({ x: 150 + by.x, y: 150 }));
      expect(guides(d.state)).toEqual([]);
      expect(d.element('a').x).toBe(440);
    },
  );

  it('does not snap from further than 6 screen px, however far that is on the canvas', () => {
    const d = new EditorDriver({ doc: boxesOnly, zoom: 0.5 });
    // 8 screen px at zoom 0.5 = 16 canvas px short of the centre.
    d.drag({ x: 150, y: 150 }, { x: 340 - 16, y: 0 });
    expect(d.element('a').x).toBe(424);
  });

  it("snaps to another element's edges and centres; Alt turns snapping off", () => {
    const d = new EditorDriver({ doc });
    // Bring b's left edge (700) near a's right edge (300): 3 px off.
    d.drag({ x: 750, y: 650 }, { x: -397, y: 0 }, { release: false });
    expect(d.element('b').x).toBe(300);
    expect(guides(d.state)).toContainEqual(expect.objectContaining({ axis: 'x', position: 300 }));
    d.up(d.screen({ x: 353, y: 650 }));
    d.press('Mod+Z');
    d.drag({ x: 750, y: 650 }, { x: -397, y: 0 }, { alt: true, release: false });
    expect(d.element('b').x).toBe(303);
    expect(guides(d.state)).toEqual([]);
  });

  it("snaps to another element's centre", () => {
    const d = new EditorDriver({ doc: boxesOnly });
    // b's centre (750) to a's centre (200): b.x = 150; end 2 px off.
    d.drag({ x: 750, y: 650 }, { x: -548, y: 0 }, { release: false });
    expect(d.element('b').x).toBe(150);
    expect(guides(d.state)).toContainEqual(expect.objectContaining({ axis: 'x', position: 200 }));
  });

  it('moves the whole selection and is one undo step for the whole drag', () => {
    const d = new EditorDriver({ doc });
    d.click({ x: 150, y: 150 });
    d.click({ x: 750, y: 650 }, { shift: true });
    d.drag({ x: 750, y: 650 }, { x: 33, y: 17 }, { alt: true, steps: 10 });
    expect(d.element('a')).toMatchObject({ x: 133, y: 117 });
    expect(d.element('b')).toMatchObject({ x: 733, y: 617 });
    expect(d.state.history.past).toHaveLength(1);
    d.press('Mod+Z');
    expect(d.element('a')).toMatchObject({ x: 100, y: 100 });
    expect(d.element('b')).toMatchObject({ x: 700, y: 600 });
  });

  it('puts everything back when the system cancels a drag', () => {
    const d = new EditorDriver({ doc });
    d.drag({ x: 150, y: 150 }, { x: 50, y: 50 }, { release: false });
    d.editor.pointerCancel();
    expect(d.element('a')).toMatchObject({ x: 100, y: 100 });
    expect(d.state.history.past).toHaveLength(0);
    expect(d.state.gesture.phase).toBe('idle');
  });

  it('goes idle -> pressing -> dragging -> idle', () => {
    const d = new EditorDriver({ doc });
    expect(d.state.gesture.phase).toBe('idle');
    d.down({ x: 150, y: 150 });
    expect(d.state.gesture.phase).toBe('pressing');
    d.moveTo(d.screen({ x: 151, y: 150 }));
    expect(d.state.gesture.phase).toBe('pressing');
    d.moveTo(d.screen({ x: 170, y: 150 }));
    expect(d.state.gesture.phase).toBe('dragging');
    d.up(d.screen({ x: 170, y: 150 }));
    expect(d.state.gesture.phase).toBe('idle');
  });
});

describe('resizing', () => {
  it('offers eight handles for one selected element', () => {
    const d = new EditorDriver({ doc });
    d.click({ x: 150, y: 150 });
    expect(selectionHandles(d.state).map((h) => h.id)).toEqual([
      'nw',
      'n',
      'ne',
      'e',
      'se',
      's',
      'sw',
      'w',
    ]);
  });

  it('scales several selected elements together from a handle of the box around them', () => {
    const d = new EditorDriver({ doc: boxesOnly });
    d.click({ x: 150, y: 150 });
    d.click({ x: 750, y: 650 }, { shift: true });
    expect(selectionHandles(d.state)).toHaveLength(8);
    const around = selectionBox(d.state)!;
    expect(around).toEqual({ x: 100, y: 100, width: 700, height: 600 });
    // Shift frees the proportions of a corner; Alt keeps the edges from snapping.
    d.drag(handlePoint(around, 'se'), { x: 100, y: 100 }, { shift: true, alt: true });
    const after = selectionBox(d.state)!;
    expect(after.x).toBeCloseTo(100, 0);
    expect(after.y).toBeCloseTo(100, 0);
    expect(after.width).toBeCloseTo(800, 0);
    expect(after.height).toBeCloseTo(700, 0);
    // Each keeps its place in the box: a stays at the corner, b moves out with the far edge.
    expect(d.element('a')).toMatchObject({ x: 100, y: 100 });
    const b = d.box('b');
    expect(b.x + b.width).toBeCloseTo(900, 0);
    expect(b.y + b.height).toBeCloseTo(800, 0);
    // One undo step for the whole drag.
    d.press('Mod+Z');
    expect(selectionBox(d.state)).toEqual(around);
  });

  it('keeps the proportions of several elements from a corner by default', () => {
    const d = new EditorDriver({ doc: boxesOnly });
    d.click({ x: 150, y: 150 });
    d.click({ x: 750, y: 650 }, { shift: true });
    const around = selectionBox(d.state)!;
    d.drag(handlePoint(around, 'se'), { x: 140, y: 0 }, { alt: true });
    const after = selectionBox(d.state)!;
    expect(after.width / after.height).toBeCloseTo(around.width / around.height, 2);
  });

  it("keeps an image's aspect ratio by default; Shift frees it", () => {
    const d = new EditorDriver({ doc, zoom: 0.5 });
    d.dispatch('add-image', { href: logo, x: 100, y: 300, width: 200, height: 100 });
    const id = d.lastId;
    d.dragHandle(id, 'se', { x: 100, y: 0 }, { alt: true });
    expect(d.element(id)).toMatchObject({ x: 100, y: 300, width: 300, height: 150 });
    d.dragHandle(id, 'e', { x: -100, y: 0 }, { shift: true });
    expect(d.element(id)).toMatchObject({ width: 200, height: 150 });
    d.press('Mod+Z');
    expect(d.element(id)).toMatchObject({ width: 300, height: 150 });
  });

  it('resizes a box freely from any handle, the opposite side staying put', () => {
    const d = new EditorDriver({ doc });
    d.click({ x: 150, y: 150 });
    d.dragHandle('a', 'nw', { x: -50, y: -20 });
    expect(d.element('a')).toMatchObject({ x: 50, y: 80, width: 250, height: 120 });
  });

  it('scales text by its size from a corner, and sets its box width from a side', () => {
    const d = new EditorDriver({ doc });
    const box = d.box('t');
    d.click({ x: box.x + 5, y: box.y + 5 });
    d.dragHandle('t', 'se', { x: box.width / 2, y: box.height / 2 }, { alt: true });
    expect(d.element('t')).toMatchObject({ fontSize: 120 });
    const wide = d.box('t');
    d.dragHandle('t', 'e', { x: 100, y: 0 });
    expect(d.element('t')).toMatchObject({ maxWidth: Math.round((wide.width + 100) * 100) / 100 });
  });

  it('snaps the edge a handle moves to the canvas edge, with a guide; Alt does not', () => {
    const d = new EditorDriver({ doc: boxesOnly, zoom: 0.5 });
    d.click({ x: 750, y: 650 });
    // b's right edge from 800 to 1080 - 8 (4 screen px at zoom 0.5).
    d.drag({ x: 800, y: 650 }, { x: 272, y: 0 }, { release: false });
    expect(d.element('b')).toMatchObject({ x: 700, width: 380 });
    expect(guides(d.state)).toContainEqual(expect.objectContaining({ axis: 'x', position: 1080 }));
    d.up(d.screen({ x: 1072, y: 650 }));
    d.press('Mod+Z');
    d.drag({ x: 800, y: 650 }, { x: 272, y: 0 }, { alt: true });
    expect(d.element('b')).toMatchObject({ x: 700, width: 372 });
  });

  it('scales a path', () => {
    const withPath = svgConfigSchema.parse({
      format: '1:1',
      elements: [{ id: 'p', type: 'path', x: 0, y: 0, pathData: 'M100 100 L300 100 L300 200 Z' }],
    });
    const d = new EditorDriver({ doc: withPath });
    d.click({ x: 290, y: 110 });
    d.dragHandle('p', 'se', { x: 200, y: 100 });
    expect(d.box('p')).toEqual({ x: 100, y: 100, width: 400, height: 200 });
  });
});

describe('viewport', () => {
  it('zooms with Ctrl+wheel around the pointer, keeping the canvas point under it', () => {
    const d = new EditorDriver({ doc, zoom: 1 });
    const under = { x: 300, y: 200 };
    const screen = d.screen(under);
    d.editor.wheel({ ...screen, deltaX: 0, deltaY: -300, ctrl: true });
    expect(d.state.viewport.zoom).toBeCloseTo(Math.E, 5);
    const after = d.screen(under);
    expect(after.x).toBeCloseTo(screen.x, 6);
    expect(after.y).toBeCloseTo(screen.y, 6);
    d.editor.wheel({ ...screen, deltaX: 10, deltaY: 20 });
    expect(d.screen(under).y).toBeCloseTo(screen.y - 20, 6);
  });

  it('zooms in and out by steps, to a level and to fit the container', () => {
    const d = new EditorDriver({ doc, zoom: 1 });
    d.dispatch('zoom-in');
    expect(d.state.viewport.zoom).toBeCloseTo(1.25);
    d.dispatch('zoom-out');
    d.dispatch('zoom-out');
    expect(d.state.viewport.zoom).toBeCloseTo(0.8);
    d.editor.setContainer({ width: 600, height: 600 });
    d.dispatch('zoom-fit');
    expect(d.state.viewport.zoom).toBeCloseTo((600 - 64) / 1080);
    expect(d.screen({ x: 540, y: 540 })).toEqual({ x: 300, y: 300 });
  });

  it('zooms around the centre of a pinch', () => {
    const d = new EditorDriver({ doc, zoom: 1 });
    const screen = d.screen({ x: 800, y: 300 });
    d.dispatch('zoom-around', { factor: 2, ...screen });
    expect(d.state.viewport.zoom).toBe(2);
    expect(d.screen({ x: 800, y: 300 })).toEqual(screen);
  });

  it('pans with the middle button', () => {
    const d = new EditorDriver({ doc, zoom: 1 });
    const start = d.screen({ x: 500, y: 500 });
    d.editor.pointerDown({ ...start, button: 1 });
    d.moveTo({ x: start.x + 30, y: start.y - 10 });
    d.up({ x: start.x + 30, y: start.y - 10 });
    expect(d.state.viewport).toMatchObject({ x: 70, y: 30 });
    expect(d.element('a')).toMatchObject({ x: 100, y: 100 });
  });
});

describe('whole pixels', () => {
  it('ends a drag at any zoom on whole X and Y, also from a fractional place and with snapping', () => {
    const fractional = svgConfigSchema.parse({
      format: '1:1',
      elements: [
        { id: 'a', type: 'rect', x: 100.37, y: 99.61, width: 200, height: 100 },
        { id: 'b', type: 'rect', x: 700, y: 600, width: 100, height: 100 },
        { id: 't', type: 'text', content: 'SPIELTAG', x: 540, y: 900, fontSize: 80 },
      ],
    });
    for (const zoom of [0.37, 0.5, 1.3]) {
      const d = new EditorDriver({ doc: fractional, zoom });
      d.drag({ x: 150, y: 150 }, { x: 133.3, y: 77.7 }, { steps: 7 });
      d.drag({ x: 540, y: 880 }, { x: -41.13, y: -13.9 }, { steps: 5, alt: true });
      for (const id of ['a', 't']) {
        const { x, y } = d.element(id);
        expect([id, zoom, Number.isInteger(x), Number.isInteger(y)]).toEqual([
          id,
          zoom,
          true,
          true,
        ]);
      }
    }
  });

  it('resizes boxes to whole pixels', () => {
    const d = new EditorDriver({ doc: boxesOnly, zoom: 0.37 });
    d.click({ x: 150, y: 150 });
    d.dragHandle('a', 'se', { x: 33.3, y: 21.7 }, { alt: true });
    const a = d.element('a') as { width: number; height: number };
    expect(Number.isInteger(a.width) && Number.isInteger(a.height)).toBe(true);
  });
});
