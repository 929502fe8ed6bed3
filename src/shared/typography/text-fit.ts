import { capHeight, measureText, type TextStyle } from '#shared/typography/text-measure.ts';

/**
 * Fits a text into a width: it keeps its size when it fits, otherwise wraps to two lines where the
 * element allows it and that keeps the type clearly larger, otherwise shrinks; below the smallest
 * readable size it is cut with an ellipsis. A text that keeps its size (`keepSize`, the team names
 * of the built-in looks) wraps at its own size first and shrinks only a little. The same numbers
 * in browser and server.
 */
export interface FittedText {
  lines: string[];
  fontSize: number;
}

/** Wrapped text never uses more than this share of the single-line size, so a layout can reserve room. */
export const lineScale: Record<1 | 2 | 3, number> = { 1: 1, 2: 0.7, 3: 0.5 };
const minScale = 0.36;

function widthAt(text: string, style: TextStyle, fontSize: number): number {
  return measureText(text, { ...style, fontSize });
}

/** The largest size (up to `max`) at which the text fits the width. */
function sizeToFit(text: string, style: TextStyle, maxWidth: number, max: number): number {
  const count = [...text].length;
  const perPixel = widthAt(text, { ...style, letterSpacing: 0 }, 1);
  if (perPixel <= 0) return max;
  const room = maxWidth - (style.letterSpacing ?? 0) * count;
  return Math.max(0, Math.min(max, room / perPixel));
}

/** The split of the words into `count` lines whose widest line is narrowest. */
function bestBreak(words: string[], count: number, style: TextStyle): string[] | null {
  if (words.length < count) return null;
  let best: string[] | null = null;
  let bestWidth = Infinity;
  const search = (from: number, left: number, lines: string[]) => {
    if (left === 1) {
      const all = [...lines, words.slice(from).join(' ')];
      const widest = Math.max(...all.map((line) => widthAt(line, style, 1)));
      if (widest < bestWidth) {
        bestWidth = widest;
        best = all;
      }
      return;
    }
    for (let end = from + 1; end <= words.length - left + 1; end++) {
      search(end, left - 1, [...lines, words.slice(from, end).join(' ')]);
    }
  };
  search(0, count, []);
  return best;
}

function ellipsize(text: string, style: TextStyle, maxWidth: number): string {
  if (widthAt(text, style, style.fontSize) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1) {
    chars.pop();
    const candidate = `${chars.join('').trimEnd()}…`;
    if (widthAt(candidate, style, style.fontSize) <= maxWidth) return candidate;
  }
  return '…';
}

/** A text that keeps its size (`keepSize`) shrinks to no less than this share of it before it is cut. */
export const keptSizeFloor = 0.7;

export function fitText(
  text: string,
  style: TextStyle,
  maxWidth: number,
  maxLines: 1 | 2 | 3,
  keepSize = false,
): FittedText {
  const size = style.fontSize;
  const clean = text.replace(/\s+/g, ' ').trim();
  if (widthAt(clean, style, size) <= maxWidth) return { lines: [clean], fontSize: size };
  if (keepSize) return fitKeepingSize(clean, style, maxWidth, maxLines);
  let best: FittedText = { lines: [clean], fontSize: sizeToFit(clean, style, maxWidth, size) };
  const words = clean.split(' ');
  // Past two dozen words nobody reads a wrapped name anyway; one shrunk line is enough.
  for (let count = 2; count <= maxLines && words.length <= 24; count++) {
    const lines = bestBreak(words, count, style);
    if (!lines) break;
    const cap = size * lineScale[count as 2 | 3];
    const fontSize = Math.min(...lines.map((line) => sizeToFit(line, style, maxWidth, cap)));
    // More lines only when that keeps the type clearly larger.
    if (fontSize > best.fontSize * 1.1) best = { lines, fontSize };
  }
  const min = size * minScale;
  if (best.fontSize >= min) return best;
  const lines = best.lines.map((line) => ellipsize(line, { ...style, fontSize: min }, maxWidth));
  return { lines, fontSize: min };
}

/**
 * A text that keeps its size (a team name): it wraps onto its lines at its own size; only when
 * its lines do not fit even so is it set smaller, down to `keptSizeFloor` of its size, and below
 * that it fills its lines at that size and the last is cut with an ellipsis.
 */
function fitKeepingSize(
  clean: string,
  style: TextStyle,
  maxWidth: number,
  maxLines: 1 | 2 | 3,
): FittedText {
  const size = style.fontSize;
  const words = clean.split(' ');
  let best: FittedText = { lines: [clean], fontSize: sizeToFit(clean, style, maxWidth, size) };
  for (let count = 2; count <= maxLines && words.length <= 24; count++) {
    const lines = bestBreak(words, count, style);
    if (!lines) break;
    const fontSize = Math.min(...lines.map((line) => sizeToFit(line, style, maxWidth, size)));
    // Another line only where it sets the text larger: the fewest lines at the largest size.
    if (fontSize > best.fontSize + 0.05) best = { lines, fontSize };
  }
  const floor = size * keptSizeFloor;
  if (best.fontSize >= floor)
    return { lines: best.lines, fontSize: Math.floor(best.fontSize * 10) / 10 };
  const at = { ...style, fontSize: floor };
  return { lines: fillLines(words, at, maxWidth, maxLines), fontSize: floor };
}

/** The words filled into at most `count` lines of `maxWidth`, the last cut with an ellipsis. */
function fillLines(words: string[], style: TextStyle, maxWidth: number, count: number): string[] {
  const lines: string[] = [];
  let rest = [...words];
  while (rest.length > 0 && lines.length < count - 1) {
    let take = 1;
    while (
      take < rest.length &&
      widthAt(rest.slice(0, take + 1).join(' '), style, style.fontSize) <= maxWidth
    ) {
      take++;
    }
    lines.push(ellipsize(rest.slice(0, take).join(' '), style, maxWidth));
    rest = rest.slice(take);
  }
  if (rest.length > 0) lines.push(ellipsize(rest.join(' '), style, maxWidth));
  return lines;
}

/**
 * Baselines that keep a fitted text's visual centre where the element's single line at its
 * full size would have had it (templates place text by baseline).
 */
export function baselines(
  fitted: FittedText,
  style: TextStyle,
  y: number,
  lineHeight: number,
): number[] {
  const centre = y - capHeight(style) / 2;
  const cap = capHeight({ ...style, fontSize: fitted.fontSize });
  const gap = lineHeight * fitted.fontSize;
  const first = centre - (gap * (fitted.lines.length - 1)) / 2 + cap / 2;
  return fitted.lines.map((_, i) => first + i * gap);
}
