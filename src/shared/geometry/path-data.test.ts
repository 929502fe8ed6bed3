import { describe, expect, it } from 'vitest';
import { pathBounds, readPath, scalePathData } from '#shared/geometry/path-data.ts';
import { parsePathData } from '#shared/geometry/svg-geometry.ts';

describe('readPath: the one reader of path data', () => {
  it('splits repeated numbers into segments, a moveto’s further pairs into linetos', () => {
    expect(readPath('M0 0 10 0 10,10 h-5 5 z')).toEqual({
      segments: [
        { command: 'M', values: [0, 0] },
        { command: 'L', values: [10, 0] },
        { command: 'L', values: [10, 10] },
        { command: 'h', values: [-5] },
        { command: 'h', values: [5] },
        { command: 'z', values: [] },
      ],
      wellFormed: true,
    });
    expect(readPath('m1 2 3 4').segments.map((segment) => segment.command)).toEqual(['m', 'l']);
  });

  it('says when numbers do not fit their commands, and keeps the segments that do', () => {
    expect(readPath('M0 0 L5')).toEqual({
      segments: [{ command: 'M', values: [0, 0] }],
      wellFormed: false,
    });
    expect(readPath('5 5 M0 0').wellFormed).toBe(false);
    expect(readPath('M0 0 Z 5').wellFormed).toBe(false);
    expect(readPath('M0 0 X 5').wellFormed).toBe(false);
    expect(readPath('M0 0 L 1e999 0').wellFormed).toBe(false);
    expect(readPath('M0 0 L 1 1 C').wellFormed).toBe(true);
  });

  it('reads numbers with an exponent as numbers, not as commands', () => {
    expect(readPath('M0 0 L1e2 -2.5E1')).toEqual({
      segments: [
        { command: 'M', values: [0, 0] },
        { command: 'L', values: [100, -25] },
      ],
      wellFormed: true,
    });
  });
});

describe('the readers built on it', () => {
  it('measures and scales a path whose numbers have exponents', () => {
    expect(pathBounds('M0 0 L1e2 5e1')).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    expect(scalePathData('M0 0 L1e2 5e1', 2, 2)).toBe('M0 0 L200 100');
  });

  it('imports a moveto whose implicit lineto starts with an exponent', () => {
    expect(parsePathData('M0 0 1e2 5')).toEqual([
      { c: 'M', p: [0, 0] },
      { c: 'L', p: [100, 5] },
    ]);
  });

  it('refuses for import what the measuring reader only skips', () => {
    for (const d of ['M0 0 L5', '5 5 M0 0', 'M0 0 Z 5']) {
      expect(parsePathData(d), d).toBeNull();
      expect(pathBounds(d), d).not.toBeNull();
    }
  });
});
