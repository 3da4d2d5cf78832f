/**
 * The Node host under load (`npm run bench server`): `npm run serve` on a free port (in memory, QA mode for
 * the captcha's test response), 100 players signed up, each with a Pusher-protocol WebSocket subscribed to the
 * public channel and their private channel, then for SERVER_BENCH_SECONDS (default 20) every player loops over
 * a mix of calls, one at a time, as fast as the host answers: a limbo bet (POST /api/whisper Play, demo money)
 * most of the time, a chat line (ChatMessage), and now and then a fresh sign-in (POST /auth/login, a PBKDF2
 * hash). Prints the sustained requests per second, p50/p99 latency per kind and overall, the answers' statuses,
 * the broadcasts the sockets received, and the host's resident memory before and after.
 *
 * Prints figures; never fails on time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { CAPTCHA_TEST_RESPONSE, PUBLIC_CHANNEL, SIM_PUSHER, userChannel } from '../src/contract/index';
import { freePort } from './browser-host';
import { percentile, printAligned } from './stats';

const USERS = 100;
const SECONDS = Number(process.env.SERVER_BENCH_SECONDS ?? 20);
const PASSWORD = 'load-bench-5';
/** The mix: out of 20 calls, 16 bets, 3 chat lines and 1 sign-in. */
const MIX = [...Array<Kind>(16).fill('bet'), ...Array<Kind>(3).fill('chat'), 'login' as const];

type Kind = 'bet' | 'chat' | 'login';

interface Player {
  login: string;
  id: string;
  token: string;
  cookie: string;
  xsrf: string;
  socket: WebSocket;
}

/** The host in a child process of its own, so that its memory is its own. */
function startHost(port: number): ChildProcess {
  return spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/main.ts',
      '--port',
      String(port),
      '--memory',
      '--qa',
      '--seed',
      'load-bench',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

async function waitForHost(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/sanctum/csrf-cookie`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The host did not start within a minute');
}

/** A client's Sanctum cookie pair: the XSRF-TOKEN cookie, echoed in X-XSRF-TOKEN. */
async function csrf(base: string): Promise<{ cookie: string; xsrf: string }> {
  const response = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const token = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), xsrf: decodeURIComponent(token) };
}

async function post(
  base: string,
  who: Pick<Player, 'cookie' | 'xsrf'> & { token?: string },
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Cookie: who.cookie,
      'X-XSRF-TOKEN': who.xsrf,
      ...(who.token ? { Authorization: `Bearer ${who.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A Pusher-protocol client: connects, subscribes to the public and the player's private channel. */
function openSocket(
  base: string,
  port: number,
  player: Omit<Player, 'socket'>,
  onEvent: () => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${SIM_PUSHER.key}?protocol=7`);
    socket.on('error', reject);
    socket.on('message', async (raw) => {
      const frame = JSON.parse(String(raw)) as { event: string; data?: string };
      if (frame.event === 'pusher:connection_established') {
        const { socket_id } = JSON.parse(frame.data!) as { socket_id: string };
        const channel = userChannel(player.id);
        const { body } = await post(base, player, '/broadcasting/auth', {
          socket_id,
          channel_name: channel,
        });
        const subscribe = (name: string, auth?: string) =>
          socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: name, auth } }));
        subscribe(PUBLIC_CHANNEL);
        subscribe(channel, (body as { auth: string }).auth);
        resolve(socket);
      } else if (!frame.event.startsWith('pusher')) onEvent();
    });
  });
}

async function signUp(base: string, port: number, index: number, onEvent: () => void): Promise<Player> {
  const pair = await csrf(base);
  const login = `load${index}`;
  const { status, body } = await post(base, pair, '/auth/register', {
    email: `${login}@bench.example`,
    name: login,
    password: PASSWORD,
    captcha: CAPTCHA_TEST_RESPONSE,
  });
  if (status !== 200) throw new Error(`Sign-up ${login}: ${status} ${JSON.stringify(body)}`);
  const { user } = body as { user: { _id: string; token: string } };
  const player = { login, id: user._id, token: user.token, ...pair };
  const topUp = await post(base, player, '/api/user/demo', { currency: 'usdt' });
  if (topUp.status !== 200)
    throw new Error(`Demo top-up ${login}: ${topUp.status} ${JSON.stringify(topUp.body)}`);
  return { ...player, socket: await openSocket(base, port, player, onEvent) };
}

function call(base: string, player: Player, kind: Kind, round: number) {
  switch (kind) {
    case 'bet':
      return post(base, player, '/api/whisper', {
        event: 'Play',
        data: { api_id: 'limbo', bet: 1, demo: true, currency: 'usdt', quick: true, data: { target: 2 } },
      });
    case 'chat':
      return post(base, player, '/api/whisper', {
        event: 'ChatMessage',
        data: { message: `gl ${round}`, channel: 'casino_en' },
      });
    case 'login':
      return post(base, player, '/auth/login', {
        login: player.login,
        password: PASSWORD,
        captcha: CAPTCHA_TEST_RESPONSE,
      });
  }
}

export async function run(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const host = startHost(port);
  try {
    await waitForHost(base);
    const idleMiB = rssMiB(host.pid!);
    let events = 0;
    const players: Player[] = [];
    for (let index = 0; index < USERS; index += 1)
      players.push(await signUp(base, port, index, () => (events += 1)));
    const readyMiB = rssMiB(host.pid!);

    const samples: Record<Kind, number[]> = { bet: [], chat: [], login: [] };
    const statuses = new Map<string, number>();
    /** The first refusal of each kind and status, to say what it was. */
    const refusals = new Map<string, string>();
    events = 0;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      players.map(async (player, index) => {
        for (let round = index; performance.now() < until; round += 1) {
          const kind = MIX[round % MIX.length]!;
          const sent = performance.now();
          const { status, body } = await call(base, player, kind, round);
          if (status >= 400 && !refusals.has(`${kind} ${status}`))
            refusals.set(`${kind} ${status}`, JSON.stringify(body).slice(0, 120));
          samples[kind].push(performance.now() - sent);
          const key = `${kind} ${status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const all = [...samples.bet, ...samples.chat, ...samples.login].sort((a, b) => a - b);
    const row = (label: string, list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return [
        label,
        String(sorted.length),
        `${(sorted.length / seconds).toFixed(1)}/s`,
        `${percentile(sorted, 50).toFixed(1)} ms`,
        `${percentile(sorted, 99).toFixed(1)} ms`,
      ];
    };
    console.log(`${USERS} players, each with a socket, calling one at a time for ${seconds.toFixed(1)} s`);
    printAligned(
      ['calls', 'answered', 'rate', 'p50', 'p99'],
      [
        row('all', all),
        row('bet (Play)', samples.bet),
        row('chat (ChatMessage)', samples.chat),
        row('sign-in', samples.login),
      ],
    );
    console.log(
      `statuses: ${[...statuses].map(([key, count]) => `${key}: ${count}`).join(', ')}\n` +
        `refusals: ${[...refusals].map(([key, text]) => `${key} ${text}`).join('; ') || 'none'}\n` +
        `broadcasts received by the ${USERS} sockets: ${events} (${(events / seconds).toFixed(0)}/s)\n` +
        `host memory (RSS): ${idleMiB.toFixed(0)} MiB idle, ${readyMiB.toFixed(0)} MiB with ${USERS} players ` +
        `connected, ${rssMiB(host.pid!).toFixed(0)} MiB after the run`,
    );
    for (const player of players) player.socket.close();
  } finally {
    host.kill('SIGTERM');
  }
}
