/**
 * The costliest things a template can draw (ADR 022), for the tests and the bench that hold the
 * cost rule and the render slots: translucent rects with rounded corners, a thick stroke and an
 * eight-stop gradient, canvas-sized or as large as the outside probe saved them.
 */
export const eightStopGradient = {
  x1: 0,
  y1: 0,
  x2: 1,
  y2: 1,
  stops: Array.from({ length: 8 }, (_, i) => ({ offset: i / 7, color: `#${i}0${i}0${i}0` })),
};

/** The canvas of a 4:5 post in canvas units. */
export const canvasSize = { x: 0, y: 0, width: 1080, height: 1350 };

/** A translucent layer with the gradient, rounded corners (40) and a stroke of 200, at `size`. */
export const costlyRect = (
  id: string,
  size: { x: number; y: number; width: number; height: number } = canvasSize,
) => ({
  id,
  type: 'rect' as const,
  ...size,
  rx: 40,
  ry: 40,
  opacity: 0.5,
  stroke: '#ffffff',
  strokeWidth: 200,
  gradient: eightStopGradient,
});

/** The outside probe's rect: 8000x8000 reaching past the canvas, radius 4000. */
export const probeRect = (id: string) => ({
  ...costlyRect(id, { x: -3000, y: -3000, width: 8000, height: 8000 }),
  rx: 4000,
  ry: 4000,
});

/** A 4:5 template with a data field first: every layer after it is drawn with each export. */
export const layeredTemplate = (layers: unknown[]) => ({
  format: '4:5',
  backgroundColor: '#102030',
  elements: [
    { id: 'home', type: 'api-text', apiField: 'teamHome', x: 540, y: 200, fontSize: 80 },
    ...layers,
  ],
});

/** Within the cost budget, and still the costliest kind of post: three canvas-sized layers. */
export const heavyTemplate = layeredTemplate([0, 1, 2].map((i) => costlyRect(`layer${i}`)));
