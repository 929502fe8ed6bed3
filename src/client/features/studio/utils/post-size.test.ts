import { describe, expect, it } from 'vitest';
import { postSize } from '#client/features/studio/utils/post-size.ts';

describe('post size', () => {
  it('follows the window width as SPEC.md section 2 says', () => {
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
});
