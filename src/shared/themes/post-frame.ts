import type { Box } from '#shared/geometry/box.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { SvgConfigInput } from '#shared/templates/template-schema.ts';
import type { ElementKit } from '#shared/themes/element-kit.ts';

/*
 * Where a game post stands on its canvas: the safe frame per format (stories keep clear of
 * Instagram's controls; the standings post's frame beside it) and the photo's dim.
 */

/** How much the themes darken a user's photo: white text on the brightest photo keeps 4.5:1. */
export const themePhotoDim = 0.62;

/** A drawn theme as a template: its elements over the user's photo (dimmed) or the theme's colour. */
export function themedTemplate(
  format: Format,
  drawn: { colors: { background: string }; kit: ElementKit },
): SvgConfigInput {
  return {
    format,
    backgroundColor: drawn.colors.background,
    useBackgroundPlaceholder: true,
    backgroundDim: themePhotoDim,
    elements: drawn.kit.elements,
  };
}

/** Instagram's own controls cover the top 250 and bottom 340 pixels of a 1080x1920 story. */
export const storySafe = { top: 250, bottom: 340 } as const;

/** The frame inside the canvas, and the line the product mark stands on. */
export interface Frame {
  frame: Box;
  brandY: number;
}

/** The posts that stand in a frame: the game posts and the standings post. */
export type FramedPost = 'game' | 'standings';

/**
 * Where a post's frame stands on a canvas other than a story's: as far from the left and right
 * edges as `side`, from the top as `top`, `height` high, the product mark `brandGap` above the
 * bottom edge. The standings post's frames are a little taller than the game posts'.
 */
const insets: Record<
  FramedPost,
  Record<Exclude<Format, '9:16'>, { side: number; top: number; height: number; brandGap: number }>
> = {
  game: {
    '1100:800': { side: 60, top: 56, height: 656, brandGap: 22 },
    '1:1': { side: 72, top: 72, height: 900, brandGap: 36 },
    '4:5': { side: 72, top: 84, height: 1140, brandGap: 48 },
  },
  standings: {
    '1100:800': { side: 60, top: 52, height: 692, brandGap: 24 },
    '1:1': { side: 72, top: 64, height: 940, brandGap: 34 },
    '4:5': { side: 72, top: 76, height: 1194, brandGap: 40 },
  },
};

/**
 * The frame of a post inside the canvas per format, and where the product mark stands: a
 * story's keeps clear of Instagram's controls; the game post's ends a little higher than the
 * table's, whose last row is no fact the mark could be read with.
 */
export function frameOf(format: Format, post: FramedPost = 'game'): Frame {
  const { width, height } = canvasSizes[format];
  if (format === '9:16') {
    // A game post's facts end 48 px above the product mark's line, so the mark stands apart
    // from the venue above it (docs/post-design.md, "Density").
    return {
      frame: {
        x: 72,
        y: storySafe.top + 20,
        width: width - 144,
        height: post === 'game' ? 1214 : 1250,
      },
      brandY: height - storySafe.bottom - 30,
    };
  }
  const inset = insets[post][format];
  return {
    frame: { x: inset.side, y: inset.top, width: width - 2 * inset.side, height: inset.height },
    brandY: height - inset.brandGap,
  };
}

/** Vertical stack: blocks keep their natural height times k and share the free space as gaps. */
export function stack(box: Box, heights: number[], minGap: number, maxGap: number, kMax = 1.25) {
  const natural = heights.reduce((a, b) => a + b, 0);
  const gaps = Math.max(1, heights.length - 1);
  const k = Math.min(kMax, (box.height - gaps * minGap) / natural);
  const free = box.height - natural * k;
  const gap = heights.length > 1 ? Math.min(maxGap, free / gaps) : 0;
  let y = box.y + (free - gap * (heights.length - 1)) / 2;
  const tops = heights.map((h) => {
    const top = y;
    y += h * k + gap;
    return top;
  });
  return { k, tops, gap };
}
