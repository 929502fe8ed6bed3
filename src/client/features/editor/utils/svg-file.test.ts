import { describe, expect, it } from 'vitest';
import { svgFileProblem, svgMaxBytes } from '#client/features/editor/utils/svg-file.ts';

describe('svgFileProblem', () => {
  it('takes an SVG by its type or its name', () => {
    expect(svgFileProblem({ name: 'a.svg', type: '', size: 10 })).toBeNull();
    expect(svgFileProblem({ name: 'a', type: 'image/svg+xml', size: 10 })).toBeNull();
  });
  it('refuses other files and files over 5 MB', () => {
    expect(svgFileProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBe('not-svg');
    expect(svgFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: svgMaxBytes + 1 })).toBe(
      'too-large',
    );
  });
});
