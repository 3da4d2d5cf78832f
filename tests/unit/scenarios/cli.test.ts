/** `npm run scenario`: exit code 0 when every answer matches, 1 with a readable diff when one differs. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ScenarioFile, ScenarioRequestStep } from '@contract/scenario';

const run = promisify(execFile);
const RECORDED = new URL('../../../scenarios/recorded/faults-and-expiry.json', import.meta.url);

async function scenario(...args: string[]) {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/scenario.ts', ...args]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npm run scenario', () => {
  it('replays a recorded file and exits 0', async () => {
    const { code, stdout } = await scenario(RECORDED.pathname);
    expect(code).toBe(0);
    expect(stdout).toContain('All 12 steps answered as recorded.');
  }, 60_000);

  it('exits 1 and prints the difference when an answer changed', async () => {
    const file = JSON.parse(readFileSync(RECORDED, 'utf8')) as ScenarioFile;
    const expiry = file.steps.at(-1) as ScenarioRequestStep;
    expiry.answer = { status: 200 };
    const path = join(mkdtempSync(join(tmpdir(), 'scenario-')), 'changed.json');
    writeFileSync(path, JSON.stringify(file));

    const { code, stdout } = await scenario(path);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /✗ +12 GET \/api\/user \(the session timed out\)\n +- status: 200\n +\+ status: 419/,
    );
    expect(stdout).toContain('1 of 12 steps answered differently.');
  }, 60_000);
});
