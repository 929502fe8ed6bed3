import { describe, expect, it } from 'vitest';
import { fieldFormats } from '#shared/templates/field-formats.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { templateFromTheme } from '#client/features/editor/core/from-theme.ts';
import { layerRows, type LayerWords } from '#client/features/editor/core/selectors.ts';
import { EditorDriver } from '#client/features/editor/core/testing/editor-driver.ts';
import { sampleGames } from '#client/features/editor/utils/sample-games.ts';
import { de } from '#client/i18n/de.ts';

const words: LayerWords = {
  types: de.editor.elementTypes,
  formats: Object.fromEntries(
    fieldFormats.map((format) => [format, de.editor.fieldFormats[format]]),
  ) as LayerWords['formats'],
};

/** 'Alle Elemente' names each layer by what it shows, and the user may rename one. */
describe('layer names', () => {
  it.each(['default', 'light', 'dark', 'club'] as const)(
    'names every layer of the %s look apart, by its text, field or shape',
    (theme) => {
      const doc = templateFromTheme({
        theme,
        mode: 'preview',
        format: '4:5',
        games: sampleGames.slice(0, 2),
      });
      const d = new EditorDriver({ doc, games: 2 });
      const rows = layerRows(d.state, 'de', words);
      const names = rows.map((row) => row.name);
      expect(new Set(names).size).toBe(names.length);
      // No bare type names: a shape says its size and shows its colour.
      expect(names.filter((name) => ['Rechteck', 'Form', 'Oval', 'Linie'].includes(name))).toEqual(
        [],
      );
      for (const row of rows.filter((r) => ['rect', 'path', 'ellipse', 'line'].includes(r.type))) {
        // A colour, or a club colour the list shows in the club's colour.
        expect(row.swatch).toMatch(/^#|^rgb|^club:[a-z-]+$/);
        expect(row.name).toMatch(/\d+ × \d+( \(\d+\))?$/);
      }
    },
  );

  it('names data fields with their game and format, texts by their text', () => {
    const d = new EditorDriver({
      games: 2,
      doc: svgConfigSchema.parse({
        elements: [
          { id: 'a', type: 'api-text', apiField: 'teamHome', x: 540, y: 300, fontSize: 48 },
          {
            id: 'b',
            type: 'api-text',
            apiField: 'teamHome',
            format: 'initials',
            x: 540,
            y: 500,
            fontSize: 48,
          },
          { id: 'c', type: 'api-text', apiField: 'teamHome2', x: 540, y: 700, fontSize: 48 },
          { id: 'd', type: 'text', content: '  SAISON\n2026 ', x: 540, y: 900, fontSize: 48 },
          { id: 'e', type: 'rect', x: 0, y: 0, width: 1080, height: 4, fill: '#f5b700' },
        ],
      }),
    });
    expect(layerRows(d.state, 'de', words).map((row) => [row.name, row.swatch])).toEqual([
      ['Rechteck 1080 × 4', '#f5b700'],
      ['SAISON 2026', null],
      ['Heim Team Name (Spiel 2)', null],
      ['Heim Team Name · Initialen', null],
      ['Heim Team Name', null],
    ]);
  });

  it('renames a layer, keeps the name in the template, undoes it and goes back to the shown name', () => {
    const d = new EditorDriver();
    d.dispatch('add-shape', { shape: 'rect' });
    const id = d.lastId;
    expect(d.dispatch('rename', { id, name: '  Sponsorenband  ' })).toBe(true);
    expect(d.element(id).name).toBe('Sponsorenband');
    expect(svgConfigSchema.parse(d.doc).elements[0]?.name).toBe('Sponsorenband');
    expect(layerRows(d.state, 'de', words)[0]).toMatchObject({
      name: 'Sponsorenband',
      named: true,
    });
    d.press('Mod+z');
    expect(d.element(id).name).toBeUndefined();
    d.press('Mod+Shift+z');
    expect(d.dispatch('rename', { id, name: '' })).toBe(true);
    expect('name' in d.element(id)).toBe(false);
    expect(layerRows(d.state, 'de', words)[0]?.name).toBe('Rechteck 400 × 240');
    // Too long for the schema: cut to 100 characters.
    d.dispatch('rename', { id, name: 'x'.repeat(300) });
    expect(d.element(id).name).toHaveLength(100);
  });
});
