/**
 * A bet's round trip through the simulated backend in Node (fake-indexeddb): the whisper Play of a signed-in
 * player with real money, which debits, credits, moves the nonce and writes the bet record in one Dexie
 * transaction and broadcasts the result; the same through comlink over a MessagePort, the hop the app makes
 * to the worker; an extended round (mines: Play, one Turn, cash out); and a blackjack deal.
 */
import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { CAPTCHA_TEST_RESPONSE, type SimResponse, type SimWhisperRequest } from '@contract/index';
import { createRealClock, createSim } from '../src/sim';
import { exposeSim, type SimWorkerApi } from '../src/workers/sim-worker-api';
import { printTable, type Row } from './stats';

const ROUNDS = 400;
const WARM_UP = 30;
const PLAYER = { login: 'player', password: 'player123' };

interface Backend {
  request: (request: { method: 'POST'; path: string; body: unknown }) => Promise<SimResponse>;
  whisper: (request: SimWhisperRequest) => Promise<SimResponse>;
}

/** One whisper call; anything but 200 stops the bench (a benchmark of refusals would measure nothing). */
async function call(backend: Backend, token: string, event: string, data: unknown) {
  const answer = await backend.whisper({ token, event, data });
  if (answer.status !== 200)
    throw new Error(`${event} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as { id: string; type: string | null; game: { status: string } };
}

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
    body: { ...PLAYER, captcha: CAPTCHA_TEST_RESPONSE },
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  return (answer.body as { user: { token: string } }).user.token;
}

/** Times `count` runs of `round`, after a warm-up. */
async function time(count: number, round: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i += 1) await round();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await round();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function inProcess(): Promise<Row[]> {
  const sim = createSim({ seed: 'bench-play', clock: createRealClock(), dbName: `bench-play-${Date.now()}` });
  try {
    const token = await signIn(sim);
    const limbo = await time(ROUNDS, () => call(sim, token, 'Play', play('limbo', { target: 2 })));
    const mines = await time(ROUNDS, async () => {
      const { id } = await call(sim, token, 'Play', play('mines', { mines: 3 }));
      const turn = await call(sim, token, 'Turn', { id, data: { tile: 12 } });
      if (turn.type === 'continue') await call(sim, token, 'Finish', { id });
    });
    const blackjack = await time(ROUNDS, async () => {
      const dealt = await call(sim, token, 'Play', play('blackjack', {}));
      // The round is settled before the next deal: decline insurance when offered, then stand.
      let status = dealt.game.status;
      while (status === 'in-progress') {
        const stand = { id: dealt.id, data: { action: 'stand' } };
        const answer = await sim.whisper({ token, event: 'Turn', data: stand });
        const settledBy =
          answer.status === 200
            ? (answer.body as { game: { status: string } })
            : await call(sim, token, 'Turn', { id: dealt.id, data: { action: 'noInsurance' } });
        status = settledBy.game.status;
      }
    });
    return [
      { label: 'limbo Play (bet, ledger, nonce, record)', samples: limbo },
      { label: 'mines Play + Turn + cash out', samples: mines },
      { label: 'blackjack deal to settlement', samples: blackjack },
    ];
  } finally {
    await sim.close();
  }
}

/** The worker's own API (exposeSim) on one end of a MessageChannel, a comlink remote on the other. */
async function throughComlink(): Promise<Row> {
  const { port1: workerSide, port2: appSide } = new MessageChannel();
  exposeSim(workerSide);
  const remote = Comlink.wrap<SimWorkerApi>(appSide);
  try {
    await remote.boot({ seed: 'bench-play-comlink', dbName: `bench-play-comlink-${Date.now()}` });
    const backend: Backend = { request: (r) => remote.request(r), whisper: (r) => remote.whisper(r) };
    const token = await signIn(backend);
    return {
      label: 'limbo Play via comlink port',
      samples: await time(ROUNDS, () => call(backend, token, 'Play', play('limbo', { target: 2 }))),
    };
  } finally {
    remote[Comlink.releaseProxy]();
    appSide.close();
    workerSide.close();
  }
}

export async function run(): Promise<void> {
  const rows = await inProcess();
  rows.splice(1, 0, await throughComlink());
  console.log('bet round trips in Node on fake-indexeddb, player with real USDT, quick mode');
  printTable(rows);
  const limbo = rows[0]!.samples;
  const total = limbo.reduce((sum, ms) => sum + ms, 0);
  console.log(`limbo bets one after another: ${Math.round((limbo.length * 1000) / total)} per second`);
}
