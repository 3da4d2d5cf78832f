import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY, docsFiles } from '../../../scripts/openapi-files';

describe('the committed API document', () => {
  it('is the document the contract builds now', async () => {
    for (const { file, content } of await docsFiles()) {
      const committed = await readFile(resolve(REPOSITORY, file), 'utf8').catch(() => '');
      expect(
        committed === content,
        `${file} is not what the contract builds now: run \`npm run openapi\` and commit docs/`,
      ).toBe(true);
    }
  });
});
