import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { postSvg, renderPost } from '#shared/render/render-post.ts';
import { serializeSvg, type SvgNode } from '#shared/render/svg-tree.ts';
import { sampleGame } from '#shared/render/testing/sample-games.ts';
import { sampleSponsor } from '#shared/render/testing/sample-sponsors.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import { gameField } from '#shared/templates/game-fields.ts';
import { elementDrawCost } from '#shared/templates/template-cost.ts';
import {
  svgConfigSchema,
  type SvgConfig,
  type TemplateElement,
} from '#shared/templates/template-schema.ts';

/**
 * A template's 'Sponsor' elements (slots 1, 2, 3): each shows the sponsor the post chose for
 * its slot, main sponsors first, then partners, fitted into its box without distortion; an
 * empty slot draws nothing on the post and its placeholder in the editor.
 */
const slots: SvgConfig = svgConfigSchema.parse({
  format: '4:5',
  backgroundColor: '#ffffff',
  elements: [
    {
      id: 'title',
      type: 'api-text',
      apiField: 'teamHome',
      x: 540,
      y: 200,
      fontSize: 60,
      zIndex: 0,
    },
    ...[1, 2, 3].map((slot) => ({
      id: `slot${slot}`,
      type: 'api-image',
      apiField: `sponsor${slot}`,
      x: 100 + 300 * (slot - 1),
      y: 1100,
      width: 260,
      height: 120,
      zIndex: slot,
    })),
  ],
});

const bank = sampleSponsor(1, 'main');
const garage = sampleSponsor(2, 'partner');
const bakery = sampleSponsor(3, 'partner');
const brewery = sampleSponsor(4, 'supporter');

function images(nodes: SvgNode[]): SvgNode[] {
  return nodes.flatMap((node) => [
    ...(node.tag === 'image' ? [node] : []),
    ...images(node.children ?? []),
  ]);
}

function drawn(sponsors: PostSponsors | null) {
  const post = renderPost(slots, [sampleGame(1)], { sponsors });
  return images(post.overlay).map((node) => ({
    href: node.attrs.href,
    x: node.attrs.x,
    fit: node.attrs.preserveAspectRatio,
  }));
}

describe("a template's 'Sponsor' slots", () => {
  it('draw the chosen sponsors in slot order, main sponsors first, fitted without distortion', () => {
    expect(drawn({ main: [bank], partners: [garage, bakery], supporters: [] })).toEqual([
      { href: bank.logoHref, x: 100, fit: 'xMidYMid meet' },
      { href: garage.logoHref, x: 400, fit: 'xMidYMid meet' },
      { href: bakery.logoHref, x: 700, fit: 'xMidYMid meet' },
    ]);
  });

  it('an empty slot draws nothing', () => {
    expect(drawn({ main: [bank], partners: [], supporters: [] })).toEqual([
      { href: bank.logoHref, x: 100, fit: 'xMidYMid meet' },
    ]);
    expect(drawn(null)).toEqual([]);
  });

  it('fill the slots a template has, in their numbers: slots 1 and 3 show the first two', () => {
    const gap = { ...slots, elements: slots.elements.filter((element) => element.id !== 'slot2') };
    const post = renderPost(gap, [sampleGame(1)], {
      sponsors: { main: [bank], partners: [garage], supporters: [] },
    });
    expect(images(post.overlay).map((node) => [node.attrs.href, node.attrs.x])).toEqual([
      [bank.logoHref, 100],
      [garage.logoHref, 700],
    ]);
  });

  it('supporters follow the partners; a logo the renderer may not draw is left out', () => {
    expect(
      drawn({ main: [], partners: [garage], supporters: [brewery] }).map((d) => d.href),
    ).toEqual([garage.logoHref, brewery.logoHref]);
    const outside = { ...bank, logoHref: 'javascript:alert(1)' };
    expect(drawn({ main: [outside], partners: [garage], supporters: [] })).toEqual([
      { href: garage.logoHref, x: 400, fit: 'xMidYMid meet' },
    ]);
  });

  it('reach a saved template through buildPost, as the server draws it', () => {
    const post = buildPost({
      design: { template: slots },
      games: [sampleGame(1)],
      mode: 'preview',
      sponsors: { main: [bank], partners: [], supporters: [] },
    });
    expect(post.imageHrefs).toEqual([bank.logoHref]);
  });

  it('show their placeholder in the editor, named in the four languages', () => {
    const post = renderPost(slots, [sampleGame(1)], { editor: { fields: 'placeholders' } });
    expect(serializeSvg(postSvg(post))).toContain('Sponsor (Platz 3)');
    expect(gameField('sponsor2')?.kind).toBe('image');
    expect(gameField('sponsor2')?.game).toBe(0);
    expect(Object.values(gameField('sponsor1')?.label ?? {})).toHaveLength(4);
  });

  it('cost what an image of their box costs (template-cost.ts)', () => {
    const canvas = { width: 1080, height: 1350 };
    const slot = slots.elements[1]!;
    if (slot.type !== 'api-image') throw new Error('slot 1 is a data image');
    const { apiField: _field, ...box } = slot;
    const asImage: TemplateElement = { ...box, type: 'image', href: bank.logoHref };
    expect(elementDrawCost(slot, canvas)).toBe(elementDrawCost(asImage, canvas));
    const asRect: TemplateElement = { ...box, type: 'rect', fill: '#ffffff' };
    expect(elementDrawCost(slot, canvas)).toBeGreaterThan(elementDrawCost(asRect, canvas));
  });
});
