/**
 * Reads the template fonts (TTF) and writes src/shared/typography/font-metrics.generated.ts: per font
 * face the advance width of every character it covers and its pair kerning, so the renderer can
 * measure text the same way in the browser and on the server, without a DOM or a font engine.
 * Run: npx tsx scripts/fonts/generate-font-metrics.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fontFaces } from '../../src/shared/typography/font-map.ts';

const fontDir = path.resolve('src/shared/render/fonts');
const outFile = path.resolve('src/shared/typography/font-metrics.generated.ts');

class Reader {
  constructor(
    readonly view: DataView,
    public pos = 0,
  ) {}
  u16(at = this.advance(2)) {
    return this.view.getUint16(at);
  }
  i16(at = this.advance(2)) {
    return this.view.getInt16(at);
  }
  u32(at = this.advance(4)) {
    return this.view.getUint32(at);
  }
  private advance(n: number) {
    const at = this.pos;
    this.pos += n;
    return at;
  }
}

interface Face {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  capHeight: number;
  advances: Map<number, number>;
  kerning: Map<string, number>;
}

function tables(view: DataView): Map<string, number> {
  const count = view.getUint16(4);
  const result = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    result.set(tag, view.getUint32(at + 8));
  }
  return result;
}

/** Unicode code point -> glyph id, from cmap format 4 or 12. */
function readCmap(view: DataView, cmap: number): Map<number, number> {
  const r = new Reader(view, cmap + 2);
  const count = r.u16();
  let best = -1;
  let bestFormat = 0;
  for (let i = 0; i < count; i++) {
    const platform = r.u16();
    const encoding = r.u16();
    const offset = r.u32();
    const format = view.getUint16(cmap + offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 12 || (format === 4 && bestFormat !== 12))) {
      best = cmap + offset;
      bestFormat = format;
    }
  }
  const map = new Map<number, number>();
  if (best < 0) throw new Error('no unicode cmap');
  if (bestFormat === 12) {
    const groups = view.getUint32(best + 12);
    for (let i = 0; i < groups; i++) {
      const at = best + 16 + i * 12;
      setRange(map, view.getUint32(at), view.getUint32(at + 4), view.getUint32(at + 8));
    }
    return map;
  }
  const segCount = view.getUint16(best + 6) / 2;
  const ends = best + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  for (let s = 0; s < segCount; s++) {
    const end = view.getUint16(ends + s * 2);
    const start = view.getUint16(starts + s * 2);
    const delta = view.getInt16(deltas + s * 2);
    const rangeOffset = view.getUint16(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = view.getUint16(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

/** A range record of a font table: `start` to `end` map to `first` and the numbers after it. */
function setRange(map: Map<number, number>, start: number, end: number, first: number): void {
  for (let key = start; key <= end; key++) map.set(key, first + key - start);
}

function coverage(view: DataView, at: number): Map<number, number> {
  const result = new Map<number, number>();
  const format = view.getUint16(at);
  const count = view.getUint16(at + 2);
  if (format === 1) {
    for (let i = 0; i < count; i++) result.set(view.getUint16(at + 4 + i * 2), i);
  } else {
    for (let i = 0; i < count; i++) {
      const rec = at + 4 + i * 6;
      setRange(result, view.getUint16(rec), view.getUint16(rec + 2), view.getUint16(rec + 4));
    }
  }
  return result;
}

function classDef(view: DataView, at: number): Map<number, number> {
  const result = new Map<number, number>();
  const format = view.getUint16(at);
  if (format === 1) {
    const first = view.getUint16(at + 2);
    const count = view.getUint16(at + 4);
    for (let i = 0; i < count; i++) result.set(first + i, view.getUint16(at + 6 + i * 2));
  } else {
    const count = view.getUint16(at + 2);
    for (let i = 0; i < count; i++) {
      const rec = at + 4 + i * 6;
      const start = view.getUint16(rec);
      const end = view.getUint16(rec + 2);
      for (let g = start; g <= end; g++) result.set(g, view.getUint16(rec + 4));
    }
  }
  return result;
}

function valueRecordSize(format: number): number {
  let bits = 0;
  for (let f = format; f; f >>= 1) bits += f & 1;
  return bits * 2;
}

/** X advance adjustment of a value record (only XAdvance matters for horizontal kerning). */
function xAdvance(view: DataView, at: number, format: number): number {
  let offset = 0;
  for (const bit of [1, 2]) if (format & bit) offset += 2;
  return format & 4 ? view.getInt16(at + offset) : 0;
}

/** Pair kerning (glyph pair -> adjustment) from the GPOS 'kern' feature's PairPos lookups. */
function readGposKerning(view: DataView, gpos: number, glyphs: Set<number>): Map<string, number> {
  const result = new Map<string, number>();
  const featureList = gpos + view.getUint16(gpos + 6);
  const lookupList = gpos + view.getUint16(gpos + 8);
  const lookups = new Set<number>();
  const featureCount = view.getUint16(featureList);
  for (let i = 0; i < featureCount; i++) {
    const rec = featureList + 2 + i * 6;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((k) => view.getUint8(rec + k)));
    if (tag !== 'kern') continue;
    const feature = featureList + view.getUint16(rec + 4);
    const count = view.getUint16(feature + 2);
    for (let k = 0; k < count; k++) lookups.add(view.getUint16(feature + 4 + k * 2));
  }
  for (const index of [...lookups].sort((a, b) => a - b)) {
    const lookup = lookupList + view.getUint16(lookupList + 2 + index * 2);
    let type = view.getUint16(lookup);
    const subCount = view.getUint16(lookup + 4);
    for (let s = 0; s < subCount; s++) {
      let sub = lookup + view.getUint16(lookup + 6 + s * 2);
      if (type === 9) {
        type = view.getUint16(sub + 2);
        sub = sub + view.getUint32(sub + 4);
      }
      if (type !== 2) continue;
      const format = view.getUint16(sub);
      const cov = coverage(view, sub + view.getUint16(sub + 2));
      const vf1 = view.getUint16(sub + 4);
      const vf2 = view.getUint16(sub + 6);
      const size1 = valueRecordSize(vf1);
      const size2 = valueRecordSize(vf2);
      if (format === 1) {
        const setCount = view.getUint16(sub + 8);
        for (const [first, covIndex] of cov) {
          if (!glyphs.has(first) || covIndex >= setCount) continue;
          const set = sub + view.getUint16(sub + 10 + covIndex * 2);
          const pairs = view.getUint16(set);
          for (let p = 0; p < pairs; p++) {
            const rec = set + 2 + p * (2 + size1 + size2);
            const second = view.getUint16(rec);
            if (!glyphs.has(second)) continue;
            const value = xAdvance(view, rec + 2, vf1);
            const key = `${first},${second}`;
            if (value !== 0 && !result.has(key)) result.set(key, value);
          }
        }
      } else if (format === 2) {
        const class1 = classDef(view, sub + view.getUint16(sub + 8));
        const class2 = classDef(view, sub + view.getUint16(sub + 10));
        const class1Count = view.getUint16(sub + 12);
        const class2Count = view.getUint16(sub + 14);
        const recordSize = size1 + size2;
        for (const first of cov.keys()) {
          if (!glyphs.has(first)) continue;
          const c1 = class1.get(first) ?? 0;
          if (c1 >= class1Count) continue;
          for (const second of glyphs) {
            const c2 = class2.get(second) ?? 0;
            if (c2 >= class2Count) continue;
            const rec = sub + 16 + (c1 * class2Count + c2) * recordSize;
            const value = xAdvance(view, rec, vf1);
            const key = `${first},${second}`;
            if (value !== 0 && !result.has(key)) result.set(key, value);
          }
        }
      }
    }
  }
  return result;
}

/** The old 'kern' table (format 0), which some fonts still use instead of GPOS. */
function readKernTable(view: DataView, kern: number): Map<string, number> {
  const result = new Map<string, number>();
  const count = view.getUint16(kern + 2);
  let at = kern + 4;
  for (let t = 0; t < count; t++) {
    const length = view.getUint16(at + 2);
    const coverageBits = view.getUint16(at + 4);
    if (coverageBits >> 8 === 0 && (coverageBits & 1) === 1) {
      const pairs = view.getUint16(at + 6);
      for (let p = 0; p < pairs; p++) {
        const rec = at + 14 + p * 6;
        result.set(`${view.getUint16(rec)},${view.getUint16(rec + 2)}`, view.getInt16(rec + 4));
      }
    }
    at += length;
  }
  return result;
}

function readFace(file: string): Face {
  const bytes = readFileSync(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const t = tables(view);
  const need = (tag: string) => {
    const at = t.get(tag);
    if (at === undefined) throw new Error(`${file}: no ${tag} table`);
    return at;
  };
  const head = need('head');
  const hhea = need('hhea');
  const hmtx = need('hmtx');
  const os2 = t.get('OS/2');
  const unitsPerEm = view.getUint16(head + 18);
  const numberOfHMetrics = view.getUint16(hhea + 34);
  const advanceOf = (glyph: number) =>
    view.getUint16(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);
  const cmap = readCmap(view, need('cmap'));
  const advances = new Map<number, number>();
  for (const [code, glyph] of cmap) advances.set(code, advanceOf(glyph));

  const glyphs = new Set(cmap.values());
  const gpos = t.get('GPOS');
  const kernTable = t.get('kern');
  const glyphKerning =
    gpos !== undefined
      ? readGposKerning(view, gpos, glyphs)
      : kernTable !== undefined
        ? readKernTable(view, kernTable)
        : new Map<string, number>();
  const byGlyph = new Map<number, number[]>();
  for (const [code, glyph] of cmap) byGlyph.set(glyph, [...(byGlyph.get(glyph) ?? []), code]);
  const kerning = new Map<string, number>();
  for (const [key, value] of glyphKerning) {
    const [a, b] = key.split(',').map(Number) as [number, number];
    for (const ca of byGlyph.get(a) ?? [])
      for (const cb of byGlyph.get(b) ?? [])
        kerning.set(String.fromCodePoint(ca) + String.fromCodePoint(cb), value);
  }
  const capHeight =
    os2 !== undefined && view.getUint16(os2) >= 2
      ? view.getInt16(os2 + 88)
      : Math.round(unitsPerEm * 0.7);
  return {
    unitsPerEm,
    ascender: view.getInt16(hhea + 4),
    descender: view.getInt16(hhea + 6),
    capHeight,
    advances,
    kerning,
  };
}

const output: Record<string, unknown> = {};
for (const face of fontFaces) {
  const data = readFace(path.join(fontDir, face.file));
  const codes = [...data.advances.keys()].filter((c) => c >= 0x20).sort((a, b) => a - b);
  output[face.file] = {
    unitsPerEm: data.unitsPerEm,
    ascender: data.ascender,
    descender: data.descender,
    capHeight: data.capHeight,
    chars: String.fromCodePoint(...codes),
    advances: codes.map((c) => data.advances.get(c)),
    // Adjustments under 0.6% of the em change no layout decision and would only bloat the table.
    kerning: Object.fromEntries(
      [...data.kerning]
        .filter(([, value]) => Math.abs(value) >= data.unitsPerEm * 0.006)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  };
}

// A JSON string: compact in the repository and quicker for engines to parse than an object literal.
const source = `// Generated by scripts/fonts/generate-font-metrics.ts from the TTF files in src/shared/render/fonts. Do not edit.
import type { FontMetrics } from '#shared/typography/text-measure.ts';

export const fontMetrics: Record<string, FontMetrics> = JSON.parse(${JSON.stringify(JSON.stringify(output))});
`;
writeFileSync(outFile, source);
console.log(`wrote ${outFile} (${Math.round(source.length / 1024)} KB)`);

/** Weight ranges that make browsers pick the face resvg picks (see fontFaceFor) and never fake bold. */
function weightRange(face: (typeof fontFaces)[number]): string {
  const hasBold = fontFaces.some((other) => other.family === face.family && other.weight === 700);
  if (!hasBold) return '1 1000';
  return face.weight === 700 ? '551 1000' : '1 550';
}

const css = `/* Generated by scripts/fonts/generate-font-metrics.ts: the post fonts for the browser, the same TTF files the server renders with. */
${fontFaces
  .map(
    (face) => `@font-face {
  font-family: '${face.family}';
  src: url('./fonts/${face.file}') format('truetype');
  font-weight: ${weightRange(face)};
  font-style: ${face.style};
  font-display: block;
}
`,
  )
  .join('\n')}
/* Posts must look the same in the browser as in the PNG: no synthetic bold or oblique. */
svg text {
  font-synthesis: none;
  font-kerning: normal;
}
`;
const cssFile = path.resolve('src/shared/render/fonts.css');
writeFileSync(cssFile, css);
// Written the way the formatter would, so a regeneration shows no spurious diff.
execFileSync('npx', ['prettier', '--write', outFile, cssFile], { stdio: 'ignore' });
