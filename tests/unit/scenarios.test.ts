/**
 * The scripted QA scenarios (scenarios/*.ts) run as CI checks: each exits 0 only when every step answered the
 * status its story expects, and the same seed prints the same JSON transcript.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCENARIOS = readdirSync(new URL('../../scenarios', import.meta.url)).filter((file) =>
  file.endsWith('.ts'),
);

async function transcript(file: string, seed: string) {
  const { stdout } = await run('npx', ['tsx', `scenarios/${file}`, '--seed', seed, '--json'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as {
    seed: string;
    transcript: Array<{ step: string; expected: number; status: number }>;
  };
}

describe('scenarios', () => {
  it('finds the scenarios', () => {
    expect(SCENARIOS).toEqual(
      expect.arrayContaining(['sign-up-and-top-up.ts', 'living-world.ts', 'deposit-play-withdraw.ts']),
    );
  });

  it.each(SCENARIOS.map((file) => [file]))(
    '%s answers every step as expected, the same way twice',
    async (file) => {
      const [first, second] = await Promise.all([transcript(file, 'ci'), transcript(file, 'ci')]);
      expect(first.transcript.length).toBeGreaterThan(3);
      for (const entry of first.transcript) expect(entry.status, entry.step).toBe(entry.expected);
      expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    },
    180_000,
  );
});
