/**
 * The shipped scenario files replay against a fresh world with the same answers, and a changed answer is
 * reported at its step with a readable diff.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioFile, type ScenarioFile, type ScenarioRequestStep } from '@contract/scenario';
import { formatDifferences } from '@contract/scenario-diff';
import { replayScenario } from '@contract/scenario-replay';
import { openScenarioWorld } from '../../../scenarios/lib/sim-target';

const DIR = new URL('../../../scenarios/recorded/', import.meta.url);
const FILES = readdirSync(DIR).filter((name) => name.endsWith('.json'));
const load = (file: string | URL) =>
  parseScenarioFile(readFileSync(typeof file === 'string' ? new URL(file, DIR) : file, 'utf8'));

async function replay(file: ScenarioFile, seed?: string) {
  const world = await openScenarioWorld(file, seed);
  try {
    return await replayScenario(file, world.target, { seed });
  } finally {
    await world.close();
  }
}

describe('the recorded scenarios', () => {
  it('ships at least three', () => {
    expect(FILES).toEqual(
      expect.arrayContaining([
        'sign-up-and-play.json',
        'faults-and-expiry.json',
        'deposit-confirmations.json',
      ]),
    );
  });

  it.each(FILES)('%s answers every step as recorded', async (name) => {
    const report = await replay(load(new URL(name, DIR)));
    const failed = report.steps.filter((step) => !step.ok);
    expect(failed.map((step) => [step.label, step.error, ...formatDifferences(step.differences)])).toEqual(
      [],
    );
    expect(report.passed).toBe(true);
  });
});

describe('a changed answer', () => {
  it('is reported at its step, with the path and both values', async () => {
    const file = load('sign-up-and-play.json');
    const index = file.steps.findIndex((step) => step.kind === 'request' && step.path === '/api/user/demo');
    const topUp = file.steps[index] as ScenarioRequestStep;
    topUp.answer = { status: 200, body: { currency: 'usdt', balance: { real: 0, demo: 999 } } };

    const report = await replay(file);

    expect(report.passed).toBe(false);
    expect(report.steps.filter((step) => !step.ok).map((step) => step.index)).toEqual([index]);
    const { differences, label } = report.steps[index]!;
    expect(label).toBe('POST /api/user/demo');
    expect(differences).toEqual([
      { path: 'body.balance.demo', kind: 'changed', expected: 999, actual: 1000 },
    ]);
    expect(formatDifferences(differences)).toEqual(['- body.balance.demo: 999', '+ body.balance.demo: 1000']);
  });

  it('is left out when its path is ignored', async () => {
    const file = load('sign-up-and-play.json');
    const topUp = file.steps.find((step) => step.kind === 'request' && step.path === '/api/user/demo');
    (topUp as ScenarioRequestStep).answer.body = { currency: 'usdt', balance: { real: 0, demo: 999 } };
    expect((await replay({ ...file, ignore: ['body.balance.demo'] })).passed).toBe(true);
  });
});

describe('a hand-written scenario', () => {
  it('checks statuses in any world, its session named by the login it wrote', async () => {
    const file = load(new URL('../../../scenarios/hand-written/demo-player-session.json', import.meta.url));
    for (const seed of [undefined, 'another-world']) expect((await replay(file, seed)).passed).toBe(true);
  });
});

describe('sessions by name', () => {
  it("map to the replaying world's own tokens: another seed still signs in and answers every status", async () => {
    const file = load('faults-and-expiry.json');
    // Another seed issues other tokens and ids: statuses only are compared, and bodies still give the tokens.
    const statusesOnly: ScenarioFile = { ...file, ignore: ['body'] };
    const report = await replay(statusesOnly, 'another-world');
    expect(report.seed).toBe('another-world');
    expect(report.steps.filter((step) => !step.ok)).toEqual([]);
  });
});
