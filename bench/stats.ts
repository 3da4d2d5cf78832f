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

/** Prints n, median, p99 and max of each row as an aligned table. */
export function printTable(rows: Row[]): void {
  const fmt = (ms: number) => ms.toFixed(2);
  const header = ['operation', 'n', 'median ms', 'p99 ms', 'max ms'];
  const lines = rows.map(({ label, samples }) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return [
      label,
      String(sorted.length),
      fmt(percentile(sorted, 50)),
      fmt(percentile(sorted, 99)),
      fmt(sorted[sorted.length - 1] ?? Number.NaN),
    ];
  });
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
