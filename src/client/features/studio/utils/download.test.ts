import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '#client/features/studio/utils/download.ts';

describe('download file name', () => {
  it('reads the quoted and the plain form', () => {
    expect(
      fileNameFromDisposition('attachment; filename="matchpost_preview_demo-1_1700000000000.png"'),
    ).toBe('matchpost_preview_demo-1_1700000000000.png');
    expect(fileNameFromDisposition('attachment; filename=post.png')).toBe('post.png');
  });

  it('prefers the encoded form and strips folders', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="a.png"; filename*=UTF-8''M%C3%BCnsingen.png`),
    ).toBe('Münsingen.png');
    expect(fileNameFromDisposition('attachment; filename="../../etc/post.png"')).toBe('post.png');
  });

  it('answers null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
