import { describe, expect, it } from 'vitest';
import { previewSize } from '#client/features/studio/utils/preview-size.ts';

describe('preview size', () => {
  it('follows the window width as SPEC.md section 2 says', () => {
    expect(previewSize(340)).toEqual({ width: 340, height: 425 });
    expect(previewSize(479)).toEqual({ width: 340, height: 425 });
    expect(previewSize(480)).toEqual({ width: 400, height: 500 });
    expect(previewSize(767)).toEqual({ width: 400, height: 500 });
    expect(previewSize(768)).toEqual({ width: 480, height: 600 });
    expect(previewSize(1023)).toEqual({ width: 480, height: 600 });
    expect(previewSize(1024)).toEqual({ width: 560, height: 700 });
    expect(previewSize(2560)).toEqual({ width: 560, height: 700 });
  });

  it('keeps the width and takes the height of another format', () => {
    expect(previewSize(1280, '1:1')).toEqual({ width: 560, height: 560 });
    expect(previewSize(1280, '1100:800')).toEqual({ width: 560, height: 407 });
  });
});
