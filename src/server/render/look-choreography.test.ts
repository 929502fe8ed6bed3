import { describe, expect, it } from 'vitest';
import { buildPost, type PostInput } from '#shared/render/build-post.ts';
import { textContent, type SvgNode } from '#shared/render/svg-tree.ts';
import type { Format } from '#shared/templates/formats.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import { themeTemplate } from '#shared/themes/theme-template.ts';
import { splitBackdrop } from '#server/render/post-pixels.ts';
import { fixtureGames } from '#server/render/testing/render-fixtures.ts';
import {
  choreograph,
  counted,
  countSteps,
  videoLayout,
  videoLook,
  type Choreography,
  type Pose,
} from '#server/render/video-choreography.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';

/**
 * Each built-in look moves in its own way (ADR 066): its elements carry their cue, a team's
 * plate, crest, name and score arrive as one, a result's score counts up in every look, all is in
 * by 2.5 s, and each look's moves differ from the generic choreography of a template.
 */
const looks: ThemeId[] = ['default', 'light', 'dark', 'club'];
const formats: Format[] = ['9:16', '4:5'];
const game = fixtureGames[0]!;

function input(theme: ThemeId, mode: 'result' | 'preview', format: Format): PostInput {
  return {
    design: { theme },
    games: [game],
    mode,
    format,
    showResultDetail: true,
    sport: 'unihockey',
    league: 'NLB Männer',
    teamName: game.teamHome,
    cues: true,
  };
}

/** The nodes a video moves (the still's overlay with the backdrop drawn with it). */
const nodesOf = (post: PostInput) => splitBackdrop(buildPost(post)).drawn;

const moments = Array.from({ length: 76 }, (_, frame) => frame / 30);

const centre = (node: SvgNode) => [
  Number(node.attrs.x) + Number(node.attrs.width) / 2,
  Number(node.attrs.y) + Number(node.attrs.height) / 2,
];

/** A team's crest (its logo), the plates under it (same middle) and its name, by index. */
function teamParts(nodes: readonly SvgNode[], name: string, logoIndex: number): number[] {
  const logos = nodes.flatMap((node, index) => (node.tag === 'image' ? [index] : []));
  const logo = logos[logoIndex]!;
  const [cx, cy] = centre(nodes[logo]!);
  const plates = nodes.flatMap((node, index) => {
    if (node.tag !== 'rect' || node.attrs.rx === undefined) return [];
    const [x, y] = centre(node);
    return Math.abs(x! - cx!) < 1 && Math.abs(y! - cy!) < 1 ? [index] : [];
  });
  const named = nodes.findIndex((node) => textContent(node).join(' ').startsWith(name));
  expect(named).toBeGreaterThan(-1);
  return [...plates, logo, named];
}

/** The numbers a frame at `t` draws for the post's counting texts. */
function countedAt(plan: Choreography, t: number): number[] {
  return plan.parts.flatMap(({ node, count }, index) => {
    if (!count) return [];
    const step = Math.round(plan.poseAt(index, t).counted * countSteps);
    return textContent(counted(node, step / countSteps)).flatMap((text) =>
      (text.match(/\d+/g) ?? []).map(Number),
    );
  });
}

const still: Pose = { shown: 1, dx: 0, dy: 0, scale: 1, reveal: 1, wipe: null, counted: 1 };
const settled = ({ wipe: _wipe, ...pose }: Pose) => pose;

