import { describe, expect, it } from 'vitest';
import { renderPost } from '#shared/render/render-post.ts';
import type { Game } from '#shared/sports/sports.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { splitBackdrop } from '#server/render/post-pixels.ts';
import { entranceAt, entranceOf } from '#server/render/video-choreography.ts';

/**
 * The moving post's choreography (ADR 063): every element of the overlay comes in by layer order
 * (fading and sliding up), a result's score counts up, and a template's element says otherwise
 * with its 'Einblenden' (`entrance`), which the renderer writes on its node.
 */
const game: Game = {
  id: 'g1',
  teamHome: 'UHC Thun',
  teamAway: 'Floorball Köniz',
  date: '22.11.2026',
  time: '17:30',
  result: '5:3',
  resultDetail: null,
  location: 'Lachenhalle',
  city: 'Thun',
  teamHomeLogo: null,
  teamAwayLogo: null,
};

function overlayOf(entrances: Record<string, string | undefined>) {
  const config = svgConfigSchema.parse({
    format: '9:16',
    elements: [
      { id: 'title', type: 'text', content: 'RESULTAT', x: 540, y: 300, fontSize: 96 },
      { id: 'score', type: 'api-text', apiField: 'result', x: 540, y: 900, fontSize: 200 },
      { id: 'home', type: 'api-text', apiField: 'teamHome', x: 540, y: 1200, fontSize: 60 },
    ].map((element) => ({
      ...element,
      ...(entrances[element.id] ? { entrance: entrances[element.id] } : {}),
    })),
  });
  return splitBackdrop(renderPost(config, [game], { kind: 'result' })).drawn;
}

describe('the moving post’s choreography', () => {
  it('lets every element come in by default, and a result’s score count up', () => {
    const [title, score, home] = overlayOf({});
    expect([title, score, home].map((node) => node!.attrs['data-entrance'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(entranceOf(title!, true)).toBe('slide');
    expect(entranceOf(score!, true)).toBe('count');
    // A preview's (or any post's that does not count) score slides in like the rest.
    expect(entranceOf(score!, false)).toBe('slide');
    expect(entranceOf(home!, true)).toBe('slide');
  });

  it('comes in by layer order: the first element before the later ones, all in by 2.5 s', () => {
    const stagger = 0.25;
    expect(entranceAt('slide', 0, stagger, 0)).toEqual({ shown: 0, below: 1, counted: 1 });
    const early = [0, 1, 2].map((order) => entranceAt('slide', order, stagger, 0.5).shown);
    expect(early[0]).toBeGreaterThan(early[1]!);
    expect(early[1]).toBeGreaterThan(early[2]!);
    for (const order of [0, 1, 2, 6]) {
      expect(entranceAt('slide', order, stagger, 2.5)).toEqual({ shown: 1, below: 0, counted: 1 });
    }
    // Counting: from 0 to the score between 0.6 s and 2 s.
    expect(entranceAt('count', 0, stagger, 0.6).counted).toBe(0);
    expect(entranceAt('count', 0, stagger, 1.3).counted).toBeCloseTo(0.5);
    expect(entranceAt('count', 0, stagger, 2).counted).toBe(1);
  });

  it('follows each element’s Einblenden: none, fade, slide, count', () => {
    const [title, score, home] = overlayOf({ title: 'none', score: 'fade', home: 'count' });
    expect([title, score, home].map((node) => node!.attrs['data-entrance'])).toEqual([
      'none',
      'fade',
      'count',
    ]);
    expect(entranceOf(title!, true)).toBe('none');
    // There from the first frame.
    expect(entranceAt('none', 0, 0.25, 0)).toEqual({ shown: 1, below: 0, counted: 1 });
    // A score that fades does not count.
    expect(entranceOf(score!, true)).toBe('fade');
    expect(entranceAt('fade', 0, 0.25, 0.4).below).toBe(0);
    expect(entranceAt('fade', 0, 0.25, 0.4).shown).toBeGreaterThan(0);
    // A text without numbers to count comes in as the default does.
    expect(entranceOf(home!, true)).toBe('slide');
    // A score told to count counts on a preview too.
    const [, counting] = overlayOf({ score: 'count' });
    expect(entranceOf(counting!, false)).toBe('count');
  });

  it('refuses an Einblenden the editor does not offer', () => {
    const result = svgConfigSchema.safeParse({
      format: '9:16',
      elements: [
        { id: 't', type: 'text', content: 'X', x: 1, y: 1, fontSize: 9, entrance: 'spin' },
      ],
    });
    expect(result.success).toBe(false);
  });
});
