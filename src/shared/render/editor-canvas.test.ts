import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { pathBounds, scalePathData } from '#shared/geometry/path-data.ts';
import { postSvg, renderPost } from '#shared/render/render-post.ts';
import { reactProps, serializeSvg, textContent, type SvgNode } from '#shared/render/svg-tree.ts';
import { measureText } from '#shared/typography/text-measure.ts';
import { svgConfigSchema, type SvgConfigInput } from '#shared/templates/template-schema.ts';
import type { Game } from '#shared/sports/sports.ts';

const logo = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

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
  teamHomeLogo: logo,
  teamAwayLogo: null,
};

const config = (input: Partial<SvgConfigInput>) =>
  svgConfigSchema.parse({ elements: [], format: '1:1', ...input });

function groups(root: SvgNode): SvgNode[] {
  const found: SvgNode[] = [];
  const walk = (node: SvgNode) => {
    if (node.tag === 'g' && 'data-element-id' in node.attrs) found.push(node);
    node.children?.forEach(walk);
  };
  walk(root);
  return found;
}

const template = config({
  elements: [
    { id: 'bar', type: 'rect', x: 0, y: 900, width: 1080, height: 180, fill: '#000000' },
    { id: 'title', type: 'text', content: 'SPIELTAG', x: 540, y: 200, fontSize: 96 },
    { id: 'home', type: 'api-text', apiField: 'teamHome2', x: 540, y: 400, fontSize: 48 },
    {
      id: 'crest',
      type: 'api-image',
      apiField: 'teamAwayLogo',
      x: 400,
      y: 500,
      width: 189,
      height: 189,
    },
    { id: 'shape', type: 'path', x: 10, y: 20, pathData: 'M0 0 L100 0 L100 50 Z' },
  ],
});

describe('the renderer in editor mode', () => {
  it('draws one group per element, in layer order, each naming its element', () => {
    const post = renderPost(template, [game], { editor: { fields: 'placeholders' } });
    expect(groups(postSvg(post)).map((g) => g.attrs['data-element-id'])).toEqual([
      'bar',
      'title',
      'home',
      'crest',
      'shape',
    ]);
    // The full-width black bar stays an element the editor can select, not a background shade.
    expect(post.background.shades).toEqual([]);
    expect(post.backdrop).toEqual([]);
  });

  it('shows data fields as their German label in a dashed box', () => {
    const post = renderPost(template, [game], { editor: { fields: 'placeholders' } });
    const texts = textContent(postSvg(post));
    expect(texts).toContain('Heim Team Name (Spiel 2)');
    expect(texts).toContain('Gast Team Logo');
    const svg = serializeSvg(postSvg(post));
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(2);
  });

  it('shows game data in preview, and a placeholder only where a value is missing', () => {
    const games = [game, { ...game, id: 'g2', teamHome: 'Unihockey Langnau' }];
    const post = renderPost(template, games, { editor: { fields: 'data' } });
    const texts = textContent(postSvg(post));
    expect(texts).toContain('Unihockey Langnau');
    expect(texts).not.toContain('Heim Team Name (Spiel 2)');
    // Game 1 has no away logo: the crest shows its placeholder.
    expect(texts).toContain('Gast Team Logo');
  });

  it('draws a crossed box for an image the browser could not load', () => {
    const withImage = config({
      elements: [{ id: 'i', type: 'image', href: logo, x: 10, y: 10, width: 100, height: 50 }],
    });
    const post = renderPost(withImage, [], {
      editor: { fields: 'placeholders', isImageMissing: (href) => href === logo },
    });
    const svg = serializeSvg(postSvg(post));
    expect(svg).not.toContain('<image');
    expect(svg).toContain('M10 10 L110 60 M110 10 L10 60');
    expect(post.boxes?.i).toEqual({ x: 10, y: 10, width: 100, height: 50 });
  });

  it('measures every element: shapes by their geometry, text by the shipped font metrics', () => {
    const post = renderPost(template, [game], { editor: { fields: 'placeholders' } });
    const boxes = post.boxes ?? {};
    expect(boxes.bar).toEqual({ x: 0, y: 900, width: 1080, height: 180 });
    expect(boxes.crest).toEqual({ x: 400, y: 500, width: 189, height: 189 });
    expect(boxes.shape).toEqual({ x: 10, y: 20, width: 100, height: 50 });
    const title = boxes.title!;
    const width = measureText('SPIELTAG', {
      family: 'Bebas Neue',
      weight: 400,
      style: 'normal',
      fontSize: 96,
    });
    expect(title.width).toBeCloseTo(width, 5);
    expect(title.x).toBeCloseTo(540 - width / 2, 5);
    // The line box spans the baseline (near y) with room above for capitals.
    expect(title.y).toBeLessThan(200 - 60);
    expect(title.y + title.height).toBeGreaterThan(200);
  });

  it('gives text with a box width the box, and the box to the caller as its frame', () => {
    const boxed = config({
      elements: [
        {
          id: 't',
          type: 'text',
          content: 'UHC',
          x: 540,
          y: 300,
          fontSize: 48,
          maxWidth: 600,
        },
      ],
    });
    const post = renderPost(boxed, [], { editor: { fields: 'placeholders' } });
    expect(post.textFrames?.t).toMatchObject({ x: 240, width: 600 });
    expect(post.boxes?.t).toMatchObject({ x: 240, width: 600 });
  });

  it('keeps a box for empty text, so it can still be selected', () => {
    const empty = config({
      elements: [{ id: 't', type: 'text', content: '', x: 100, y: 300, fontSize: 40 }],
    });
    const post = renderPost(empty, [], { editor: { fields: 'placeholders' } });
    expect(post.boxes?.t?.width).toBeGreaterThan(0);
    expect(post.boxes?.t?.height).toBeGreaterThan(0);
  });

  it('leaves export mode without groups or boxes', () => {
    const post = renderPost(template, [game]);
    expect(groups(postSvg(post))).toEqual([]);
    expect(post.boxes).toBeUndefined();
    expect(serializeSvg(postSvg(post))).not.toContain('Heim Team Name');
  });

  it('draws a built-in theme in editor mode with the same elements as in export', () => {
    const input = {
      design: { theme: 'default' as const },
      games: [game],
      mode: 'preview' as const,
      format: '4:5' as const,
    };
    const exported = buildPost(input);
    const editor = buildPost({ ...input, editor: { fields: 'data' } });
    const strip = (nodes: SvgNode[]): SvgNode[] =>
      nodes.flatMap((node) => (node.tag === 'g' ? strip(node.children ?? []) : [node]));
    const exportedNodes = strip([
      ...exported.background.shades.map((s) => s.node),
      ...exported.backdrop,
      ...exported.overlay,
    ]);
    // The away team has no logo in the game data: the preview shows its monogram, as the export.
    const drawn = strip(editor.overlay).filter(
      (node) => node.attrs.stroke !== '#38bdf8' && !('stroke-dasharray' in node.attrs),
    );
    expect(drawn).toEqual(exportedNodes);
    expect(drawn.some((node) => node.text === 'FK')).toBe(true);
  });

  it('hands data attributes to React as written', () => {
    expect(reactProps({ 'data-element-id': 'a', 'font-size': 3 })).toEqual({
      'data-element-id': 'a',
      fontSize: 3,
    });
  });
});

