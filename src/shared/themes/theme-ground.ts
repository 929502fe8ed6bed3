import type { Box } from '#shared/geometry/box.ts';
import type { ElementKit } from '#shared/themes/element-kit.ts';
import type { ThemeColors, ThemeId } from '#shared/themes/theme-colors.ts';

/**
 * The ground a built-in theme lays under its post: the theme's gradient, the bold split's plane,
 * the arena's light beams. Game posts, the standings post and the game-day overview share it, so
 * a club's posts read as one series.
 */
export interface Ground {
  kit: ElementKit;
  colors: ThemeColors;
  width: number;
  height: number;
}

/** The theme's gradient over the whole canvas, running from the top left towards (x2, y2). */
export function paintGradient(ground: Ground, x2: number, y2: number): void {
  const c = ground.colors;
  ground.kit.rect({
    x: 0,
    y: 0,
    width: ground.width,
    height: ground.height,
    gradient: {
      x1: 0,
      y1: 0,
      x2,
      y2,
      stops: [
        { offset: 0, color: c.gradient[0] },
        { offset: 1, color: c.gradient[1] },
      ],
    },
  });
}

/** Over a photo: dark scrims at top and bottom so light text keeps its contrast. */
export function paintPhotoScrims(ground: Ground, top: number, bottom: number): void {
  const { height: h } = ground;
  paintScrim(ground, 0, h * top, [0.55, 0]);
  paintScrim(ground, h * (1 - bottom), h * bottom, [0, 0.7]);
}

/**
 * The gradient of a scrim: black, its opacity running from the top of its box to the foot. The
 * server draws a full-width band of it as a shade of the background (composite.ts).
 */
export function scrimGradient(topOpacity: number, footOpacity: number) {
  return {
    x1: 0,
    y1: 0,
    x2: 0,
    y2: 1,
    stops: [
      { offset: 0, color: '#000000', opacity: topOpacity },
      { offset: 1, color: '#000000', opacity: footOpacity },
    ],
  };
}

/** A band of black across the canvas, its opacity running from its top to its foot. */
function paintScrim(
  ground: Ground,
  y: number,
  height: number,
  [topOpacity, footOpacity]: [number, number],
): void {
  ground.kit.rect({
    x: 0,
    y,
    width: ground.width,
    height,
    gradient: scrimGradient(topOpacity, footOpacity),
  });
}

/** Where the bold split's plane stands: its left edge at the top and at the header's foot. */
export interface SplitPlane {
  /** Fractions of the width. */
  top: number;
  foot: number;
  /** Where the header ends: the plane ends there, so no line runs through the rows below. */
  footY: number;
}

/**
 * The ground of a list post (the standings table, the game-day overview): the theme's gradient,
 * or a light veil over a photo (which the export darkens already), with the bold split's plane at
 * the head or the arena's beams.
 */
export function paintListGround(
  ground: Ground & { theme: ThemeId; photo: boolean },
  split: SplitPlane,
): void {
  const { kit, width: w, height: h, photo } = ground;
  const c = ground.colors;
  if (photo) kit.rect({ x: 0, y: 0, width: w, height: h, fill: '#000000', opacity: 0.25 });
  switch (ground.theme) {
    case 'default': {
      if (!photo) paintGradient(ground, 0.4, 1);
      // The split: a lighter plane on the right of the header, cut by the red diagonal of the
      // game posts.
      const { top, foot, footY } = split;
      kit.path(
        [
          [w * top, 0],
          [w, 0],
          [w, footY],
          [w * foot, footY],
        ],
        c.shape,
        c.shapeOpacity * 2,
      );
      kit.path(
        [
          [w * top, 0],
          [w * top + 14, 0],
          [w * foot + 14, footY],
          [w * foot, footY],
        ],
        c.decor,
        0.85,
      );
      return;
    }
    case 'light':
      if (!photo) paintGradient(ground, 0, 1);
      return;
    case 'dark': {
      if (!photo) paintGradient(ground, 0, 1);
      for (const [from, to] of [
        [0.18, 0.4],
        [0.82, 0.6],
      ] as const) {
        kit.path(
          [
            [w * from - 40, 0],
            [w * from + 40, 0],
            [w * to + 220, h],
            [w * to - 220, h],
          ],
          '#ffffff',
          photo ? 0.025 : 0.045,
        );
      }
      return;
    }
    case 'club':
      if (!photo) paintGradient(ground, 0.3, 1);
      return;
  }
}

/** The editorial card of the light theme around a list post's frame, its accent bar on top. */
export function paintEditorialCard(ground: Ground, frame: Box, pad: number): void {
  const c = ground.colors;
  ground.kit.rect({
    x: frame.x - pad,
    y: frame.y - pad * 0.6,
    width: frame.width + 2 * pad,
    height: frame.height + pad * 1.2,
    fill: c.card,
    radius: 6,
  });
  ground.kit.rect({
    x: frame.x - pad,
    y: frame.y - pad * 0.6,
    width: 160,
    height: 10,
    fill: c.decor,
  });
}
