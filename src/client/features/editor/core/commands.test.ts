import { describe, expect, it } from 'vitest';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import {
  commandIds,
  type CommandArgs,
  type CommandId,
} from '#client/features/editor/core/commands.ts';
import { layerList, fieldButtons, usedFields } from '#client/features/editor/core/selectors.ts';
import { EditorDriver } from '#client/features/editor/core/testing/editor-driver.ts';

const logo = `data:image/png;base64,${'A'.repeat(16)}`;

function rects(count: number) {
  return svgConfigSchema.parse({
    format: '1:1',
    elements: Array.from({ length: count }, (_, i) => ({
      id: `r${i}`,
      type: 'rect',
      x: 100 * i * i,
      y: 100 * i * i,
      width: 50,
      height: 50,
      zIndex: i,
    })),
  });
}

describe('adding elements', () => {
  it('adds text, a logo and data fields with the editor defaults where they cover nothing, each on top', () => {
    const d = new EditorDriver({ doc: rects(2), games: 2 });
    expect(d.dispatch('add-text', { content: 'Neuer Text' })).toBe(true);
    expect(d.element(d.lastId)).toMatchObject({
      type: 'text',
      content: 'Neuer Text',
      fontSize: 48,
      fontFamily: 'Bebas Neue',
      fill: '#ffffff',
      fontWeight: 900,
      textAnchor: 'middle',
      x: 540,
      y: 200,
      zIndex: 2,
    });
    expect(d.selection).toEqual([d.lastId]);
    // Each default spot is free here: the one element added before is out of its way.
    d.dispatch('delete');
    d.dispatch('add-image', { href: logo });
    expect(d.element(d.lastId)).toMatchObject({
      width: 200,
      height: 200,
      x: 440,
      y: 100,
      zIndex: 2,
    });
    d.dispatch('delete');
    d.dispatch('add-field', { field: 'teamHome2' });
    expect(d.element(d.lastId)).toMatchObject({
      type: 'api-text',
      apiField: 'teamHome2',
      y: 300,
      zIndex: 2,
    });
    d.dispatch('add-field', { field: 'teamAwayLogo' });
    expect(d.element(d.lastId)).toMatchObject({
      type: 'api-image',
      apiField: 'teamAwayLogo',
      x: 400,
      y: 500,
      width: 189,
      height: 189,
      zIndex: 3,
    });
    expect(new Set(d.doc.elements.map((e) => e.id)).size).toBe(4);
    expect(svgConfigSchema.safeParse(d.doc).success).toBe(true);
  });

  it("adds each data field once, only for the template's games, and says which are used", () => {
    const d = new EditorDriver({ games: 2 });
    expect(d.dispatch('add-field', { field: 'result2' })).toBe(true);
    expect(d.editor.canRun('add-field', { field: 'result2' })).toBe(false);
    expect(d.dispatch('add-field', { field: 'result2' })).toBe(false);
    expect(d.dispatch('add-field', { field: 'result3' })).toBe(false);
    expect([...usedFields(d.state)]).toEqual(['result2']);
    const buttons = fieldButtons(d.state);
    expect(buttons).toHaveLength(24); // the post headline, three sponsor slots, ten fields per game;
    expect(buttons.find((b) => b.name === 'result2')).toMatchObject({
      used: true,
      disabled: true,
      label: { de: 'Resultat (Spiel 2)' },
    });
    // Duplicating or pasting a data field would use it twice: nothing to copy.
    d.dispatch('duplicate');
    d.dispatch('copy');
    expect(d.dispatch('paste')).toBe(false);
    expect(d.doc.elements).toHaveLength(1);
    // Once deleted, it can be added again.
    d.dispatch('delete');
    expect(d.editor.canRun('add-field', { field: 'result2' })).toBe(true);
  });

  it('adds nothing in preview mode', () => {
    const d = new EditorDriver();
    d.dispatch('set-mode', { mode: 'preview' });
    expect(d.dispatch('add-text', { content: 'Neuer Text' })).toBe(false);
    expect(fieldButtons(d.state).every((b) => b.disabled)).toBe(true);
  });

  it('refuses changes the template schema refuses', () => {
    const d = new EditorDriver({ doc: rects(1) });
    d.dispatch('select', { ids: ['r0'] });
    expect(d.dispatch('update', { props: { fill: 'not a colour' } })).toBe(false);
    expect(d.dispatch('add-image', { href: 'javascript:alert(1)' })).toBe(false);
    expect(d.dispatch('update', { props: { fill: '#ff0000' } })).toBe(true);
    expect(d.element('r0')).toMatchObject({ fill: '#ff0000' });
  });
});

