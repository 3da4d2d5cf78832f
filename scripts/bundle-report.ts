/**
 * `npx tsx scripts/bundle-report.ts`: after `npm run build`, prints the gzipped size of the JavaScript the
 * home route loads before it can render (the entry and its static imports, plus the home page's lazy chunk),
 * and how many route chunks the router loads on demand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: run npm run build first.');
const homeKey = Object.keys(manifest).find(
  (key) => /src\/app\/pages\/home/i.test(key) && manifest[key]!.isDynamicEntry,
);

const initial = staticClosure([entryKey, ...(homeKey ? [homeKey] : [])]);
const jsFiles = [...initial].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
const total = jsFiles.reduce((sum, file) => sum + gzipKb(file), 0);

const routeChunks = Object.values(manifest).filter(
  (chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('src/app/pages/'),
);

console.log(`Home route initial JavaScript: ${total.toFixed(1)} KiB gzipped in ${jsFiles.length} file(s)`);
for (const file of jsFiles) console.log(`  ${file}  ${gzipKb(file).toFixed(1)} KiB`);
console.log(`Home page chunk: ${homeKey ?? 'not found'}`);
console.log(`Route chunks loaded on demand: ${routeChunks.length}`);
