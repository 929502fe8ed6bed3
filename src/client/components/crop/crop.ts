import { canvasSizes, exportScale, type Format } from '#shared/templates/formats.ts';

/**
 * The geometry of the crop dialog (docs/product.md section 2, "Image crop dialog"): a frame of one
 * of the post formats over the picture (4:5 is 1080/1350, 1:1, the story's 9:16 and the landscape
 * hub's 1100:800), zoom 1 to 3 in steps of 0.1, moved by dragging. 'free' takes the picture as it
 * is. All sizes are in the picture's own pixels.
 */
export const cropAspects = ['4:5', '1:1', '9:16', '1100:800', 'free'] as const satisfies readonly (
  Format | 'free'
)[];
export type CropAspect = (typeof cropAspects)[number];

export const cropRatios: Record<Format, number> = {
  '4:5': 1080 / 1350,
  '1:1': 1,
  '9:16': 1080 / 1920,
  '1100:800': 1100 / 800,
};

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 0.1;

export const CROP_JPEG_QUALITY = 0.95;

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export interface CropState {
  zoom: number;
  /** Centre of the frame. */
  centerX: number;
  centerY: number;
}

export function ratioOf(aspect: CropAspect, image: Size): number {
  return aspect === 'free' ? image.width / image.height : cropRatios[aspect];
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  const stepped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, stepped)) * 10) / 10;
}

/** The frame's size: the largest of its ratio inside the picture, divided by the zoom. */
function frameSize(image: Size, ratio: number, zoom: number): Size {
  const fitsWidth = image.width / image.height <= ratio;
  const width = fitsWidth ? image.width : image.height * ratio;
  const height = fitsWidth ? image.width / ratio : image.height;
  const z = clampZoom(zoom);
  return { width: width / z, height: height / z };
}

export function initialCrop(image: Size): CropState {
  return { zoom: MIN_ZOOM, centerX: image.width / 2, centerY: image.height / 2 };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The frame in picture pixels, kept inside the picture. */
export function cropRect(image: Size, ratio: number, state: CropState): Rect {
  const frame = frameSize(image, ratio, state.zoom);
  const x = clamp(state.centerX - frame.width / 2, 0, image.width - frame.width);
  const y = clamp(state.centerY - frame.height / 2, 0, image.height - frame.height);
  return { x, y, width: frame.width, height: frame.height };
}

/** The state with its centre moved back inside the picture (after a zoom or ratio change). */
export function settle(image: Size, ratio: number, state: CropState): CropState {
  const rect = cropRect(image, ratio, state);
  return {
    zoom: clampZoom(state.zoom),
    centerX: rect.x + rect.width / 2,
    centerY: rect.y + rect.height / 2,
  };
}

/**
 * Dragging the picture by (dx, dy) screen pixels in a frame shown `viewWidth` pixels wide: the
 * picture follows the pointer, so the frame moves the other way.
 */
export function pan(
  image: Size,
  ratio: number,
  state: CropState,
  dx: number,
  dy: number,
  viewWidth: number,
): CropState {
  const frame = frameSize(image, ratio, state.zoom);
  const scale = frame.width / viewWidth;
  return settle(image, ratio, {
    ...state,
    centerX: state.centerX - dx * scale,
    centerY: state.centerY - dy * scale,
  });
}

export function zoomTo(image: Size, ratio: number, state: CropState, zoom: number): CropState {
  return settle(image, ratio, { ...state, zoom: clampZoom(zoom) });
}

/**
 * Pixels of the cropped image: the frame's own, at most as wide as the format's export (2160 px,
 * 2200 for the landscape hub); a larger crop only costs upload time.
 */
export function outputSize(rect: Size, aspect: Format): Size {
  const scale = Math.min(1, (canvasSizes[aspect].width * exportScale) / rect.width);
  return {
    width: Math.max(1, Math.round(rect.width * scale)),
    height: Math.max(1, Math.round(rect.height * scale)),
  };
}

/** Wheel movement (pixels) for one zoom step; a trackpad's small deltas add up to it. */
export const WHEEL_PIXELS_PER_STEP = 50;

/**
 * The zoom after a wheel movement: up when the wheel turns away from the user (negative deltaY),
 * one step per WHEEL_PIXELS_PER_STEP; what is left over is kept for the next event.
 */
export function wheelZoom(
  zoom: number,
  pending: number,
  deltaY: number,
): { zoom: number; pending: number } {
  const total = pending + deltaY;
  const steps = Math.trunc(total / WHEEL_PIXELS_PER_STEP);
  if (steps === 0) return { zoom, pending: total };
  return {
    zoom: clampZoom(zoom - steps * ZOOM_STEP),
    pending: total - steps * WHEEL_PIXELS_PER_STEP,
  };
}

/** Two fingers moving apart zoom in by how much farther apart they are than at the start. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0 || !Number.isFinite(distance)) return clampZoom(startZoom);
  return clampZoom((startZoom * distance) / startDistance);
}