describe('layer order', () => {
  it('swaps neighbours forward and backward and renumbers from 0', () => {
    const doc = svgConfigSchema.parse({
      elements: [
        { id: 'a', type: 'rect', x: 0, y: 0, width: 1, height: 1, zIndex: 5 },
        { id: 'b', type: 'rect', x: 0, y: 0, width: 1, height: 1, zIndex: 9 },
        { id: 'c', type: 'rect', x: 0, y: 0, width: 1, height: 1, zIndex: 12 },
      ],
    });
    const d = new EditorDriver({ doc });
    const z = () => Object.fromEntries(d.doc.elements.map((e) => [e.id, e.zIndex]));
    d.dispatch('select', { ids: ['a'] });
    d.dispatch('bring-forward');
    expect(z()).toEqual({ b: 0, a: 1, c: 2 });
    d.dispatch('bring-forward');
    expect(z()).toEqual({ b: 0, c: 1, a: 2 });
    expect(d.dispatch('bring-forward')).toBe(false);
    d.dispatch('send-backward');
    expect(z()).toEqual({ b: 0, a: 1, c: 2 });
    d.dispatch('send-to-back');
    expect(z()).toEqual({ a: 0, b: 1, c: 2 });
    d.dispatch('bring-to-front');
    expect(layerList(d.state).map((e) => e.id)).toEqual(['a', 'c', 'b']);
    d.dispatch('reorder', { id: 'a', index: 1 });
    expect(z()).toEqual({ b: 0, a: 1, c: 2 });
    // A new element goes on top: the highest zIndex plus 1.
    d.dispatch('add-text', { content: 'Neuer Text' });
    expect(d.element(d.lastId).zIndex).toBe(3);
  });
});

describe('copy, paste and duplicate', () => {
  it('pastes copies 20 px further each time, with new ids, on top, selected', () => {
    const d = new EditorDriver({ doc: rects(2) });
    d.dispatch('select', { ids: ['r0', 'r1'] });
    expect(d.press('Mod+C')).toBe(true);
    d.press('Mod+V');
    const first = d.selection;
    expect(first).toHaveLength(2);
    expect(first.map((id) => d.element(id))).toMatchObject([
      { x: 20, y: 20, zIndex: 2 },
      { x: 120, y: 120, zIndex: 3 },
    ]);
    d.press('Mod+V');
    expect(d.selection.map((id) => d.element(id))).toMatchObject([
      { x: 40, y: 40 },
      { x: 140, y: 140 },
    ]);
    d.dispatch('select', { ids: ['r1'] });
    d.press('Mod+D');
    expect(d.element(d.lastId)).toMatchObject({ x: 120, y: 120, width: 50 });
    expect(d.doc.elements).toHaveLength(7);
  });
});

describe('align and distribute', () => {
  it('aligns the selection to its own box, a single element to the canvas', () => {
    const d = new EditorDriver({ doc: rects(3) });
    d.dispatch('select', { ids: ['r0', 'r1', 'r2'] });
    d.dispatch('align', { edge: 'right' });
    expect(d.doc.elements.map((e) => e.x)).toEqual([400, 400, 400]);
    d.dispatch('align', { edge: 'middle' });
    expect(d.doc.elements.map((e) => e.y)).toEqual([200, 200, 200]);
    d.dispatch('align', { edge: 'left' });
    d.dispatch('align', { edge: 'top' });
    expect(d.doc.elements.map((e) => [e.x, e.y])).toEqual([
      [400, 200],
      [400, 200],
      [400, 200],
    ]);
    d.dispatch('select', { ids: ['r0'] });
    d.dispatch('align', { edge: 'center' });
    d.dispatch('align', { edge: 'bottom' });
    expect(d.element('r0')).toMatchObject({ x: 515, y: 1030 });
  });

  it('spaces three or more elements evenly between the outermost', () => {
    const doc = svgConfigSchema.parse({
      format: '1:1',
      elements: [
        { id: 'a', type: 'rect', x: 0, y: 0, width: 100, height: 10 },
        { id: 'b', type: 'rect', x: 130, y: 300, width: 40, height: 10 },
        { id: 'c', type: 'rect', x: 900, y: 900, width: 100, height: 10 },
      ],
    });
    const d = new EditorDriver({ doc });
    d.dispatch('select', { ids: ['a', 'b'] });
    expect(d.dispatch('distribute', { axis: 'horizontal' })).toBe(false);
    d.dispatch('select', { ids: ['a', 'b', 'c'] });
    d.dispatch('distribute', { axis: 'horizontal' });
    expect(d.element('b').x).toBe(480);
    d.dispatch('distribute', { axis: 'vertical' });
    expect(d.element('b').y).toBe(450);
  });
});

