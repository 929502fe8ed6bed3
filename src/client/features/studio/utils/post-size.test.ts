import { describe, expect, it } from 'vitest';
import { fitPostSize, MIN_FIT_HEIGHT, postSize } from '#client/features/studio/utils/post-size.ts';

describe('post size', () => {
  it('follows the window width as docs/product.md section 2 says', () => {
    expect(postSize(340)).toEqual({ width: 340, height: 425 });
    expect(postSize(479)).toEqual({ width: 340, height: 425 });
    expect(postSize(480)).toEqual({ width: 400, height: 500 });
    expect(postSize(767)).toEqual({ width: 400, height: 500 });
    expect(postSize(768)).toEqual({ width: 480, height: 600 });
    expect(postSize(1023)).toEqual({ width: 480, height: 600 });
    expect(postSize(1024)).toEqual({ width: 560, height: 700 });
    expect(postSize(2560)).toEqual({ width: 560, height: 700 });
  });

  it('keeps the width and takes the height of another format', () => {
    expect(postSize(1280, '1:1')).toEqual({ width: 560, height: 560 });
    expect(postSize(1280, '1100:800')).toEqual({ width: 560, height: 407 });
  });

  it('scales down to the room above the export bar, keeping the format, not below the minimum', () => {
    const size = { width: 560, height: 700 };
    expect(fitPostSize(size, null)).toEqual(size);
    expect(fitPostSize(size, 800)).toEqual(size);
    expect(fitPostSize(size, 700)).toEqual(size);
    expect(fitPostSize(size, 600)).toEqual({ width: 480, height: 600 });
    expect(fitPostSize(size, 600.9)).toEqual({ width: 480, height: 600 });
    expect(fitPostSize(size, 100)).toEqual({ width: 192, height: MIN_FIT_HEIGHT });
    expect(fitPostSize({ width: 200, height: 200 }, 100)).toEqual({ width: 200, height: 200 });
  });
});
