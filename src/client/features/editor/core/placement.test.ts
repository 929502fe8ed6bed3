import { describe, expect, it } from 'vitest';
import { gameFieldsFor, sponsorFieldNames } from '#shared/templates/game-fields.ts';
import { intersects, type Box } from '#client/features/editor/core/geometry.ts';
import { visibleCanvas } from '#client/features/editor/core/placement.ts';
import { EditorDriver } from '#client/features/editor/core/testing/editor-driver.ts';

const logo = `data:image/png;base64,${'A'.repeat(16)}`;

const inside = (box: Box, area: Box) =>
  box.x >= area.x - 0.5 &&
  box.y >= area.y - 0.5 &&
  box.x + box.width <= area.x + area.width + 0.5 &&
  box.y + box.height <= area.y + area.height + 0.5;

function coverings(d: EditorDriver): string[] {
  const ids = d.doc.elements.map((e) => e.id);
  const found: string[] = [];
  ids.forEach((a, i) =>
    ids.slice(i + 1).forEach((b) => {
      if (intersects(d.box(a), d.box(b))) found.push(`${a}/${b}`);
    }),
  );
  return found;
}

/** New elements land where they cover nothing yet, inside the part of the canvas in view. */
describe('placing new elements', () => {
  it('puts every data field of two games, logos and texts each on a free spot', () => {
    const d = new EditorDriver({ games: 2 });
    // The games' fields and the headline; the sponsor slots are placed in the next test.
    const fields = gameFieldsFor(2).filter((f) => !sponsorFieldNames.includes(f.name));
    for (const field of fields) {
      expect(d.dispatch('add-field', { field: field.name })).toBe(true);
    }
    d.dispatch('add-image', { href: logo });
    d.dispatch('add-image', { href: logo });
    d.dispatch('add-text', { content: 'Neuer Text' });
    d.dispatch('add-shape', { shape: 'ellipse' });
    expect(d.doc.elements).toHaveLength(fields.length + 4);
    expect(coverings(d)).toEqual([]);
    const canvas = { x: 0, y: 0, width: 1080, height: 1350 };
    for (const element of d.doc.elements) expect(inside(d.box(element.id), canvas)).toBe(true);
    // Whole pixels.
    for (const element of d.doc.elements) {
      expect(Number.isInteger(element.x) && Number.isInteger(element.y)).toBe(true);
    }
  });

  it("puts the three 'Sponsor' slots beside a game's fields, each on a free spot", () => {
    const d = new EditorDriver({ games: 1 });
    for (const field of gameFieldsFor(1)) {
      expect(d.dispatch('add-field', { field: field.name })).toBe(true);
    }
    expect(coverings(d)).toEqual([]);
    const canvas = { x: 0, y: 0, width: 1080, height: 1350 };
    for (const element of d.doc.elements) expect(inside(d.box(element.id), canvas)).toBe(true);
  });

  it('keeps the editor default spot while it is free', () => {
    const d = new EditorDriver();
    d.dispatch('add-field', { field: 'teamHomeLogo' });
    expect(d.element(d.lastId)).toMatchObject({ x: 400, y: 500 });
    d.dispatch('add-field', { field: 'teamAwayLogo' });
    const second = d.element(d.lastId);
    expect(second.x !== 400 || second.y !== 500).toBe(true);
    expect(coverings(d)).toEqual([]);
  });

  it('places inside the visible part of the canvas when zoomed in', () => {
    const d = new EditorDriver({ zoom: 2 });
    // At 200 % the 1200 x 1600 container shows 600 x 800 post pixels: here its lower right part.
    d.dispatch('pan', { dx: -600 * 2, dy: -700 * 2 });
    const view = visibleCanvas(d.state);
    expect(view.x).toBeGreaterThan(500);
    d.dispatch('add-text', { content: 'Neuer Text' });
    d.dispatch('add-image', { href: logo });
    d.dispatch('add-shape', { shape: 'rect' });
    for (const element of d.doc.elements) expect(inside(d.box(element.id), view)).toBe(true);
    expect(coverings(d)).toEqual([]);
  });
});
