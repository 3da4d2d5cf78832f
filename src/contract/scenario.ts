/**
 * The scenario file: a recorded (or hand-written) session with the simulated backend, replayable against a
 * fresh world as a regression check (scenarios/README.md). The same JSON is written by the demo panel's
 * recorder and by scripts, and read by `npm run scenario` and the panel's replay.
 *
 * The sim is deterministic for the same seed, start time, rates and inputs, so a replay must answer every
 * step exactly as recorded; only the paths named in `ignore` are left out of the comparison.
 */
import * as z from 'zod/mini';
import type { SimFault, WorldRates } from './sim-api';

export const SCENARIO_VERSION = 1;

/**
 * The control calls a scenario may replay: the ones that change the world (the demo panel's buttons and the
 * QA handle's). Reads (now, outbox, pendingWithdrawals...) change nothing and are not recorded.
 */
export const SCENARIO_CONTROL_CALLS = [
  'setWorldRates',
  'chatBurst',
  'sendToAddress',
  'approveWithdrawal',
  'declineWithdrawal',
  'setLicencePlugin',
  'kycProviderSubmit',
  'setJurisdiction',
  'playProviderRound',
  'marketShock',
  'wagerFor',
] as const;
export type ScenarioControlCall = (typeof SCENARIO_CONTROL_CALLS)[number];

/** What a request or a realtime call answered; without `body`, only the status is compared (hand-written). */
export interface ScenarioAnswer {
  status: number;
  body?: unknown;
}

/** What a control call answered: its value, or the message of its refusal. */
export type ScenarioControlAnswer = { ok: true; value?: unknown } | { ok: false; error: string };

interface StepBase {
  /** Sim-clock time (ms) the step ran at; a replay moves its manual clock there first. */
  at: number;
  /** Optional words for the report (hand-written scenarios). */
  note?: string;
}

export interface ScenarioRequestStep extends StepBase {
  kind: 'request';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The session the call was made with, by symbolic name (scenario-tokens.ts); null for a guest. */
  as: string | null;
  answer: ScenarioAnswer;
}

export interface ScenarioWhisperStep extends StepBase {
  kind: 'whisper';
  event: string;
  data?: unknown;
  as: string | null;
  answer: ScenarioAnswer;
}

export interface ScenarioAdvanceStep extends StepBase {
  kind: 'advance';
  /** The clock moves this far, then the work that fell due runs (as the page's ticker would). */
  ms: number;
}

export interface ScenarioFaultStep extends StepBase {
  kind: 'fault';
  fault: SimFault;
}

export interface ScenarioClearFaultsStep extends StepBase {
  kind: 'clearFaults';
}

export interface ScenarioControlStep extends StepBase {
  kind: 'control';
  call: ScenarioControlCall;
  args: unknown[];
  answer?: ScenarioControlAnswer;
}

export type ScenarioStep =
  | ScenarioRequestStep
  | ScenarioWhisperStep
  | ScenarioAdvanceStep
  | ScenarioFaultStep
  | ScenarioClearFaultsStep
  | ScenarioControlStep;

export interface ScenarioFile {
  version: typeof SCENARIO_VERSION;
  name: string;
  description?: string;
  seed: string;
  /** The sim clock at the world's creation (ms since the epoch). */
  startMs: number;
  /** The simulated crowd: false for a quiet world, or its starting rates (missing ones are the defaults). */
  world: false | Partial<WorldRates>;
  /**
   * Answer paths left out of the comparison: dot-separated, from `status` / `body` (`body.items.0.id`), where
   * `*` stands for one segment and `**` for any number of them (`body.**.createdAt`).
   */
  ignore?: string[];
  steps: ScenarioStep[];
}

const nonNegative = z.number().check(z.nonnegative());
const answerSchema = z.object({ status: z.int(), body: z.optional(z.unknown()) });
const base = { at: nonNegative, note: z.optional(z.string()) };
const faultWhere = { path: z.optional(z.string()), times: z.optional(z.int().check(z.positive())) };

const faultSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sessionExpired'), ...faultWhere }),
  z.object({ type: z.literal('twoFactor'), ...faultWhere }),
  z.object({
    type: z.literal('status'),
    status: z.int(),
    code: z.int(),
    message: z.string(),
    ...faultWhere,
  }),
]);

const worldRatesSchema = z.partial(
  z.object({
    betsPerMinute: nonNegative,
    chatMessagesPerMinute: nonNegative,
    tipsPerHour: nonNegative,
    quizAnswerProbability: nonNegative,
    quizzesPerHour: nonNegative,
    activeShare: nonNegative,
  }),
);

const stepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('request'),
    ...base,
    method: z.enum(['GET', 'POST']),
    path: z.string().check(z.startsWith('/')),
    body: z.optional(z.unknown()),
    as: z.nullable(z.string()),
    answer: answerSchema,
  }),
  z.object({
    kind: z.literal('whisper'),
    ...base,
    event: z.string().check(z.minLength(1)),
    data: z.optional(z.unknown()),
    as: z.nullable(z.string()),
    answer: answerSchema,
  }),
  z.object({ kind: z.literal('advance'), ...base, ms: nonNegative }),
  z.object({ kind: z.literal('fault'), ...base, fault: faultSchema }),
  z.object({ kind: z.literal('clearFaults'), ...base }),
  z.object({
    kind: z.literal('control'),
    ...base,
    call: z.enum(SCENARIO_CONTROL_CALLS),
    args: z.array(z.unknown()),
    answer: z.optional(
      z.union([
        z.object({ ok: z.literal(true), value: z.optional(z.unknown()) }),
        z.object({ ok: z.literal(false), error: z.string() }),
      ]),
    ),
  }),
]);

/** Checks a scenario file (the demo panel's download, a hand-written one) before it is replayed. */
export const scenarioFileSchema = z.object({
  version: z.literal(SCENARIO_VERSION),
  name: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  seed: z.string().check(z.minLength(1)),
  startMs: nonNegative,
  world: z.union([z.literal(false), worldRatesSchema]),
  ignore: z.optional(z.array(z.string())),
  steps: z.array(stepSchema),
});

/** Parses a file's JSON text; throws an Error naming the first problems when it is not a scenario. */
export function parseScenarioFile(text: string): ScenarioFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The file is not JSON.');
  }
  const result = scenarioFileSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`Not a scenario file (version ${SCENARIO_VERSION}): ${problems.join('; ')}`);
  }
  return result.data as ScenarioFile;
}
