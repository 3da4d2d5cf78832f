/**
 * Replays a scenario file against a fresh world and reports every answer that differs from the recording. The
 * engine knows only an abstract target, so it runs wherever a sim does: createSim in Node (scripts/scenario.ts),
 * a worker in the page (the demo panel's replay), without either side importing the other.
 */
import type { SimFault, SimRequest, SimResponse, SimWhisperRequest } from './sim-api';
import type { ScenarioControlCall, ScenarioFile, ScenarioStep } from './scenario';
import { diffAnswers, type AnswerDifference } from './scenario-diff';
import { hideTokens, showTokens, tokensAtPlaceholders } from './scenario-tokens';

/** A fresh world on a manual clock, standing at the file's start time. */
export interface ScenarioTarget {
  request(request: SimRequest): Promise<SimResponse>;
  whisper(request: SimWhisperRequest): Promise<SimResponse>;
  now(): Promise<number> | number;
  /** Moves the clock by `ms`, then runs the work that fell due. */
  advance(ms: number): Promise<void>;
  injectFault(fault: SimFault): Promise<void> | void;
  clearFaults(): Promise<void> | void;
  control(call: ScenarioControlCall, args: unknown[]): Promise<unknown>;
}

export interface StepOutcome {
  index: number;
  label: string;
  ok: boolean;
  differences: AnswerDifference[];
  /** The target failed the step (threw) where the recording had an answer. */
  error?: string;
}

export interface ReplayReport {
  name: string;
  seed: string;
  passed: boolean;
  steps: StepOutcome[];
}

export function stepLabel(step: ScenarioStep): string {
  const note = step.note ? ` (${step.note})` : '';
  switch (step.kind) {
    case 'request':
      return `${step.method} ${step.path}${note}`;
    case 'whisper':
      return `whisper ${step.event}${note}`;
    case 'advance':
      return `advance ${step.ms} ms${note}`;
    case 'fault':
      return `fault ${step.fault.type}${note}`;
    case 'clearFaults':
      return `clear faults${note}`;
    case 'control':
      return `control ${step.call}${note}`;
  }
}

/** What the value becomes in a file (undefined members dropped), so that the two compare alike. */
const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Replays `file` step by step on `target`; `onStep` hears each outcome as it comes (a progress list). */
export async function replayScenario(
  file: ScenarioFile,
  target: ScenarioTarget,
  options: { seed?: string; onStep?: (outcome: StepOutcome) => void } = {},
): Promise<ReplayReport> {
  const ignore = file.ignore ?? [];
  /** Symbolic name -> this world's token; and back, to hide this world's tokens in its answers. */
  const tokens = new Map<string, string>();
  const names = new Map<string, string>();
  // A session the replay never saw issued (a stale token the page held): a token no world knows, as then.
  const tokenOf = (name: string) => tokens.get(name) ?? `unbound-${name}`;
  const bind = (recorded: unknown, live: unknown) => {
    for (const [name, token] of tokensAtPlaceholders(recorded, live)) {
      if (tokens.has(name)) continue;
      tokens.set(name, token);
      names.set(token, name);
    }
  };
  /** Compares a live answer with the recorded one, after learning the tokens it issued. */
  const compare = (recorded: { status: number; body?: unknown }, live: SimResponse) => {
    bind(recorded.body, live.body);
    const expected = 'body' in recorded ? recorded : { status: recorded.status };
    const actual =
      'body' in recorded
        ? { status: live.status, body: hideTokens(asJson(live.body), names) }
        : { status: live.status };
    return diffAnswers(expected, actual, ignore);
  };

  async function run(step: ScenarioStep): Promise<AnswerDifference[]> {
    const now = await target.now();
    if (step.at > now) await target.advance(step.at - now);
    switch (step.kind) {
      case 'request': {
        const token = step.as === null ? null : tokenOf(step.as);
        const body = step.body === undefined ? undefined : showTokens(step.body, tokenOf);
        return compare(
          step.answer,
          await target.request({ method: step.method, path: step.path, body, token }),
        );
      }
      case 'whisper': {
        const token = step.as === null ? null : tokenOf(step.as);
        const data = step.data === undefined ? undefined : showTokens(step.data, tokenOf);
        return compare(step.answer, await target.whisper({ event: step.event, data, token }));
      }
      case 'advance':
        await target.advance(step.ms);
        return [];
      case 'fault':
        await target.injectFault(step.fault);
        return [];
      case 'clearFaults':
        await target.clearFaults();
        return [];
      case 'control': {
        const args = showTokens(step.args, tokenOf) as unknown[];
        const answer = await target.control(step.call, args).then(
          (value) => ({
            ok: true as const,
            ...(value === undefined ? {} : { value: hideTokens(asJson(value), names) }),
          }),
          (error: unknown) => ({ ok: false as const, error: errorText(error) }),
        );
        return step.answer ? diffAnswers(step.answer, answer, ignore) : [];
      }
    }
  }

  const steps: StepOutcome[] = [];
  for (const [index, step] of file.steps.entries()) {
    let outcome: StepOutcome;
    try {
      const differences = await run(step);
      outcome = { index, label: stepLabel(step), ok: differences.length === 0, differences };
    } catch (error) {
      outcome = { index, label: stepLabel(step), ok: false, differences: [], error: errorText(error) };
    }
    steps.push(outcome);
    options.onStep?.(outcome);
  }
  return { name: file.name, seed: options.seed ?? file.seed, passed: steps.every((step) => step.ok), steps };
}
