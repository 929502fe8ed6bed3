import { describe, expect, it } from 'vitest';
import { fitInto } from '#client/features/editor/utils/image-size.ts';

describe('fitInto', () => {
  it('keeps a wide logo wide within the default box', () => {
    expect(fitInto({ width: 800, height: 400 }, { width: 200, height: 200 })).toEqual({
      width: 200,
      height: 100,
    });
  });
  it('keeps a tall picture tall', () => {
    expect(fitInto({ width: 300, height: 600 }, { width: 200, height: 200 })).toEqual({
      width: 100,
      height: 200,
    });
  });
  it('falls back to the box when the picture has no size', () => {
    expect(fitInto({ width: 0, height: 0 }, { width: 200, height: 200 })).toEqual({
      width: 200,
      height: 200,
    });
  });
});
