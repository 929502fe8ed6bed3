import { describe, expect, it } from 'vitest';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { bindingFor, shortcutLabel } from '#client/features/editor/core/keymap.ts';
import { EditorDriver } from '#client/features/editor/core/testing/editor-driver.ts';

const doc = svgConfigSchema.parse({
  elements: [
    { id: 'a', type: 'rect', x: 100, y: 100, width: 50, height: 50, zIndex: 0 },
    { id: 'b', type: 'rect', x: 300, y: 300, width: 50, height: 50, zIndex: 1 },
  ],
});

describe('the keymap', () => {
  it('maps key events to commands; Ctrl and Cmd alike', () => {
    expect(bindingFor({ key: 'z', ctrl: true })?.command).toBe('undo');
    expect(bindingFor({ key: 'z', meta: true })?.command).toBe('undo');
    expect(bindingFor({ key: 'Z', meta: true, shift: true })?.command).toBe('redo');
    expect(bindingFor({ key: 'y', ctrl: true })?.command).toBe('redo');
    expect(bindingFor({ key: 'd', ctrl: true })?.command).toBe('duplicate');
    expect(bindingFor({ key: 'Backspace' })?.command).toBe('delete');
    expect(bindingFor({ key: 'Delete' })?.command).toBe('delete');
    expect(bindingFor({ key: 'Escape' })?.command).toBe('deselect');
    expect(bindingFor({ key: 'ArrowUp', shift: true })).toEqual({
      command: 'move',
      args: { dx: 0, dy: -10 },
    });
    expect(bindingFor({ key: 'z' })).toBeNull();
    expect(bindingFor({ key: 'd', ctrl: true, alt: true })).toBeNull();
  });

  it('nudges by 1 px, with Shift by 10 px', () => {
    const d = new EditorDriver({ doc });
    d.click({ x: 120, y: 120 });
    d.press('ArrowRight');
    d.press('ArrowDown');
    d.press('Shift+ArrowLeft');
    d.press('Shift+ArrowUp', 'other');
    expect(d.element('a')).toMatchObject({ x: 91, y: 91 });
    expect(d.element('b')).toMatchObject({ x: 300, y: 300 });
  });

  it('deletes, duplicates, deselects and undoes from the keyboard on Mac and elsewhere', () => {
    const d = new EditorDriver({ doc });
    d.click({ x: 120, y: 120 });
    expect(d.press('Mod+D', 'mac')).toBe(true);
    expect(d.doc.elements).toHaveLength(3);
    expect(d.press('Backspace')).toBe(true);
    expect(d.doc.elements).toHaveLength(2);
    d.click({ x: 320, y: 320 });
    expect(d.press('Escape')).toBe(true);
    expect(d.selection).toEqual([]);
    expect(d.press('Escape')).toBe(false);
    expect(d.press('Mod+Z', 'mac')).toBe(true);
    expect(d.doc.elements).toHaveLength(3);
    expect(d.press('Mod+Shift+Z', 'mac')).toBe(true);
    expect(d.doc.elements).toHaveLength(2);
  });

  it('names the shortcut a menu shows', () => {
    expect(shortcutLabel('redo')).toBe('Mod+Shift+Z');
    expect(shortcutLabel('duplicate')).toBe('Mod+D');
    expect(shortcutLabel('move', { dx: 10, dy: 0 })).toBe('Shift+ArrowRight');
    expect(shortcutLabel('align', { edge: 'left' })).toBeNull();
  });
});
