/**
 * `npm run bench [name ...]`: runs the named benchmarks (all when none is named) and prints their figures.
 * Benchmarks print; they never fail on time.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const available = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''))
  .sort();

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}

for (const name of asked.length > 0 ? asked : available) {
  console.log(`\n== ${name}`);
  const module = (await import(`./${name}.bench.ts`)) as { run: () => Promise<void> };
  await module.run();
}
