import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifyBet } from '@contract/index';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;
const run = (script: string, args: string[]) =>
  execFileSync(tsx, [`scripts/${script}.ts`, ...args], { cwd: root, encoding: 'utf8' });

const SERVER = 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184';

describe('npm run fairness', () => {
  it('--json prints exactly the verification object', () => {
    const output = run('fairness', [`keno-${SERVER}-my-seed-7`, '--json']);
    const printed = JSON.parse(output) as Record<string, unknown>;
    const expected = verifyBet('keno', { serverSeed: SERVER, clientSeed: 'my-seed', nonce: 7 });
    expect(Object.keys(printed)).toEqual([
      'game',
      'serverSeed',
      'serverSeedHash',
      'clientSeed',
      'nonce',
      'floats',
      'outcome',
    ]);
    expect(printed).toEqual(expected);
  });

  it('prints the same for a person without --json', () => {
    const output = run('fairness', [`roulette-${SERVER}-abc-0`]);
    const { outcome, serverSeedHash } = verifyBet('roulette', {
      serverSeed: SERVER,
      clientSeed: 'abc',
      nonce: 0,
    });
    expect(output).toContain(serverSeedHash);
    expect(output).toContain('"abc:0:0"');
    expect(output).toMatch(new RegExp(`Pocket: ${outcome.pocket} \\((red|black|green)\\)`));
  });

  it('refuses a malformed parameter with exit code 2', () => {
    const result = spawnSync(tsx, ['scripts/fairness.ts', 'dice-1-2-3', '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage');
  });
});

describe('npm run rtp', () => {
  it('--json prints { game, rounds, rtp, theoreticalRtp, ci99, roundsPerSecond }', () => {
    const output = run('rtp', [
      '--game',
      'limbo',
      '--rounds',
      '2000',
      '--seed',
      'cli',
      '--target',
      '2',
      '--json',
    ]);
    const report = JSON.parse(output) as {
      rounds: number;
      rtp: number;
      theoreticalRtp: number;
      ci99: [number, number];
    };
    expect(Object.keys(report)).toEqual([
      'game',
      'rounds',
      'rtp',
      'theoreticalRtp',
      'ci99',
      'roundsPerSecond',
    ]);
    expect(report).toMatchObject({ game: 'limbo', rounds: 2000 });
    expect(report.theoreticalRtp).toBeCloseTo(0.99, 8);
    expect(report.ci99[0]).toBeLessThan(report.rtp);
    expect(report.ci99[1]).toBeGreaterThan(report.rtp);
  });

  it('refuses options the game refuses', () => {
    const result = spawnSync(tsx, ['scripts/rtp.ts', '--game', 'limbo', '--target', '0.5', '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('-4');
  });
});
