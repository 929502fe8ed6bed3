import type { Box } from '#shared/geometry/box.ts';

/**
 * SVG path data read as numbers: its bounding box (the editor selects and snaps paths by it) and
 * the same path scaled (the editor resizes paths). Control points count towards the box, so a
 * curve's box may be a little larger than its ink; arcs count their end points and radii.
 */
export type Bounds = Box;

/** How many numbers each path command takes (SVG 1.1, 8.3), by its lower-case letter. */
const pathArgCounts: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

/** One command of path data with its numbers (a moveto's further pairs are linetos of their own). */
export interface PathSegment {
  command: string;
  values: number[];
}

/**
 * Path data read once for every use: its segments in order, and whether it is well formed (every
 * number belongs to a known command and fills its arguments, none is infinite). A reader that only
 * measures takes the segments as they are; one that must not guess refuses data that is not well
 * formed.
 */
export interface PathRead {
  segments: PathSegment[];
  wellFormed: boolean;
}

function pathTokens(d: string): string[] {
  return d.match(/[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
}

export function readPath(d: string): PathRead {
  const segments: PathSegment[] = [];
  let wellFormed = true;
  let command = '';
  let values: number[] = [];
  const flush = () => {
    const count = pathArgCounts[command.toLowerCase()] ?? 0;
    if (!command || count === 0) {
      // Numbers before the first command, after a close or for an unknown letter are left out.
      if (values.length > 0) wellFormed = false;
      if (command) segments.push({ command, values: [] });
      return;
    }
    if (values.length % count !== 0 || values.some((value) => !Number.isFinite(value))) {
      wellFormed = false;
    }
    for (let i = 0; i + count <= values.length; i += count) {
      // Pairs after a moveto are implicit linetos (SVG 1.1, 9.3.3).
      const implicit = i > 0 && command.toLowerCase() === 'm';
      const name = implicit ? (command === 'm' ? 'l' : 'L') : command;
      segments.push({ command: name, values: values.slice(i, i + count) });
    }
  };
  for (const token of pathTokens(d)) {
    // A letter alone is a command; a number may hold one too (an exponent, 1e3).
    if (/^[A-Za-z]$/.test(token)) {
      flush();
      command = token;
      values = [];
    } else values.push(Number(token));
  }
  flush();
  return { segments, wellFormed };
}

/** The box around every point the path visits (or steers by); null for a path without points. */
export function pathBounds(d: string): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const { command, values: v } of readPath(d).segments) {
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (command.toLowerCase()) {
      case 'm':
      case 'l':
      case 't':
        x = ox + (v[0] ?? 0);
        y = oy + (v[1] ?? 0);
        if (command.toLowerCase() === 'm') {
          startX = x;
          startY = y;
        }
        break;
      case 'h':
        x = ox + (v[0] ?? 0);
        break;
      case 'v':
        y = oy + (v[0] ?? 0);
        break;
      case 'c':
        add(ox + (v[0] ?? 0), oy + (v[1] ?? 0));
        add(ox + (v[2] ?? 0), oy + (v[3] ?? 0));
        x = ox + (v[4] ?? 0);
        y = oy + (v[5] ?? 0);
        break;
      case 's':
      case 'q':
        add(ox + (v[0] ?? 0), oy + (v[1] ?? 0));
        x = ox + (v[2] ?? 0);
        y = oy + (v[3] ?? 0);
        break;
      case 'a': {
        const endX = ox + (v[5] ?? 0);
        const endY = oy + (v[6] ?? 0);
        // The arc stays within its radii of the chord's midpoint.
        const midX = (x + endX) / 2;
        const midY = (y + endY) / 2;
        const r = Math.max(Math.abs(v[0] ?? 0), Math.abs(v[1] ?? 0));
        add(Math.max(Math.min(x, endX), midX - r), Math.max(Math.min(y, endY), midY - r));
        add(Math.min(Math.max(x, endX), midX + r), Math.min(Math.max(y, endY), midY + r));
        x = endX;
        y = endY;
        break;
      }
      case 'z':
        x = startX;
        y = startY;
        break;
    }
    add(x, y);
  }
  if (!Number.isFinite(minX)) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The path scaled by (sx, sy) about the origin, written back as path data. */
export function scalePathData(d: string, sx: number, sy: number): string {
  return readPath(d)
    .segments.map(({ command, values: v }) => {
      let scaled: number[];
      switch (command.toLowerCase()) {
        case 'h':
          scaled = [(v[0] ?? 0) * sx];
          break;
        case 'v':
          scaled = [(v[0] ?? 0) * sy];
          break;
        case 'a':
          scaled = [
            Math.abs((v[0] ?? 0) * sx),
            Math.abs((v[1] ?? 0) * sy),
            v[2] ?? 0,
            v[3] ?? 0,
            // A mirrored arc turns the other way.
            sx * sy < 0 ? 1 - (v[4] ?? 0) : (v[4] ?? 0),
            (v[5] ?? 0) * sx,
            (v[6] ?? 0) * sy,
          ];
          break;
        default:
          scaled = v.map((value, i) => value * (i % 2 === 0 ? sx : sy));
      }
      return `${command}${scaled.map(round).join(' ')}`;
    })
    .join(' ');
}
