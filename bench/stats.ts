/** Small statistics helpers for the benchmarks. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/**
 * Runs of a series: `BENCH_RUNS` when it is a positive whole number (a shorter run on a loaded
 * machine), else `fallback`.
 */
export function benchRuns(fallback: number): number {
  const wanted = Number(process.env.BENCH_RUNS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : fallback;
}
