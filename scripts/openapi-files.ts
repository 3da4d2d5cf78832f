/**
 * The files `npm run openapi` writes, as the repository keeps them: the API document built from the contract
 * (docs/openapi.json) and the reference page the Node host serves at /docs (docs/api.html), both in the
 * repository's Prettier style so `npm run lint` passes on them. The test that the committed files are fresh
 * builds them with this same function.
 */
import { format, resolveConfig } from 'prettier';
import { resolve } from 'node:path';
import { apiDocumentJson } from '../src/server/openapi/document';
import { REFERENCE_PAGE } from '../src/server/openapi/reference-page';

export const REPOSITORY = resolve(import.meta.dirname, '..');

export interface DocsFile {
  /** Relative to the repository. */
  file: string;
  content: string;
}

async function styled(file: string, content: string): Promise<DocsFile> {
  const path = resolve(REPOSITORY, file);
  const options = (await resolveConfig(path)) ?? {};
  return { file, content: await format(content, { ...options, filepath: path }) };
}

export const docsFiles = (): Promise<DocsFile[]> =>
  Promise.all([styled('docs/openapi.json', apiDocumentJson()), styled('docs/api.html', REFERENCE_PAGE)]);
