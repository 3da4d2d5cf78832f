/**
 * Replays a recorded or hand-written scenario file against a fresh sim in Node and reports every answer that
 * differs from the recording: a regression check (scenarios/README.md).
 *
 *   npm run scenario -- <file> [--seed S] [--json] [--ignore PATH ...]
 *
 * `--ignore` adds answer paths to the file's own `ignore` list (same patterns: `body.**.createdAt`). Exits with 1 when a step's answer differs (or the file is not a scenario), 0 when all match.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseScenarioFile } from '@contract/scenario';
import { formatDifferences } from '@contract/scenario-diff';
import { replayScenario, type StepOutcome } from '@contract/scenario-replay';
import { openScenarioWorld } from '../scenarios/lib/sim-target';

const USAGE = 'usage: npm run scenario -- <file> [--seed S] [--json] [--ignore PATH ...]';

function printOutcome(outcome: StepOutcome): void {
  const number = String(outcome.index + 1).padStart(3);
  console.log(`${outcome.ok ? '✓' : '✗'} ${number} ${outcome.label}`);
  if (outcome.error) console.log(`        the replay failed: ${outcome.error}`);
  for (const line of formatDifferences(outcome.differences)) console.log(`        ${line}`);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
      ignore: { type: 'string', multiple: true, default: [] },
    },
  });
  const path = positionals[0];
  if (!path || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const read = parseScenarioFile(await readFile(path, 'utf8'));
  const file = { ...read, ignore: [...(read.ignore ?? []), ...values.ignore] };
  const world = await openScenarioWorld(file, values.seed);
  const log = !values.json;
  if (log)
    console.log(
      `Replaying '${file.name}' (${file.steps.length} steps) in world '${values.seed ?? file.seed}'`,
    );
  try {
    const report = await replayScenario(file, world.target, {
      seed: values.seed,
      onStep: (outcome) => log && printOutcome(outcome),
    });
    const failed = report.steps.filter((step) => !step.ok).length;
    if (values.json) console.log(JSON.stringify(report, null, 2));
    else
      console.log(
        failed === 0
          ? `All ${report.steps.length} steps answered as recorded.`
          : `${failed} of ${report.steps.length} steps answered differently.`,
      );
    return report.passed ? 0 : 1;
  } finally {
    await world.close();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
