import type { SvgNode } from '#shared/render/svg-tree.ts';
import { elementEntrances, type ElementEntrance } from '#shared/templates/template-schema.ts';

/**
 * How each element of a moving post comes in (ADR 063; post-video.ts draws it): its opacity,
 * its slide and, for a score, how far it has counted, at each moment of the motion. An element's
 * 'Einblenden' (`data-entrance` on its node) chooses; without one, a score counts up on a result
 * post and everything else slides in.
 */
const score = /^(\d{1,3})(\s*[:\u2013-]\s*)(\d{1,3})$/;
/** How many steps the score takes to count up (each a drawing of its element). */
export const countSteps = 10;

/** Eases out (fast, then slowing), 0 to 1. */
export const ease = (p: number) => 1 - (1 - p) ** 3;
const clamp = (p: number) => Math.min(1, Math.max(0, p));

/** A node with its score texts set to `progress` of their value (0: 0:0, 1: as they are). */
export function counted(node: SvgNode, progress: number): SvgNode {
  if (node.text !== undefined) {
    const match = score.exec(node.text);
    if (!match) return node;
    const at = (value: string) => String(Math.round(Number(value) * progress));
    return { ...node, text: `${at(match[1] as string)}${match[2]}${at(match[3] as string)}` };
  }
  if (!node.children) return node;
  return { ...node, children: node.children.map((child) => counted(child, progress)) };
}

function hasScore(node: SvgNode): boolean {
  if (node.text !== undefined) return score.test(node.text);
  return (node.children ?? []).some(hasScore);
}

/** How an overlay node comes in: its element's 'Einblenden' (data-entrance), or the default. */
export function entranceOf(node: SvgNode, countUp: boolean): ElementEntrance {
  const chosen = node.attrs['data-entrance'];
  if ((elementEntrances as readonly unknown[]).includes(chosen)) {
    return chosen === 'count' && !hasScore(node) ? 'slide' : (chosen as ElementEntrance);
  }
  return countUp && hasScore(node) ? 'count' : 'slide';
}

/** Seconds an element takes to come in, and the first one's start. */
const entranceSeconds = 0.5;
const firstEntrance = 0.2;

/**
 * Where an element stands at `t` seconds: its opacity (0 to 1), how far below its place it is
 * (0 to 1 of the slide) and, counting, how far its numbers have counted (0 to 1). `order` is its
 * place among the elements that come in, `stagger` the seconds between two of them.
 */
export function entranceAt(
  entrance: ElementEntrance,
  order: number,
  stagger: number,
  t: number,
): { shown: number; below: number; counted: number } {
  if (entrance === 'none') return { shown: 1, below: 0, counted: 1 };
  const shown = ease(clamp((t - firstEntrance - order * stagger) / entranceSeconds));
  return {
    shown,
    below: entrance === 'fade' ? 0 : 1 - shown,
    counted: entrance === 'count' ? clamp((t - 0.6) / 1.4) : 1,
  };
}
