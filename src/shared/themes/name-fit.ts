import { measureText, type TextStyle } from '#shared/typography/text-measure.ts';

/**
 * A team name at its row's size when it fits; otherwise a little smaller; then, where the row is
 * tall enough, on two lines; below that cut with an ellipsis. A long name never runs into the
 * numbers.
 */
export function fitName(
  name: string,
  style: TextStyle,
  maxWidth: number,
  twoLines = false,
): { lines: string[]; size: number } {
  const clean = name.replace(/\s+/g, ' ').trim();
  const full = measureText(clean, style);
  if (full <= maxWidth) return { lines: [clean], size: style.fontSize };
  const smallest = style.fontSize * 0.8;
  const size = (style.fontSize * maxWidth) / full;
  if (size >= smallest) return { lines: [clean], size: Math.floor(size * 10) / 10 };
  const words = clean.split(' ');
  if (twoLines && words.length > 1) {
    // The break whose wider line is narrowest, at up to 72% of the row's size.
    let best: { lines: string[]; widest: number } | null = null;
    for (let cut = 1; cut < words.length; cut++) {
      const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
      const widest = Math.max(...lines.map((line) => measureText(line, style)));
      if (!best || widest < best.widest) best = { lines, widest };
    }
    const twoLineSize = best
      ? Math.floor(
          Math.min(style.fontSize * 0.72, (style.fontSize * maxWidth) / best.widest) * 10,
        ) / 10
      : 0;
    if (best && twoLineSize >= style.fontSize * 0.55) {
      return { lines: best.lines, size: twoLineSize };
    }
  }
  const at = { ...style, fontSize: smallest };
  const chars = [...clean];
  while (chars.length > 1) {
    chars.pop();
    const candidate = `${chars.join('').trimEnd()}…`;
    if (measureText(candidate, at) <= maxWidth) return { lines: [candidate], size: smallest };
  }
  return { lines: ['…'], size: smallest };
}
