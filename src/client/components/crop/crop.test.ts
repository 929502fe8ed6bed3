import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  cropRatios,
  cropRect,
  initialCrop,
  outputSize,
  pan,
  pinchZoom,
  wheelZoom,
  zoomTo,
} from '#client/components/crop/crop.ts';

const landscape = { width: 4000, height: 3000 };
const portrait = { width: 1200, height: 2400 };

describe('crop geometry', () => {
  it('steps the zoom by 0.1 between 1 and 3', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampZoom(3.4)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('starts with the largest centred 4:5 frame', () => {
    const rect = cropRect(landscape, cropRatios['4:5'], initialCrop(landscape));
    expect(rect.height).toBe(3000);
    expect(rect.width).toBe(2400);
    expect(rect.x).toBe(800);
    expect(rect.y).toBe(0);
    expect(rect.width / rect.height).toBeCloseTo(1080 / 1350, 10);
  });

  it("frames the story's 9:16 and the landscape hub's 1100:800", () => {
    const story = cropRect(landscape, cropRatios['9:16'], initialCrop(landscape));
    expect(story).toEqual({ x: 2000 - 843.75, y: 0, width: 1687.5, height: 3000 });
    const hub = cropRect(portrait, cropRatios['1100:800'], initialCrop(portrait));
    expect(hub.width).toBe(1200);
    expect(hub.height).toBeCloseTo(872.73, 2);
    expect(hub.y).toBeCloseTo(1200 - 872.73 / 2, 2);
    // The hub at 2x is 2200 px wide: a crop keeps that much.
    expect(outputSize({ width: 4000, height: 2909 }, '1100:800').width).toBe(2200);
  });

  it('fits a square frame to the narrow side of a portrait picture', () => {
    const rect = cropRect(portrait, cropRatios['1:1'], initialCrop(portrait));
    expect(rect).toEqual({ x: 0, y: 600, width: 1200, height: 1200 });
  });

  it('zooms into the centre and keeps the frame inside the picture', () => {
    const ratio = cropRatios['4:5'];
    const zoomed = zoomTo(landscape, ratio, initialCrop(landscape), 2);
    const rect = cropRect(landscape, ratio, zoomed);
    expect(rect.width).toBe(1200);
    expect(rect.height).toBe(1500);
    expect(rect.x + rect.width / 2).toBe(2000);
    expect(rect.y + rect.height / 2).toBe(1500);
  });

  it('moves the frame against the drag and stops at the edges', () => {
    const ratio = cropRatios['4:5'];
    const start = zoomTo(landscape, ratio, initialCrop(landscape), 2);
    // Frame 1200 px of picture shown 300 px wide: 1 screen px = 4 picture px.
    const moved = pan(landscape, ratio, start, 50, 0, 300);
    expect(moved.centerX).toBe(2000 - 200);
    const far = pan(landscape, ratio, start, 10_000, 10_000, 300);
    const rect = cropRect(landscape, ratio, far);
    expect(rect.x).toBe(0);
    expect(rect.y).toBe(0);
  });

  it('caps the output at 2160 px wide', () => {
    expect(outputSize({ width: 2400, height: 3000 }, '4:5')).toEqual({ width: 2160, height: 2700 });
    expect(outputSize({ width: 800, height: 1000 }, '4:5')).toEqual({ width: 800, height: 1000 });
  });
});

describe('zoom by wheel and pinch', () => {
  it('zooms one step per wheel notch, in and out, within 1 to 3', () => {
    expect(wheelZoom(1, 0, -100)).toEqual({ zoom: 1.2, pending: 0 });
    expect(wheelZoom(1.2, 0, 50)).toEqual({ zoom: 1.1, pending: 0 });
    expect(wheelZoom(3, 0, -500).zoom).toBe(3);
    expect(wheelZoom(1, 0, 400).zoom).toBe(1);
  });

  it("adds up a trackpad's small deltas before it steps", () => {
    let state = { zoom: 1, pending: 0 };
    for (let i = 0; i < 4; i++) state = wheelZoom(state.zoom, state.pending, -10);
    expect(state.zoom).toBe(1);
    state = wheelZoom(state.zoom, state.pending, -10);
    expect(state).toEqual({ zoom: 1.1, pending: 0 });
  });

  it('pinches by how far the fingers moved apart', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(1.5, 100, 1000)).toBe(3);
    expect(pinchZoom(1.5, 0, 100)).toBe(1.5);
  });
});
