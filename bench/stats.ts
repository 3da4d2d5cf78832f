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

/** One line of a latency table: what was timed and every sample in ms. */
export interface Row {
  label: string;
  samples: number[];
}

/**
 * Runs `call(0)` .. `call(count − 1)` one after another, after `warmUp` untimed calls, and returns the time of
 * each timed call in ms.
 */
export async function timeEach(
  count: number,
  call: (i: number) => Promise<unknown>,
  warmUp = 0,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await call(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * Prints n, median, p99 and max of each row as an aligned table; with `rate` (e.g. 'rounds'), also how many
 * ran per second one after another (n / the sum of the samples).
 */
export function printTable(rows: Row[], { rate }: { rate?: string } = {}): void {
  const fmt = (ms: number) => ms.toFixed(2);
  const header = ['operation', 'n', 'median ms', 'p99 ms', 'max ms', ...(rate ? [`${rate}/s`] : [])];
  const lines = rows.map(({ label, samples }) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const total = sorted.reduce((sum, ms) => sum + ms, 0);
    return [
      label,
      String(sorted.length),
      fmt(percentile(sorted, 50)),
      fmt(percentile(sorted, 99)),
      fmt(sorted[sorted.length - 1] ?? Number.NaN),
      ...(rate ? [String(Math.round((sorted.length * 1000) / total))] : []),
    ];
  });
  printAligned(header, lines);
}

/** Prints a header, a rule and the lines as columns: the first left-aligned, the others right-aligned. */
export function printAligned(header: string[], lines: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(render(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(render(line));
}
