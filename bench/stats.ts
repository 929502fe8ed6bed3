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

/** Median, p95 and maximum of timings in ms, rounded to `digits`, with their count. */
export function timingSummary(values: number[], digits: number) {
  const round = (value: number) => Number(value.toFixed(digits));
  return {
    medianMs: round(median(values)),
    p95Ms: round(percentile(values, 95)),
    maxMs: round(Math.max(...values)),
    samples: values.length,
  };
}

/**
 * Runs of a series: `BENCH_RUNS` when it is a positive whole number (a shorter run on a loaded
 * machine), else `fallback`.
 */
export function benchRuns(fallback: number): number {
  const wanted = Number(process.env.BENCH_RUNS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : fallback;
}
