/** Small statistics for benchmark output. */

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export function summarise(label: string, samplesMs: number[]): string {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  return `${label}: n=${sorted.length} median=${fmt(percentile(sorted, 50))} p99=${fmt(percentile(sorted, 99))} max=${fmt(sorted[sorted.length - 1] ?? Number.NaN)}`;
}
