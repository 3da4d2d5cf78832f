/**
 * `npm run openapi`: writes the API document built from the contract to docs/openapi.json, and the reference
 * page to docs/api.html (the page the Node host serves at /docs; it loads Swagger UI from that host). Commit
 * both: a test fails when the committed files differ from a fresh build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { REPOSITORY, docsFiles } from './openapi-files';

for (const { file, content } of await docsFiles()) {
  const path = resolve(REPOSITORY, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  console.log(`wrote ${file} (${Math.round(Buffer.byteLength(content) / 1024)} KiB)`);
}