describe('each built-in look’s choreography', () => {
  for (const look of looks) {
    for (const format of formats) {
      it(`${look} ${format}: a team’s plate, crest and name arrive as one`, () => {
        const nodes = nodesOf(input(look, 'result', format));
        const plan = choreograph(nodes, { look, countUp: true });
        // The club look's lead team has its large crest first, then its line on the card.
        const away = look === 'club' ? 2 : 1;
        for (const [name, logo] of [
          [game.teamHome, 0],
          [game.teamAway, away],
        ] as const) {
          const parts = teamParts(nodes, name.slice(0, 12), logo);
          expect(parts.length).toBeGreaterThanOrEqual(2);
          for (const t of moments) {
            const poses = parts.map((index) => settled(plan.poseAt(index, t)));
            for (const pose of poses) expect(pose).toEqual(poses[0]);
          }
        }
      });

      it(`${look} ${format}: a result’s score counts up, and all is in by 2.5 s`, () => {
        const nodes = nodesOf(input(look, 'result', format));
        const plan = choreograph(nodes, { look, countUp: true });
        // The result 5:3 counts (one text, or one number per team), not the periods' chips.
        expect(countedAt(plan, 2.5)).toEqual([5, 3]);
        const early = countedAt(plan, 1);
        expect(early[0]! + early[1]!).toBeLessThan(8);
        for (const index of plan.parts.keys()) {
          expect(settled(plan.poseAt(index, 2.5))).toEqual(settled(still));
        }
      });

      it(`${look} ${format}: a preview counts nothing, its kick-off and venue arrive`, () => {
        const nodes = nodesOf(input(look, 'preview', format));
        const plan = choreograph(nodes, { look, countUp: false });
        expect(plan.parts.some(({ count }) => count)).toBe(false);
        const texts = plan.parts.map(({ node }) => textContent(node).join(' '));
        const time = texts.findIndex((text) => text.includes(game.time!));
        const venue = texts.findIndex((text) => text.includes(game.location!));
        for (const index of [time, venue]) {
          expect(index).toBeGreaterThan(-1);
          expect(plan.poseAt(index, 0).shown).toBe(0);
          expect(settled(plan.poseAt(index, 2.5))).toEqual(settled(still));
        }
      });
    }
  }

  it('moves each look in its own way, unlike a template’s layer order', () => {
    const plans = Object.fromEntries(
      looks.map((look) => {
        const nodes = nodesOf(input(look, 'result', '9:16'));
        return [look, { nodes, plan: choreograph(nodes, { look, countUp: true }) }];
      }),
    );
    const poses = (look: ThemeId, cue: string, t: number) => {
      const { plan } = plans[look]!;
      return plan.parts.flatMap((part, index) => (part.cue === cue ? [plan.poseAt(index, t)] : []));
    };
    // A template: every element fades and slides up, nothing sideways, wiped or scaled.
    const generic = choreograph(plans.default!.nodes, { look: null, countUp: true });
    for (const t of moments) {
      for (const index of generic.parts.keys()) {
        const pose = generic.poseAt(index, t);
        expect([pose.dx, pose.scale, pose.reveal, pose.wipe]).toEqual([0, 1, 1, null]);
      }
    }
    // default: the teams slide in from their own sides.
    expect(poses('default', 'home', 0.6).every((pose) => pose.dx < 0)).toBe(true);
    expect(poses('default', 'away', 0.6).every((pose) => pose.dx > 0)).toBe(true);
    // light: the card rises first, its lines after it.
    expect(poses('light', 'panel', 0.3).every((pose) => pose.dy > 0 && pose.shown > 0)).toBe(true);
    expect(poses('light', 'home', 0.3).every((pose) => pose.shown === 0)).toBe(true);
    // dark: the band's gold rules draw out from the centre.
    const rules = poses('dark', 'decor', 0.4);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((pose) => pose.wipe === 'centre' && pose.reveal < 1)).toBe(true);
    // club: the panel wipes in from the left, the crests pop (past their size, then back).
    expect(poses('club', 'decor', 0.5).every((pose) => pose.wipe === 'left')).toBe(true);
    const pop = moments.map((t) => poses('club', 'home', t)[0]!.scale);
    expect(Math.min(...pop)).toBeLessThan(0.6);
    expect(Math.max(...pop)).toBeGreaterThan(1.02);
  });

  it('writes cues only on a moving post, never into a template started from a look', () => {
    const plain = nodesOf({ ...input('club', 'result', '4:5'), cues: false });
    expect(plain.some((node) => 'data-cue' in node.attrs)).toBe(false);
    const template = themeTemplate({
      theme: 'club',
      mode: 'result',
      format: '4:5',
      games: [game],
      isHomeGame: false,
      showResultDetail: true,
      hasBackgroundImage: false,
    });
    expect(JSON.stringify(template)).not.toContain('cue');
  });

  it('moves a look’s video by its cues, and a club’s own template as ADR 063 says', () => {
    const look = {
      kind: 'game' as const,
      input: { ...input('dark', 'result', '4:5'), cues: false },
    };
    const laid = videoLayout({ fileType: 'mp4', layout: look });
    expect(laid.kind === 'game' && laid.input.cues).toBe(true);
    expect(videoLook(look)).toBe('dark');
    // A still of the look is laid out as it always was.
    expect(videoLayout({ fileType: 'jpeg', layout: look })).toBe(look);
    const template = svgConfigSchema.parse({
      format: '4:5',
      elements: [
        { id: 'score', type: 'api-text', apiField: 'result', x: 540, y: 700, fontSize: 200 },
        {
          id: 'home',
          type: 'api-text',
          apiField: 'teamHome',
          x: 540,
          y: 900,
          fontSize: 60,
          entrance: 'fade',
        },
      ],
    });
    const own = {
      kind: 'game' as const,
      input: { ...input('dark', 'result', '4:5'), design: { template } },
    };
    expect(videoLayout({ fileType: 'mp4', layout: own })).toBe(own);
    expect(videoLook(own)).toBeNull();
    const nodes = buildPost(own.input).overlay;
    const plan = choreograph(nodes, { look: videoLook(own), countUp: true });
    expect(plan.parts.map(({ count }) => count)).toEqual([true, false]);
    // Its 'Einblenden' holds: the name fades in without sliding.
    expect(plan.poseAt(1, 0.5).shown).toBeGreaterThan(0);
    expect(plan.poseAt(1, 0.5).dy).toBe(0);
    expect(plan.poseAt(0, 0.3).dy).toBeGreaterThan(0);
  });
});
