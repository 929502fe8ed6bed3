import { describe, expect, it } from 'vitest';
import { postSvg, renderPost } from '#shared/render/render-post.ts';
import { textContent, type SvgNode } from '#shared/render/svg-tree.ts';
import { gameFields, gameFieldsFor } from '#shared/templates/game-fields.ts';
import type { Game } from '#shared/sports/sports.ts';
import { gameTexts } from '#shared/render/testing/sample-games.ts';
import { fieldButtons } from '#client/features/editor/core/selectors.ts';
import { EditorDriver } from '#client/features/editor/core/testing/editor-driver.ts';

const crest = (n: number, side: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" id="${side}${n}"/>`)}`;

function game(n: number): Game {
  return {
    id: `g${n}`,
    teamHome: `Heimteam ${n}`,
    teamAway: `Gastteam ${n}`,
    date: `0${n}.11.2026`,
    time: `1${n}:30`,
    result: `${n}:${n + 3}`,
    resultDetail: `(${n}:0)`,
    location: `Halle ${n}`,
    city: `Stadt ${n}`,
    teamHomeLogo: crest(n, 'home'),
    teamAwayLogo: crest(n, 'away'),
  };
}

function imageHrefs(node: SvgNode): string[] {
  const own = node.tag === 'image' ? [String(node.attrs.href)] : [];
  return [...own, ...(node.children ?? []).flatMap(imageHrefs)];
}

describe('data fields', () => {
  it("offers the post headline, the 'Sponsor' slots 1 to 3 and the ten fields of each game with German labels", () => {
    const d = new EditorDriver({ games: 3 });
    const buttons = fieldButtons(d.state);
    expect(buttons.map((b) => b.name)).toEqual(gameFieldsFor(3).map((f) => f.name));
    expect(buttons).toHaveLength(34);
    expect(buttons.find((b) => b.name === 'sponsor2')).toMatchObject({
      kind: 'image',
      game: 0,
      label: { de: 'Sponsor (Platz 2)' },
    });
    expect(buttons.find((b) => b.name === 'teamHome2')?.label.de).toBe('Heim Team Name (Spiel 2)');
    expect(buttons.find((b) => b.name === 'teamAwayLogo3')).toMatchObject({
      kind: 'image',
      label: { de: 'Gast Team Logo (Spiel 3)' },
    });
    expect(buttons.find((b) => b.name === 'date')?.label.de).toBe('Datum');
  });

  it.each([1, 2, 3])(
    'writes the names the renderer fills: every field of game %i from the game data',
    (n) => {
      const d = new EditorDriver({ games: 3 });
      const fields = gameFields.filter((field) => field.game === n);
      fields.forEach((field, i) => {
        expect(d.dispatch('add-field', { field: field.name, y: 60 + i * 90 })).toBe(true);
      });
      const games = [game(1), game(2), game(3)];
      const tree = postSvg(renderPost(d.doc, games));
      const texts = textContent(tree);
      const g = games[n - 1]!;
      for (const value of gameTexts(g)) {
        expect(texts).toContain(value);
      }
      expect(texts).toHaveLength(8);
      expect(imageHrefs(tree)).toEqual([g.teamHomeLogo, g.teamAwayLogo]);
    },
  );

  it("places a 'Sponsor' slot wide, as a wordmark is, and draws the post's sponsor in it", () => {
    const d = new EditorDriver({ games: 1 });
    expect(d.dispatch('add-field', { field: 'sponsor1' })).toBe(true);
    const slot = d.doc.elements.find((e) => e.type === 'api-image' && e.apiField === 'sponsor1');
    expect(slot).toMatchObject({ width: 320, height: 128 });
    // One slot of each number, as with every data field.
    expect(d.editor.canRun('add-field', { field: 'sponsor1' })).toBe(false);
    const logo = 'data:image/png;base64,AAAA';
    const post = renderPost(d.doc, [game(1)], {
      sponsors: {
        main: [{ id: 's1', name: 'Seebank', level: 'main', logoHref: logo }],
        partners: [],
        supporters: [],
      },
    });
    expect(imageHrefs(postSvg(post))).toEqual([logo]);
  });
});
