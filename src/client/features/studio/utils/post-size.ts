import { canvasSize } from '#shared/templates/formats.ts';

/**
 * The size of the post shown in the post step, by window width (docs/product.md section 2): under 480 px 340x425, under 768 px
 * 400x500, under 1024 px 480x600, otherwise 560x700. Those are 4:5 sizes; another format keeps
 * the width and takes its own height.
 */
function postWidth(windowWidth: number): number {
  if (windowWidth < 480) return 340;
  if (windowWidth < 768) return 400;
  if (windowWidth < 1024) return 480;
  return 560;
}

export function postSize(
  windowWidth: number,
  format: string = '4:5',
): { width: number; height: number } {
  const width = postWidth(windowWidth);
  const canvas = canvasSize(format);
  return { width, height: Math.round((width * canvas.height) / canvas.width) };
}

/** The smallest post height the fit below goes down to; a lower window scrolls instead. */
export const MIN_FIT_HEIGHT = 240;

/**
 * The post step shows the whole post above the fixed export bar when the page opens: the size by
 * width above, scaled down (keeping its format) when the room below the post's top is lower than
 * that, but never below MIN_FIT_HEIGHT. `room` null (not measured yet) keeps the size.
 */
export function fitPostSize(
  size: { width: number; height: number },
  room: number | null,
): { width: number; height: number } {
  if (room === null || size.height <= room) return size;
  const height = Math.max(MIN_FIT_HEIGHT, Math.floor(room));
  if (height >= size.height) return size;
  return { width: Math.floor((size.width * height) / size.height), height };
}
