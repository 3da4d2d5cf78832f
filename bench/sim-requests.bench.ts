/**
 * Request latency of the simulated backend in Node (fake-indexeddb), with the deployed PBKDF2 work factor:
 * sign-up, login, GET /api/user and the demo top-up (a ledger row and its balance in one transaction), called
 * in-process; and GET /api/user through comlink over a MessagePort, the hop the app makes to the worker.
 */
import 'fake-indexeddb/auto';
import { CAPTCHA_TEST_RESPONSE, type SimRequest, type SimResponse } from '@contract/index';
import currencies from '@fixtures/currencies.json';
import { DEMO_ACCOUNTS, createRealClock, createSim, type Sim } from '../src/sim';
import { withSimPort } from './sim-port';
import { printTable, timeEach, type Row } from './stats';

const LOGINS = 30;
const USER_READS = 500;
const WARM_UP = 20;
/** A demo top-up is refused while that demo balance is not zero: one sample per user and currency. */
const TOP_UP_USERS = 25;
const PASSWORD = 'bench-password-1';

type Send = (request: SimRequest) => Promise<SimResponse>;

const registerRequest = (name: string): SimRequest => ({
  method: 'POST',
  path: '/auth/register',
  body: { name, email: `${name}@bench.test`, password: PASSWORD, captcha: CAPTCHA_TEST_RESPONSE },
});

const loginRequest = (login: string): SimRequest => ({
  method: 'POST',
  path: '/auth/login',
  body: { login, password: PASSWORD, captcha: CAPTCHA_TEST_RESPONSE },
});

const userRequest = (token: string): SimRequest => ({ method: 'GET', path: '/api/user', token });

/** Sends `count` requests one after another and returns their times; a non-200 answer stops the bench. */
function sample(count: number, next: (i: number) => SimRequest, send: Send): Promise<number[]> {
  return timeEach(count, async (i) => {
    const request = next(i);
    const answer = await send(request);
    if (answer.status !== 200) {
      throw new Error(
        `${request.method} ${request.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
  });
}

async function tokenOf(send: Send, request: SimRequest): Promise<string> {
  const answer = await send(request);
  if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status}`);
  return (answer.body as { user: { token: string } }).user.token;
}

async function inProcess(): Promise<{ bootMs: number; rows: Row[] }> {
  const bootStarted = performance.now();
  const sim: Sim = createSim({
    seed: 'bench',
    clock: createRealClock(),
    dbName: `bench-sim-requests-${Date.now()}`,
  });
  await sim.ready;
  const bootMs = performance.now() - bootStarted;
  const send: Send = (request) => sim.request(request);
  try {
    const names = Array.from({ length: TOP_UP_USERS }, (_, i) => `bench_user_${i}`);
    const signUps = await sample(names.length, (i) => registerRequest(names[i]!), send);
    const logins = await sample(LOGINS, () => loginRequest(names[0]!), send);

    const read = userRequest(await tokenOf(send, loginRequest(names[0]!)));
    await sample(WARM_UP, () => read, send);
    const userReads = await sample(USER_READS, () => read, send);

    const tokens: string[] = [];
    for (const name of names) tokens.push(await tokenOf(send, loginRequest(name)));
    const topUps = await sample(
      tokens.length * currencies.length,
      (i) => ({
        method: 'POST',
        path: '/api/user/demo',
        token: tokens[Math.floor(i / currencies.length)]!,
        body: { currency: currencies[i % currencies.length]!.id },
      }),
      send,
    );
    return {
      bootMs,
      rows: [
        { label: 'POST /auth/register', samples: signUps },
        { label: 'POST /auth/login', samples: logins },
        { label: 'GET /api/user', samples: userReads },
        { label: 'POST /api/user/demo (ledger write)', samples: topUps },
      ],
    };
  } finally {
    await sim.close();
  }
}

/** The worker's own API (exposeSim) on one end of a MessageChannel, a comlink remote on the other. */
function throughComlink(): Promise<Row> {
  const boot = { seed: 'bench-comlink', dbName: `bench-sim-requests-comlink-${Date.now()}` };
  return withSimPort(boot, async (remote) => {
    const send: Send = (request) => remote.request(request);
    await sample(1, () => registerRequest('bench_remote'), send);
    const read = userRequest(await tokenOf(send, loginRequest('bench_remote')));
    await sample(WARM_UP, () => read, send);
    return { label: 'GET /api/user via comlink port', samples: await sample(USER_READS, () => read, send) };
  });
}

export async function run(): Promise<void> {
  const { bootMs, rows } = await inProcess();
  const comlinkRow = await throughComlink();
  console.log(
    `sim in Node on fake-indexeddb, default PBKDF2; boot with ${DEMO_ACCOUNTS.length} demo accounts: ${bootMs.toFixed(0)} ms`,
  );
  printTable([...rows, comlinkRow]);
}
