import type { Box } from '#shared/geometry/box.ts';
import { readPath } from '#shared/geometry/path-data.ts';
/**
 * Geometry of the SVG import: transforms as matrices, and every shape as absolute path segments
 * (moveto, lineto, cubic, quadratic, close) that a matrix can move exactly. Arcs become cubics
 * first, since a rotated or skewed arc is no longer an arc of the same form.
 */

/** [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f (SVG's matrix()). */
export type Matrix = readonly [number, number, number, number, number, number];

export const identity: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function applyPoint(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** How much the matrix scales lengths on average (for font sizes and stroke widths). */
export function scaleOf(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

/** Whether the matrix keeps axis-aligned rectangles axis-aligned (no rotation or skew). */
export function isAxisAligned(m: Matrix): boolean {
  return Math.abs(m[1]) < 1e-9 && Math.abs(m[2]) < 1e-9;
}

export function numbersIn(text: string): number[] {
  return (text.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []).map(Number);
}

/** A transform attribute as one matrix; null when it cannot be read (the element is skipped). */
export function parseTransform(text: string | undefined): Matrix | null {
  if (!text || !text.trim()) return identity;
  let result = identity;
  const pattern = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/gy;
  let consumed = 0;
  for (const match of text.matchAll(pattern)) {
    consumed += match[0].length;
    const v = numbersIn(match[2] ?? '');
    let m: Matrix;
    switch (match[1]) {
      case 'matrix':
        if (v.length !== 6) return null;
        m = v as unknown as Matrix;
        break;
      case 'translate':
        m = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
        break;
      case 'scale':
        m = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
        break;
      case 'rotate': {
        const a = ((v[0] ?? 0) * Math.PI) / 180;
        const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
        const r: Matrix = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
        m = multiply(multiply([1, 0, 0, 1, cx, cy], r), [1, 0, 0, 1, -cx, -cy]);
        break;
      }
      case 'skewX':
        m = [1, 0, Math.tan(((v[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
        break;
      default:
        m = [1, Math.tan(((v[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
    }
    result = multiply(result, m);
  }
  if (consumed !== text.length || !result.every(Number.isFinite)) return null;
  return result;
}

export type Segment =
  | { c: 'M' | 'L'; p: [number, number] }
  | { c: 'C'; p: [number, number, number, number, number, number] }
  | { c: 'Q'; p: [number, number, number, number] }
  | { c: 'Z' };

/** Cubic segments for an SVG arc from (x1, y1) (SVG 1.1, appendix F.6). */
function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  largeArc: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Segment[] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [{ c: 'L', p: [x2, y2] }];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const coef = (largeArc !== sweep ? 1 : -1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angleOf = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angleOf(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angleOf((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const parts = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2)));
  const step = delta / parts;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => {
    const px = rx * Math.cos(t);
    const py = ry * Math.sin(t);
    return [cx + cos * px - sin * py, cy + sin * px + cos * py];
  };
  const tangent = (t: number): [number, number] => {
    const px = -rx * Math.sin(t);
    const py = ry * Math.cos(t);
    return [cos * px - sin * py, sin * px + cos * py];
  };
  const segments: Segment[] = [];
  for (let i = 0; i < parts; i++) {
    const a = theta1 + i * step;
    const b = a + step;
    const [ax, ay] = point(a);
    const [bx, by] = point(b);
    const [tax, tay] = tangent(a);
    const [tbx, tby] = tangent(b);
    segments.push({ c: 'C', p: [ax + k * tax, ay + k * tay, bx - k * tbx, by - k * tby, bx, by] });
  }
  const last = segments[segments.length - 1];
  if (last?.c === 'C') [last.p[4], last.p[5]] = [x2, y2];
  return segments;
}

/** Path data as absolute M, L, C, Q and Z; null when it is not path data. */
export function parsePathData(d: string): Segment[] | null {
  if (!/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/.test(d)) return null;
  const read = readPath(d);
  if (!read.wellFormed) return null;
  const out: Segment[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: [number, number] | null = null;
  let lastQuad: [number, number] | null = null;
  for (const { command, values: v } of read.segments) {
    const lower = command.toLowerCase();
    const relative = command !== command.toUpperCase();
    if (lower === 'z') {
      out.push({ c: 'Z' });
      [x, y] = [startX, startY];
      lastControl = lastQuad = null;
      continue;
    }
    // A letter that is no path command (only e and E pass the check above) takes no numbers.
    if (v.length === 0) continue;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    /** The point of the values at `i` and `i + 1`, made absolute. */
    const at = (i: number): [number, number] => [ox + v[i]!, oy + v[i + 1]!];
    let control: [number, number] | null = null;
    let quad: [number, number] | null = null;
    switch (lower) {
      case 'm':
        [x, y] = at(0);
        [startX, startY] = [x, y];
        out.push({ c: 'M', p: [x, y] });
        break;
      case 'l':
        [x, y] = at(0);
        out.push({ c: 'L', p: [x, y] });
        break;
      case 'h':
        x = ox + v[0]!;
        out.push({ c: 'L', p: [x, y] });
        break;
      case 'v':
        y = oy + v[0]!;
        out.push({ c: 'L', p: [x, y] });
        break;
      case 'c': {
        const p: [number, number, number, number, number, number] = [...at(0), ...at(2), ...at(4)];
        out.push({ c: 'C', p });
        control = [p[2], p[3]];
        [x, y] = [p[4], p[5]];
        break;
      }
      case 's': {
        const [c1x, c1y] = lastControl ? [2 * x - lastControl[0], 2 * y - lastControl[1]] : [x, y];
        const p: [number, number, number, number, number, number] = [c1x, c1y, ...at(0), ...at(2)];
        out.push({ c: 'C', p });
        control = [p[2], p[3]];
        [x, y] = [p[4], p[5]];
        break;
      }
      case 'q': {
        const p: [number, number, number, number] = [...at(0), ...at(2)];
        out.push({ c: 'Q', p });
        quad = [p[0], p[1]];
        [x, y] = [p[2], p[3]];
        break;
      }
      case 't': {
        const qx: number = lastQuad ? 2 * x - lastQuad[0] : x;
        const qy: number = lastQuad ? 2 * y - lastQuad[1] : y;
        const p: [number, number, number, number] = [qx, qy, ...at(0)];
        out.push({ c: 'Q', p });
        quad = [qx, qy];
        [x, y] = [p[2], p[3]];
        break;
      }
      case 'a': {
        const [ex, ey] = at(5);
        out.push(...arcToCubics(x, y, v[0]!, v[1]!, v[2]!, v[3] !== 0, v[4] !== 0, ex, ey));
        [x, y] = [ex, ey];
        break;
      }
    }
    lastControl = control;
    lastQuad = quad;
  }
  return out;
}

export function transformSegments(segments: Segment[], m: Matrix): Segment[] {
  return segments.map((s) => {
    if (s.c === 'Z') return s;
    const p = [...s.p];
    for (let i = 0; i < p.length; i += 2) {
      [p[i], p[i + 1]] = applyPoint(m, p[i]!, p[i + 1]!);
    }
    return { c: s.c, p } as Segment;
  });
}

/** The box of all points, control points included. */
export function segmentsBox(segments: Segment[]): Box | null {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const s of segments) {
    if (s.c === 'Z') continue;
    for (let i = 0; i < s.p.length; i += 2) {
      minX = Math.min(minX, s.p[i]!);
      maxX = Math.max(maxX, s.p[i]!);
      minY = Math.min(minY, s.p[i + 1]!);
      maxY = Math.max(maxY, s.p[i + 1]!);
    }
  }
  if (!Number.isFinite(minX)) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

const round = (n: number) => {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Path data of the segments, moved by (-dx, -dy), with two decimals. */
export function segmentsToPathData(segments: Segment[], dx = 0, dy = 0): string {
  return segments
    .map((s) => {
      if (s.c === 'Z') return 'Z';
      const values = s.p.map((n, i) => round(n - (i % 2 === 0 ? dx : dy)));
      return `${s.c}${values.join(' ')}`;
    })
    .join(' ');
}

const kappa = 0.5522847498;

export function ellipseSegments(cx: number, cy: number, rx: number, ry: number): Segment[] {
  const [kx, ky] = [rx * kappa, ry * kappa];
  return [
    { c: 'M', p: [cx + rx, cy] },
    { c: 'C', p: [cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry] },
    { c: 'C', p: [cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy] },
    { c: 'C', p: [cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry] },
    { c: 'C', p: [cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy] },
    { c: 'Z' },
  ];
}

export function rectSegments(
  x: number,
  y: number,
  w: number,
  h: number,
  rxIn = 0,
  ryIn = 0,
): Segment[] {
  const rx = Math.min(rxIn, w / 2);
  const ry = Math.min(ryIn, h / 2);
  if (rx <= 0 || ry <= 0) {
    return [
      { c: 'M', p: [x, y] },
      { c: 'L', p: [x + w, y] },
      { c: 'L', p: [x + w, y + h] },
      { c: 'L', p: [x, y + h] },
      { c: 'Z' },
    ];
  }
  const [kx, ky] = [rx * (1 - kappa), ry * (1 - kappa)];
  return [
    { c: 'M', p: [x + rx, y] },
    { c: 'L', p: [x + w - rx, y] },
    { c: 'C', p: [x + w - kx, y, x + w, y + ky, x + w, y + ry] },
    { c: 'L', p: [x + w, y + h - ry] },
    { c: 'C', p: [x + w, y + h - ky, x + w - kx, y + h, x + w - rx, y + h] },
    { c: 'L', p: [x + rx, y + h] },
    { c: 'C', p: [x + kx, y + h, x, y + h - ky, x, y + h - ry] },
    { c: 'L', p: [x, y + ry] },
    { c: 'C', p: [x, y + ky, x + kx, y, x + rx, y] },
    { c: 'Z' },
  ];
}

export function polySegments(points: number[], close: boolean): Segment[] {
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    segments.push({ c: i === 0 ? 'M' : 'L', p: [points[i]!, points[i + 1]!] });
  }
  if (close && segments.length > 0) segments.push({ c: 'Z' });
  return segments;
}