describe('sizes', () => {
  it("keeps an image's aspect ratio when locked (the default), not when unlocked", () => {
    const d = new EditorDriver();
    d.dispatch('add-image', { href: logo, width: 200, height: 100 });
    const id = d.lastId;
    d.dispatch('set-size', { id, width: 300 });
    expect(d.element(id)).toMatchObject({ width: 300, height: 150 });
    d.dispatch('set-image-aspect-lock', { locked: false });
    d.dispatch('set-size', { id, height: 50 });
    expect(d.element(id)).toMatchObject({ width: 300, height: 50 });
  });
});

/** One run of every document command, from a state where it can run. */
const everyCommand: {
  [K in CommandId]?: { args?: CommandArgs[K]; select?: string[] };
} = {
  'add-text': { args: { content: 'Neuer Text' } },
  'add-image': { args: { href: logo } },
  'add-field': { args: { field: 'teamHome' } },
  move: { args: { dx: 5, dy: 7 }, select: ['r0'] },
  resize: { args: { id: 'r0', box: { x: 1, y: 2, width: 30, height: 40 } } },
  'set-size': { args: { id: 'r0', width: 80 } },
  update: { args: { props: { fill: '#00ff00' } }, select: ['r0'] },
  delete: { select: ['r1'] },
  duplicate: { select: ['r0'] },
  paste: { select: ['r0'] },
  'bring-forward': { select: ['r0'] },
  'send-backward': { select: ['r2'] },
  'bring-to-front': { select: ['r0'] },
  'send-to-back': { select: ['r2'] },
  reorder: { args: { id: 'r2', index: 0 } },
  align: { args: { edge: 'left' }, select: ['r1', 'r2'] },
  distribute: { args: { axis: 'horizontal' }, select: ['r0', 'r1', 'r2'] },
  import: {
    args: { elements: [{ id: 'x', type: 'rect', x: 5, y: 5, width: 9, height: 9, zIndex: 0 }] },
  },
  'set-background': { args: { backgroundColor: '#ff00ff', useBackgroundPlaceholder: true } },
  'set-format': { args: { format: '9:16' } },
  'set-post-modes': { args: { modes: ['preview', 'result'] } },
  'start-from-look': { args: { doc: rects(1) } },
  'resize-selection': {
    args: {
      from: { x: 0, y: 0, width: 150, height: 150 },
      to: { x: 0, y: 0, width: 300, height: 300 },
      origin: rects(3)
        .elements.slice(0, 2)
        .map((element) => ({
          element,
          box: { x: element.x, y: element.y, width: 50, height: 50 },
        })),
    },
  },
};

describe('undo and redo', () => {
  const documentCommands = commandIds.filter((id) => everyCommand[id] !== undefined);

  it('covers every command that changes the document', () => {
    expect(documentCommands.length).toBe(Object.keys(everyCommand).length);
    expect(documentCommands.length).toBe(23);
  });

  it.each(documentCommands)('undoes and redoes %s', (id) => {
    const d = new EditorDriver({ doc: rects(3) });
    const run = everyCommand[id] as { args?: unknown; select?: string[] };
    if (id === 'paste') {
      d.dispatch('select', { ids: ['r0'] });
      d.dispatch('copy');
    }
    if (run.select) d.dispatch('select', { ids: run.select });
    const before = d.doc;
    expect((d.dispatch as (id: CommandId, args?: unknown) => boolean)(id, run.args)).toBe(true);
    const after = d.doc;
    expect(after).not.toEqual(before);
    expect(d.press('Mod+Z')).toBe(true);
    expect(d.doc).toEqual(before);
    expect(d.press('Mod+Shift+Z')).toBe(true);
    expect(d.doc).toEqual(after);
    d.press('Mod+Z');
    expect(d.press('Mod+Y')).toBe(true);
    expect(d.doc).toEqual(after);
    expect(d.press('Mod+Y')).toBe(false);
  });

  it('restores the selection with the document, and a new change clears redo', () => {
    const d = new EditorDriver({ doc: rects(2) });
    d.dispatch('select', { ids: ['r1'] });
    d.press('Delete');
    expect(d.selection).toEqual([]);
    d.press('Mod+Z');
    expect(d.selection).toEqual(['r1']);
    d.press('ArrowRight');
    expect(d.editor.canRun('redo')).toBe(false);
  });
});
