import type { SvgNode } from '#shared/render/svg-tree.ts';
import { elementEntrances, type ElementEntrance } from '#shared/templates/template-schema.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import { countSeconds, moveOf, type Move } from '#server/render/look-moves.ts';
import type { PostLayout, RenderJob } from '#server/render/render-protocol.ts';

/**
 * How each element of a moving post comes in (ADRs 063 and 066; post-video.ts draws it): its
 * opacity, its offset, size and wipe and, for a score, how far it has counted, at each moment of
 * the motion. A built-in look moves as its cues say (look-moves.ts): the elements of one cue (a
 * team's plate, crest, name and score) as one. Any other template: an element's 'Einblenden'
 * (`data-entrance` on its node) chooses; without one, a score counts up on a result post and
 * everything else slides in, one after another in layer order.
 */
const score = /^(\d{1,3})(\s*[:\u2013-]\s*)(\d{1,3})$/;
/** One side's number ('5' of '5:3'), which a look sets apart from the other's; it counts too. */
const side = /^(\d{1,3})$/;
/** How many steps the score takes to count up (each a drawing of its element). */
export const countSteps = 10;

/** Eases out (fast, then slowing), 0 to 1. */
export const ease = (p: number) => 1 - (1 - p) ** 3;
const clamp = (p: number) => Math.min(1, Math.max(0, p));

/** A node with its score texts set to `progress` of their value (0: 0:0, 1: as they are). */
export function counted(node: SvgNode, progress: number): SvgNode {
  if (node.text !== undefined) {
    const at = (value: string) => String(Math.round(Number(value) * progress));
    const alone = side.exec(node.text);
    if (alone) return { ...node, text: at(alone[1] as string) };
    const match = score.exec(node.text);
    if (!match) return node;
    return { ...node, text: `${at(match[1] as string)}${match[2]}${at(match[3] as string)}` };
  }
  if (!node.children) return node;
  return { ...node, children: node.children.map((child) => counted(child, progress)) };
}

/** Whether a node shows a score ('5:3'; with `sides`, also one side's '5'). */
function hasScore(node: SvgNode, sides = false): boolean {
  if (node.text !== undefined) return score.test(node.text) || (sides && side.test(node.text));
  return (node.children ?? []).some((child) => hasScore(child, sides));
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

/** Where an element stands at a moment of the motion. */
export interface Pose {
  /** Its opacity, 0 to 1 (0: not drawn). */
  shown: number;
  /** How far from its place it is, in canvas pixels. */
  dx: number;
  dy: number;
  /** Its size (1: its own), about its own middle. */
  scale: number;
  /** How much of its cue's width (or height, `down`) is shown: from the left, out from the middle, or from the top. */
  reveal: number;
  wipe: 'left' | 'centre' | 'down' | null;
  /** How far its score has counted, 0 to 1 (1: as the still shows it). */
  counted: number;
}

/** A moving post's plan: each overlay node, whether it counts, its cue, and its pose at `t`. */
export interface Choreography {
  parts: { node: SvgNode; count: boolean; cue: string }[];
  poseAt(index: number, t: number): Pose;
}

/** Eases out past the end and back (a pop), 0 to 1. */
const overshoot = (p: number) => 1 + 2.70158 * (p - 1) ** 3 + 1.70158 * (p - 1) ** 2;

/** The pose of a look's move at `t`; `count`: whether its score counts from the move's start. */
export function movePose(move: Move, count: boolean, t: number): Pose {
  const p = move.takes > 0 ? clamp((t - move.at) / move.takes) : t >= move.at ? 1 : 0;
  const e = ease(p);
  const from = move.scale ?? 1;
  return {
    shown: move.wipe ? (p > 0 ? 1 : 0) : move.pop ? clamp(p * 3) : e,
    // (`|| 0`: no -0 once in place.)
    dx: (move.dx ?? 0) * (1 - e) || 0,
    dy: (move.dy ?? 0) * (1 - e) || 0,
    scale: from + (1 - from) * (move.pop ? overshoot(p) : e),
    reveal: move.wipe ? e : 1,
    wipe: move.wipe ?? null,
    counted: count ? clamp((t - move.at) / countSeconds) : 1,
  };
}

/** The slide of the generic entrance, in canvas pixels. */
const slide = 28;

/**
 * The plan of a moving post. `look`: the built-in look it is (its nodes carry their cues), or
 * null for a template, which comes in by layer order (ADR 063).
 */
export function choreograph(
  nodes: readonly SvgNode[],
  { look, countUp }: { look: ThemeId | null; countUp: boolean },
): Choreography {
  if (look) {
    const parts = nodes.map((node) => {
      const cue = String(node.attrs['data-cue'] ?? 'facts');
      const counts = countUp && cue !== 'head' && cue !== 'facts' && cue !== 'decor';
      return { node, cue, count: counts && hasScore(node, true) };
    });
    const moves = parts.map(({ cue }) => moveOf(look, cue));
    return { parts, poseAt: (index, t) => movePose(moves[index] as Move, parts[index]!.count, t) };
  }
  const entrances = nodes.map((node) => entranceOf(node, countUp));
  const orders: number[] = [];
  let order = 0;
  for (const entrance of entrances) {
    orders.push(order);
    if (entrance !== 'none') order += 1;
  }
  const stagger = order > 1 ? Math.min(0.25, 1.5 / (order - 1)) : 0;
  return {
    parts: nodes.map((node, index) => ({
      node,
      cue: `element${index}`,
      count: entrances[index] === 'count',
    })),
    poseAt(index, t) {
      const at = entranceAt(entrances[index]!, orders[index]!, stagger, t);
      return {
        shown: at.shown,
        dx: 0,
        dy: at.below * slide,
        scale: 1,
        reveal: 1,
        wipe: null,
        counted: at.counted,
      };
    },
  };
}

/**
 * What a job lays out: a video of a built-in look asks the look for its elements' cues
 * (`data-cue`), which say how it moves (ADR 066); the cues draw nothing.
 */
export function videoLayout(job: Pick<RenderJob, 'fileType' | 'layout'>): PostLayout {
  const { layout } = job;
  if (job.fileType !== 'mp4' || layout.kind !== 'game' || !('theme' in layout.input.design)) {
    return layout;
  }
  return { ...layout, input: { ...layout.input, cues: true } };
}

/** The built-in look of a game post, or null (a template, or no game post). */
export function videoLook(layout: PostLayout): ThemeId | null {
  return layout.kind === 'game' && 'theme' in layout.input.design
    ? layout.input.design.theme
    : null;
}
