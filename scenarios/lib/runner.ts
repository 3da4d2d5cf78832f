/**
 * What every scenario shares: `--seed` and `--json`, a sim on a manual clock from a fixed start, one readable
 * line per step, the transcript, and exit code 1 when a step answers a status other than the one expected.
 */
import 'fake-indexeddb/auto';
import { parseArgs } from 'node:util';
import type { SimRequest, SimResponse, SimWhisperRequest } from '@contract/index';
import { createManualClock, createSim, type CreateSimOptions, type Sim } from '../../src/sim';

interface TranscriptEntry {
  step: string;
  at: string;
  request: SimRequest | SimWhisperRequest;
  expected: number;
  status: number;
  body: unknown;
}

export interface Scenario {
  sim: Sim;
  seed: string;
  /** Prints a line stamped with the sim time (not with --json). */
  log(line: string): void;
  /** Sends one request, records it, and logs a readable line from `describe(answer)`. */
  step<T>(name: string, request: SimRequest, expected: number, describe: (body: T) => string): Promise<T>;
  /** The same for a realtime call (Play, ChatMessage, ...). */
  whisperStep<T>(
    name: string,
    request: SimWhisperRequest,
    expected: number,
    describe: (body: T) => string,
  ): Promise<T>;
  /** Moves the sim clock and runs what falls due, in steps (as the page's ticker would). */
  live(ms: number, stepMs?: number): Promise<void>;
  clockText(): string;
}

export interface ScenarioOptions {
  name: string;
  /** A fixed start keeps the transcript reproducible. */
  startMs: number;
  world?: CreateSimOptions['world'];
}

/** Runs `story` on a fresh world and prints the transcript; sets exit code 1 on an unexpected answer. */
export async function runScenario(
  options: ScenarioOptions,
  story: (scenario: Scenario) => Promise<void>,
): Promise<void> {
  const { values: args } = parseArgs({
    options: { seed: { type: 'string', default: 'demo' }, json: { type: 'boolean', default: false } },
  });
  const seed = args.seed;
  const sim = createSim({
    seed,
    clock: createManualClock(options.startMs),
    // fake-indexeddb lives in this process's memory: every run starts from an empty database.
    dbName: `scenario-${options.name}-${seed}`,
    world: options.world,
  });
  const transcript: TranscriptEntry[] = [];
  const clockText = () => new Date(sim.clock.now()).toISOString().replace('.000Z', 'Z');
  const log = (line: string) => {
    if (!args.json) console.log(`[${clockText()}] ${line}`);
  };

  async function record<T>(
    name: string,
    request: SimRequest | SimWhisperRequest,
    answer: SimResponse,
    expected: number,
    describe: (body: T) => string,
  ): Promise<T> {
    transcript.push({
      step: name,
      at: clockText(),
      request,
      expected,
      status: answer.status,
      body: answer.body,
    });
    const outcome = answer.status === expected ? describe(answer.body as T) : JSON.stringify(answer.body);
    const what = 'path' in request ? `${request.method} ${request.path}` : `whisper ${request.event}`;
    log(`${name}: ${what} -> ${answer.status} ${outcome}`);
    if (answer.status !== expected)
      throw new Error(`${name} answered ${answer.status}, expected ${expected}`);
    return answer.body as T;
  }

  const scenario: Scenario = {
    sim,
    seed,
    log,
    clockText,
    step: async (name, request, expected, describe) =>
      record(name, request, await sim.request(request), expected, describe),
    whisperStep: async (name, request, expected, describe) =>
      record(name, request, await sim.whisper(request), expected, describe),
    live: async (ms, stepMs = 1_000) => {
      for (let passed = 0; passed < ms; passed += stepMs) {
        await sim.control.advance(Math.min(stepMs, ms - passed));
        await sim.control.settle();
      }
    },
  };

  try {
    await sim.ready;
    log(`world '${seed}' opened on a manual clock`);
    await story(scenario);
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await sim.close();
    if (args.json) console.log(JSON.stringify({ scenario: options.name, seed, transcript }, null, 2));
  }
}

export const short = (token: string | undefined | null) => (token ? `${token.slice(0, 8)}…` : 'none');
