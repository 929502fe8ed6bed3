import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '#client/lib/image-file.ts';

describe('background file check', () => {
  it('takes images up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses other files and larger images', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('invalid-type');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('invalid-type');
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('too-large');
  });
});
