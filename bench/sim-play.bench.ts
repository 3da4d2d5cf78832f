/**
 * A bet's round trip through the simulated backend in Node (fake-indexeddb): the whisper Play of the signed-in
 * demo player with real money, which debits, credits, moves the nonce and writes the bet record in one Dexie
 * transaction and broadcasts the result; the same through comlink over a MessagePort, the hop the app makes
 * to the worker; an extended round (mines: Play, one Turn, cash out); and a blackjack deal played to its
 * settlement. The worlds run without the crowd (`world: false`), so nothing but the bench's own calls waits
 * in the sim's queue.
 */
import 'fake-indexeddb/auto';
import { CAPTCHA_TEST_RESPONSE, type SimResponse, type SimWhisperRequest } from '@contract/index';
import { DEMO_ACCOUNTS, createRealClock, createSim } from '../src/sim';
import { withSimPort } from './sim-port';
import { printTable, timeEach, type Row } from './stats';

const ROUNDS = 500;
const WARM_UP = 100;
const PLAYER = DEMO_ACCOUNTS.find((account) => account.login === 'player')!;

interface Backend {
  request: (request: { method: 'POST'; path: string; body: unknown }) => Promise<SimResponse>;
  whisper: (request: SimWhisperRequest) => Promise<SimResponse>;
}

interface Answer {
  id: string;
  type: string | null;
  game: { status: string };
}

/** One whisper call; anything but 200 stops the bench (a benchmark of refusals would measure nothing). */
async function call(backend: Backend, token: string, event: string, data: unknown): Promise<Answer> {
  const answer = await backend.whisper({ token, event, data });
  if (answer.status !== 200)
    throw new Error(`${event} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Answer;
}

/** Play data: 0.1 USDT of real money, quick mode (no animation delay in the answer). */
const play = (api_id: string, data: unknown) => ({
  api_id,
  bet: 0.1,
  demo: false,
  currency: 'usdt',
  quick: true,
  data,
});

async function signIn(backend: Backend): Promise<string> {
  const answer = await backend.request({
    method: 'POST',
    path: '/auth/login',
    body: { login: PLAYER.login, password: PLAYER.password, captcha: CAPTCHA_TEST_RESPONSE },
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  return (answer.body as { user: { token: string } }).user.token;
}

const rounds = (round: () => Promise<unknown>) => timeEach(ROUNDS, round, WARM_UP);

const limboRound = (backend: Backend, token: string) => () =>
  call(backend, token, 'Play', play('limbo', { target: 2 }));

/** Play with 3 mines, reveal one tile; when it is a gem, cash out (Finish). */
const minesRound = (backend: Backend, token: string) => async () => {
  const { id } = await call(backend, token, 'Play', play('mines', { mines: 3 }));
  const turn = await call(backend, token, 'Turn', { id, data: { tile: 12 } });
  if (turn.type === 'continue') await call(backend, token, 'Finish', { id });
};

/** Deal, then stand until settled; when stand is refused, insurance is on offer: decline it first. */
const blackjackRound = (backend: Backend, token: string) => async () => {
  const dealt = await call(backend, token, 'Play', play('blackjack', {}));
  let status = dealt.game.status;
  while (status === 'in-progress') {
    const stand = await backend.whisper({
      token,
      event: 'Turn',
      data: { id: dealt.id, data: { action: 'stand' } },
    });
    const answer =
      stand.status === 200
        ? (stand.body as Answer)
        : await call(backend, token, 'Turn', { id: dealt.id, data: { action: 'noInsurance' } });
    status = answer.game.status;
  }
};

async function inProcess(): Promise<Row[]> {
  const sim = createSim({
    seed: 'bench-play',
    clock: createRealClock(),
    dbName: `bench-play-${Date.now()}`,
    world: false,
  });
  try {
    const token = await signIn(sim);
    return [
      { label: 'limbo Play (sim.whisper)', samples: await rounds(limboRound(sim, token)) },
      { label: 'mines Play + Turn + cash out', samples: await rounds(minesRound(sim, token)) },
      { label: 'blackjack Play to settlement', samples: await rounds(blackjackRound(sim, token)) },
    ];
  } finally {
    await sim.close();
  }
}

function throughComlink(): Promise<Row> {
  const boot = { seed: 'bench-play-comlink', dbName: `bench-play-comlink-${Date.now()}`, world: false };
  return withSimPort(boot, async (remote) => {
    const backend: Backend = { request: (r) => remote.request(r), whisper: (r) => remote.whisper(r) };
    const token = await signIn(backend);
    return { label: 'limbo Play via comlink port', samples: await rounds(limboRound(backend, token)) };
  });
}

export async function run(): Promise<void> {
  const [limbo, ...extended] = await inProcess();
  const rows = [limbo!, await throughComlink(), ...extended];
  console.log(
    `bet round trips in Node on fake-indexeddb, no crowd; ${PLAYER.login} with real USDT, 0.1 a bet, quick ` +
      `mode; ${ROUNDS} rounds each after ${WARM_UP} untimed`,
  );
  printTable(rows, { rate: 'rounds' });
}
