/**
 * `npx tsx scripts/bundle-report.ts`: after `npm run build`, prints the gzipped size of the JavaScript the
 * home route loads before it can render (the entry and its static imports, plus the home page's lazy chunk),
 * how many route chunks the router loads on demand, the sim worker's JavaScript (its script and what that
 * imports statically; the chunks it imports on demand are listed apart) and the total a first visit of the
 * home page sends over the wire (the page's initial JavaScript and the worker's).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIM_WORKER_DIR } from './pwa/vite-pwa.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

// The app's page is what dist/index.html loads: its module scripts (the start-up chunk that vite.config.ts groups
// the entry's static imports into). Other HTML entries (the emulated KYC provider's form) are pages of their own.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const pageScripts = [...indexHtml.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map(
  (match) => match[1]!,
);
const keyOfFile = (file: string) => Object.keys(manifest).find((key) => manifest[key]!.file === file);
const entryKeys = pageScripts.map(keyOfFile).filter((key): key is string => key !== undefined);
if (entryKeys.length === 0) throw new Error('No entry chunk in dist/index.html: run npm run build first.');
const homeKey = Object.keys(manifest).find(
  (key) => /src\/app\/pages\/home/i.test(key) && manifest[key]!.isDynamicEntry,
);

const initial = staticClosure([...entryKeys, ...(homeKey ? [homeKey] : [])]);
const jsFiles = [...initial].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
const total = jsFiles.reduce((sum, file) => sum + gzipKb(file), 0);

const routeChunks = Object.values(manifest).filter(
  (chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('src/app/pages/'),
);

/** KiB (1,024 bytes) as the tables print them, with the kB (1,000 bytes) that budgets are often written in. */
const both = (kib: number) => `${kib.toFixed(1)} KiB (${(kib * 1.024).toFixed(1)} kB)`;

console.log(`Home route initial JavaScript: ${both(total)} gzipped in ${jsFiles.length} file(s)`);
for (const file of jsFiles) console.log(`  ${file}  ${gzipKb(file).toFixed(1)} KiB`);
console.log(`Home page chunk: ${homeKey ?? 'not found'}`);
console.log(`Route chunks loaded on demand: ${routeChunks.length}`);

// The worker's chunks are not in the manifest: they are read from the built files themselves.
const STATIC_IMPORT = /\bimport\s*(?:[^"'`();]*?\bfrom\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
const importsOf = (file: string, pattern: RegExp) =>
  [...readFileSync(join(dist, file), 'utf8').matchAll(pattern)].map(
    (match) => `${SIM_WORKER_DIR}/${match[1]!}`,
  );

function fileClosure(files: string[], patterns: RegExp[], seen = new Set<string>()): Set<string> {
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    fileClosure(
      patterns.flatMap((pattern) => importsOf(file, pattern)),
      patterns,
      seen,
    );
  }
  return seen;
}

const workers = readdirSync(join(dist, SIM_WORKER_DIR))
  .filter((name) => /\.worker-[\w-]+\.js$/.test(name))
  .map((name) => `${SIM_WORKER_DIR}/${name}`);
const workerFiles = [...fileClosure(workers, [STATIC_IMPORT])];
const workerTotal = workerFiles.reduce((sum, file) => sum + gzipKb(file), 0);
const onDemand = [...fileClosure(workers, [STATIC_IMPORT, DYNAMIC_IMPORT])].filter(
  (file) => !workerFiles.includes(file),
);

console.log(`Sim worker JavaScript: ${both(workerTotal)} gzipped in ${workerFiles.length} file(s)`);
for (const file of workerFiles) console.log(`  ${file}  ${gzipKb(file).toFixed(1)} KiB`);
console.log(
  `Worker chunks loaded on demand: ${onDemand.length} (${onDemand
    .reduce((sum, file) => sum + gzipKb(file), 0)
    .toFixed(1)} KiB gzipped)`,
);
console.log(`First visit of the home page, JavaScript over the wire: ${both(total + workerTotal)} gzipped`);
