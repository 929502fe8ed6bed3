import type { Point } from '#client/features/editor/core/geometry.ts';

/**
 * Zoom and pan of the canvas: a canvas point p is drawn on screen at p * zoom + (x, y), in the
 * pixels of the canvas container.
 */
export interface Viewport {
  zoom: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const minZoom = 0.1;
export const maxZoom = 8;
export const zoomStep = 1.25;

export const clampZoom = (zoom: number) => Math.min(maxZoom, Math.max(minZoom, zoom));

export function toCanvas(viewport: Viewport, screen: Point): Point {
  return { x: (screen.x - viewport.x) / viewport.zoom, y: (screen.y - viewport.y) / viewport.zoom };
}

export function toScreen(viewport: Viewport, canvas: Point): Point {
  return { x: canvas.x * viewport.zoom + viewport.x, y: canvas.y * viewport.zoom + viewport.y };
}

/** Zoom to a level while the canvas point under `screen` stays under it. */
export function zoomAt(viewport: Viewport, zoom: number, screen: Point): Viewport {
  const next = clampZoom(zoom);
  const anchor = toCanvas(viewport, screen);
  return { zoom: next, x: screen.x - anchor.x * next, y: screen.y - anchor.y * next };
}

/** The whole canvas centred in the container, with some room around it. */
export function fitViewport(canvas: Size, container: Size, padding = 32): Viewport {
  const zoom = clampZoom(
    Math.min(
      (container.width - 2 * padding) / canvas.width,
      (container.height - 2 * padding) / canvas.height,
    ),
  );
  return {
    zoom,
    x: (container.width - canvas.width * zoom) / 2,
    y: (container.height - canvas.height * zoom) / 2,
  };
}
