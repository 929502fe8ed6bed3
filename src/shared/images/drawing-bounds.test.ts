import { describe, expect, it } from 'vitest';
import {
  aspectWithin,
  decodeRefusal,
  fitInside,
  IMAGE_DRAWN_MAX_SIDE,
  IMAGE_MAX_ASPECT,
} from '#shared/images/drawing-bounds.ts';
import { dataImageSize, rasterSize } from '#shared/images/raster-size.ts';

/** Pictures of 3x2 px as sharp writes them, one per format the bounds read the size of. */
const pictures = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4wcDQAMMMyBwAZpIHseq9jCEAAAAASUVORK5CYII=',
  jpeg: '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCfABi5f//Z',
  gif: 'R0lGODlhAwACAIAAAExpccgAACH5BAUAAAAALAAAAAADAAIAAAICjF8AOw==',
  webpLossy:
    'UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoDAAIAAUAmJaACdLoB+AADsAD+91kv/kFpXLeAP/4yp8ZU+Mqf8XMAAAA=',
  webpLossless: 'UklGRhwAAABXRUJQVlA4TA8AAAAvAkAAEAcQRY4CBiKi/wEA',
  webpExtended:
    'UklGRl4AAABXRUJQVlA4WAoAAAAQAAAAAgAAAQAAQUxQSAcAAAAAgICAgICAAFZQOCAwAAAA0AEAnQEqAwACAAFAJiWgAnS6AfgAA7AA/vd+L/5BaVy3gD/+JC/EhfiQv/D+AAAA',
};

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

describe('the drawing bounds', () => {
  it('takes an aspect up to 20:1 either way and nothing unreal', () => {
    expect(IMAGE_MAX_ASPECT).toBe(20);
    expect(aspectWithin({ width: 2000, height: 100 })).toBe(true);
    expect(aspectWithin({ width: 1, height: 20 })).toBe(true);
    expect(aspectWithin({ width: 1, height: 20.01 })).toBe(false);
    expect(aspectWithin({ width: 1, height: 400_000 })).toBe(false);
    for (const width of [0, -5, NaN, Infinity]) {
      expect(aspectWithin({ width, height: 10 })).toBe(false);
    }
  });

  it('fits any sane size into the square it is drawn in, whole pixels, aspect kept', () => {
    expect(fitInside({ width: 10_000_000, height: 5_000_000 }, IMAGE_DRAWN_MAX_SIDE)).toEqual({
      width: 2048,
      height: 1024,
    });
    expect(fitInside({ width: 0.001, height: 0.02 }, 512)).toEqual({ width: 26, height: 512 });
    expect(fitInside({ width: 1, height: 20 }, 2048)).toEqual({ width: 102, height: 2048 });
  });

  it('decodes a picture only within 40 megapixels and the aspect', () => {
    expect(decodeRefusal({ width: 6000, height: 6000 })).toBeNull();
    expect(decodeRefusal({ width: 8000, height: 6000 })).toBe('pixels');
    expect(decodeRefusal({ width: 40_000, height: 1 })).toBe('aspect');
    expect(decodeRefusal({ width: 5000, height: 5000 }, 4096 * 4096)).toBe('pixels');
  });

  it('reads the size from the header of PNG, JPEG, GIF and the three kinds of WebP', () => {
    for (const [format, base64] of Object.entries(pictures)) {
      expect(rasterSize(bytes(base64)), format).toEqual({ width: 3, height: 2 });
      const type = format.startsWith('webp') ? 'webp' : format;
      expect(dataImageSize(`data:image/${type};base64,${base64}`), format).toEqual({
        width: 3,
        height: 2,
      });
    }
    expect(rasterSize(bytes(pictures.png).subarray(0, 20))).toBeNull();
    expect(rasterSize(bytes(btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull();
    expect(dataImageSize('data:image/png;base64,not base64!')).toBeNull();
  });
});
