/**
 * Shared helpers of the sim's Node tests: a world on a manual clock and its own fake-indexeddb database,
 * typed calls, sign-up and sign-in, and a snapshot of the money tables.
 */
import { afterEach } from 'vitest';
import {
  CAPTCHA_TEST_RESPONSE,
  type ApiErrorBody,
  type BroadcastListener,
  type HttpMethod,
  type SimResponse,
  type User,
} from '@contract/index';
import {
  createManualClock,
  createSim,
  type CreateSimOptions,
  type ManualClock,
  type Sim,
} from '../../../src/sim/index';

/** 2024-05-01T12:00:00Z: a fixed start, so that runs with the same seed are comparable. */
export const START_MS = Date.UTC(2024, 4, 1, 12, 0, 0);
export const FAST_PBKDF2 = 1000;
export const PASSWORD = 'correct-horse';

export interface World {
  sim: Sim;
  clock: ManualClock;
  dbName: string;
  /** Every broadcast since the world started, in order. */
  broadcasts: Array<{ channel: string; event: string; payload: unknown }>;
  call<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    token?: string | null,
  ): Promise<Reply<T>>;
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

const open: Sim[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((sim) => sim.close()));
});

export interface WorldOptions {
  seed?: string;
  startMs?: number;
  dbName?: string;
  /** The simulated crowd: off unless asked for, so that focused tests see only their own calls. */
  world?: CreateSimOptions['world'];
}

/**
 * Every answer of the sim carries the server's time (contract/server-time.ts). This wrapper checks on every call
 * that it is there, agrees with itself and is not ahead of the sim clock, then hands the test the status and
 * body alone (the tests compare whole replies).
 */
export function checkedServerTime(sim: Sim, clock: { now(): number }): Sim {
  const check = (reply: SimResponse): SimResponse => {
    const { headers, ...rest } = reply;
    const at = Number(headers?.['x-server-time']);
    if (!Number.isSafeInteger(at) || at > clock.now() || headers?.date !== new Date(at).toUTCString())
      throw new Error(`The sim answered without a consistent server time: ${JSON.stringify(headers)}`);
    return rest;
  };
  return {
    ...sim,
    request: async (request) => check(await sim.request(request)),
    whisper: async (request) => check(await sim.whisper(request)),
  };
}

/** A fresh world: a new database per call, closed after the test. */
export async function startWorld(options: WorldOptions = {}) {
  const clock = createManualClock(options.startMs ?? START_MS);
  const dbName = options.dbName ?? `sim-test-${crypto.randomUUID()}`;
  const sim = checkedServerTime(
    createSim({
      seed: options.seed ?? 'sim-test-seed',
      clock,
      dbName,
      pbkdf2Iterations: FAST_PBKDF2,
      world: options.world ?? false,
    }),
    clock,
  );
  open.push(sim);
  await sim.ready;
  const broadcasts: World['broadcasts'] = [];
  const listener: BroadcastListener = (channel, event, payload) =>
    broadcasts.push({ channel, event, payload });
  sim.onBroadcast(listener);
  const world: World = {
    sim,
    clock,
    dbName,
    broadcasts,
    call: async <T>(method: HttpMethod, path: string, body?: unknown, token?: string | null) =>
      (await sim.request({ method, path, body, token: token ?? null })) as Reply<T>,
  };
  return world;
}

let counter = 0;
/** A login that is valid and unique within the test run. */
export function freshLogin(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}`.slice(0, 24);
}

export function registerBody(login: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: `${login}@mail.example`,
    name: login,
    password: PASSWORD,
    captcha: CAPTCHA_TEST_RESPONSE,
    ...extra,
  };
}

export interface Account {
  user: User;
  token: string;
  login: string;
}

export async function register(world: World, login = freshLogin(), extra: Record<string, unknown> = {}) {
  const reply = await world.call<{ user: User }>('POST', '/auth/register', registerBody(login, extra));
  if (reply.status !== 200)
    throw new Error(`register ${login}: ${reply.status} ${JSON.stringify(reply.body)}`);
  const { user } = reply.body;
  return { user, token: user.token!, login } satisfies Account;
}

export async function login(world: World, loginName: string, password: string): Promise<Account> {
  const reply = await world.call<{ user: User }>('POST', '/auth/login', {
    login: loginName,
    password,
    captcha: CAPTCHA_TEST_RESPONSE,
  });
  if (reply.status !== 200)
    throw new Error(`login ${loginName}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { user: reply.body.user, token: reply.body.user.token!, login: loginName };
}

export function errorBody(reply: Reply): ApiErrorBody {
  return reply.body as ApiErrorBody;
}

/** Row counts of the tables a failed call must leave alone. */
export async function counts(world: World) {
  const { db } = await world.sim.context();
  const [users, credentials, balances, ledger, emails, sessions] = await Promise.all([
    db.users.count(),
    db.credentials.count(),
    db.balances.count(),
    db.ledger.count(),
    db.emails.count(),
    db.sessions.count(),
  ]);
  return { users, credentials, balances, ledger, emails, sessions };
}

/**
 * The ledger rule, checked on the stored rows: for every user, currency and kind, the balance equals the sum
 * of its ledger rows, each row's balanceAfter is the running sum, and nothing is negative. Returns problems.
 */
export async function ledgerProblems(world: World): Promise<string[]> {
  const { db } = await world.sim.context();
  const [balances, rows] = await Promise.all([db.balances.toArray(), db.ledger.orderBy('id').toArray()]);
  const problems: string[] = [];
  const running = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.userId}/${row.currency}/${row.kind}`;
    if (!Number.isSafeInteger(row.delta) || row.delta === 0) problems.push(`${key}: bad delta ${row.delta}`);
    const sum = (running.get(key) ?? 0) + row.delta;
    running.set(key, sum);
    if (sum !== row.balanceAfter) problems.push(`${key}: balanceAfter ${row.balanceAfter} != running ${sum}`);
    if (sum < 0) problems.push(`${key}: running sum negative ${sum}`);
  }
  const seen = new Set<string>();
  for (const balance of balances) {
    const key = `${balance.userId}/${balance.currency}/${balance.kind}`;
    seen.add(key);
    if (!Number.isSafeInteger(balance.amount))
      problems.push(`${key}: amount not an integer ${balance.amount}`);
    if (balance.amount < 0) problems.push(`${key}: negative balance ${balance.amount}`);
    const sum = running.get(key) ?? 0;
    if (sum !== balance.amount) problems.push(`${key}: balance ${balance.amount} != ledger sum ${sum}`);
  }
  for (const [key, sum] of running)
    if (!seen.has(key)) problems.push(`${key}: ledger sum ${sum} without balance`);
  return problems;
}
