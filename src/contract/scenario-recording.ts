/**
 * A scenario being recorded: the steps as they happen, each at the sim-clock time it ran at, and the file they
 * make. Hosts feed it (the page's SimTransport hook, a Node script through a sim); it keeps the clock's time
 * itself, since a recorded world's clock moves only by the advances it is told of.
 */
import type { SimFault, SimRequest, SimResponse, SimWhisperRequest, WorldRates } from './sim-api';
import {
  SCENARIO_VERSION,
  type ScenarioControlAnswer,
  type ScenarioControlCall,
  type ScenarioFile,
  type ScenarioStep,
} from './scenario';
import { hideTokens } from './scenario-tokens';

export interface ScenarioRecordingMeta {
  name: string;
  description?: string;
  seed: string;
  startMs: number;
  world: false | Partial<WorldRates>;
  ignore?: string[];
}

export interface ScenarioRecording {
  /** The recorded world's sim time now. */
  now(): number;
  /** Steps recorded so far. */
  size(): number;
  request(request: SimRequest, answer: SimResponse, note?: string): void;
  whisper(request: SimWhisperRequest, answer: SimResponse, note?: string): void;
  advance(ms: number, note?: string): void;
  fault(fault: SimFault): void;
  clearFaults(): void;
  control(call: ScenarioControlCall, args: unknown[], answer: ScenarioControlAnswer): void;
  /** The file so far: tokens named, values as JSON has them. */
  toFile(): ScenarioFile;
}

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export function createScenarioRecording(meta: ScenarioRecordingMeta): ScenarioRecording {
  let now = meta.startMs;
  const steps: ScenarioStep[] = [];
  /** Each session token seen in a call -> its name in the file, in order of first use. */
  const tokenNames = new Map<string, string>();
  const nameOf = (token: string | null | undefined): string | null => {
    if (!token) return null;
    if (!tokenNames.has(token)) tokenNames.set(token, `session-${tokenNames.size + 1}`);
    return tokenNames.get(token)!;
  };
  const noted = (note: string | undefined) => (note ? { note } : {});
  const answerOf = ({ status, body }: SimResponse) => ({ status, body: copy(body) });

  return {
    now: () => now,
    size: () => steps.length,
    request({ method, path, body, token }, answer, note) {
      const call = { method, path, ...(body === undefined ? {} : { body: copy(body) }) };
      steps.push({
        kind: 'request',
        at: now,
        ...noted(note),
        ...call,
        as: nameOf(token),
        answer: answerOf(answer),
      });
    },
    whisper({ event, data, token }, answer, note) {
      const call = { event, ...(data === undefined ? {} : { data: copy(data) }) };
      steps.push({
        kind: 'whisper',
        at: now,
        ...noted(note),
        ...call,
        as: nameOf(token),
        answer: answerOf(answer),
      });
    },
    advance(ms, note) {
      steps.push({ kind: 'advance', at: now, ...noted(note), ms });
      now += ms;
    },
    fault: (fault) => void steps.push({ kind: 'fault', at: now, fault: copy(fault) }),
    clearFaults: () => void steps.push({ kind: 'clearFaults', at: now }),
    control: (call, args, answer) =>
      void steps.push({ kind: 'control', at: now, call, args: copy(args), answer: copy(answer) }),
    toFile: () => ({
      version: SCENARIO_VERSION,
      ...copy(meta),
      // Tokens are named once all are known: a login's answer carries a token before any call uses it.
      steps: hideTokens(steps, tokenNames) as ScenarioStep[],
    }),
  };
}