describe('text with a box width', () => {
  const longNames: Game = {
    ...game,
    teamHome: 'UHC Näfels Glarnerland Junioren U16 C Regionalauswahl Glarnerland-Linth',
    teamAway: 'Unihockey Sense-See Düdingen Junioren U16 C Regionalmeisterschaft',
  };
  const style = { family: 'Bebas Neue' as const, weight: 400, style: 'normal' };

  it('shrinks a long team name into its box instead of running off the post', () => {
    const boxed = config({
      elements: [
        {
          id: 'home',
          type: 'api-text',
          apiField: 'teamHome',
          x: 300,
          y: 400,
          fontSize: 72,
          textAnchor: 'start',
          maxWidth: 500,
        },
      ],
    });
    const post = renderPost(boxed, [longNames], { editor: { fields: 'data' } });
    const box = post.boxes!.home!;
    expect(box.x).toBe(300);
    expect(box.width).toBe(500);
    const text = groups(postSvg(post))[0]!.children![0]!;
    const size = Number(text.attrs['font-size']);
    expect(size).toBeLessThan(72);
    expect(measureText(text.text!, { ...style, fontSize: size })).toBeLessThanOrEqual(500.01);
  });

  it('stops shrinking at the smallest readable size and cuts the rest', () => {
    const tiny = config({
      elements: [
        {
          id: 'away',
          type: 'api-text',
          apiField: 'teamAway',
          x: 540,
          y: 400,
          fontSize: 60,
          maxWidth: 120,
        },
      ],
    });
    const post = renderPost(tiny, [longNames]);
    const text = post.overlay[0]!;
    expect(Number(text.attrs['font-size'])).toBeCloseTo(60 * 0.36, 5);
    expect(text.text).toMatch(/…$/);
  });

  it('keeps old templates without a box on the canvas width on their side of the anchor', () => {
    const old = config({
      elements: [{ id: 'a', type: 'api-text', apiField: 'teamHome', x: 100, y: 400, fontSize: 72 }],
    });
    const text = renderPost(old, [longNames]).overlay[0]!;
    const size = Number(text.attrs['font-size']);
    expect(measureText(text.text!, { ...style, fontSize: size })).toBeLessThanOrEqual(200.01);
  });
});

describe('path data', () => {
  it('finds the box of absolute, relative and curved paths', () => {
    expect(pathBounds('M10 20 L110 20 L110 70 Z')).toEqual({
      x: 10,
      y: 20,
      width: 100,
      height: 50,
    });
    expect(pathBounds('m10 20 h100 v50 h-100 z')).toEqual({ x: 10, y: 20, width: 100, height: 50 });
    expect(pathBounds('M0 0 C0 -10 50 -10 50 0')).toEqual({ x: 0, y: -10, width: 50, height: 10 });
    expect(pathBounds('')).toBeNull();
  });

  it('scales a path about the origin', () => {
    const scaled = scalePathData('M10 20 l100 0 V70 h-100 z', 2, 0.5);
    expect(scaled).toBe('M20 10 l200 0 V35 h-200 z');
    expect(pathBounds(scaled)).toEqual({ x: 20, y: 10, width: 200, height: 25 });
  });
});
