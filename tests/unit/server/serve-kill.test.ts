/**
 * `npm run serve` survives `kill -9`: the real host (src/server/main.ts, its own process) keeps its world in a
 * data folder; players sign up and bet over HTTP, the host is killed with SIGKILL while more calls are in flight,
 * and a new host on the same folder still knows every answered sign-up (the password signs in) and every
 * answered bet (POST /api/bets/get finds it by the id that was answered).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_RESPONSE, type User } from '@contract/index';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PASSWORD = 'kill-test-5';
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The host as `npm run serve` starts it (node with tsx's loader: a kill must reach the host, not a wrapper). */
async function startHost(dataDir: string): Promise<{ host: ChildProcess; base: string }> {
  const port = await freePort();
  const host = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/main.ts',
      '--port',
      String(port),
      '--data',
      dataDir,
      '--seed',
      'kill-9',
      '--qa',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (host.exitCode !== null) throw new Error(`The host exited with ${host.exitCode}`);
    const up = await fetch(`${base}/sanctum/csrf-cookie`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { host, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The host did not start');
}

async function post<T>(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface PlayAnswer {
  id: string;
  balance: number;
}

const register = (base: string, login: string) =>
  post<{ user: User }>(base, '/auth/register', {
    email: `${login}@mail.example`,
    name: login,
    password: PASSWORD,
    captcha: CAPTCHA_TEST_RESPONSE,
  });

const bet = (base: string, token: string) =>
  post<PlayAnswer>(
    base,
    '/api/whisper',
    {
      event: 'Play',
      data: { api_id: 'limbo', bet: 1, demo: true, currency: 'usdt', quick: true, data: { target: 2 } },
    },
    token,
  );

describe('npm run serve killed with SIGKILL', () => {
  it('loses no answered call: a new host on the same data folder has every sign-up and bet', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'serve-kill-'));
    folders.push(dataDir);
    const { host, base } = await startHost(dataDir);

    const logins: string[] = [];
    const bets: Array<{ token: string; id: string }> = [];
    for (let index = 0; index < 3; index += 1) {
      const login = `killed${index}`;
      const { status, body } = await register(base, login);
      expect(status).toBe(200);
      logins.push(login);
      const token = body.user.token!;
      expect((await post(base, '/api/user/demo', { currency: 'usdt' }, token)).status).toBe(200);
      for (let round = 0; round < 3; round += 1) {
        const played = await bet(base, token);
        expect(played.status).toBe(200);
        bets.push({ token, id: played.body.id });
      }
    }
    // More calls in flight when the kill comes: each may be kept or not, but never half.
    const inFlight = [register(base, 'killedlate'), bet(base, bets[0]!.token)].map((call) =>
      call.catch(() => null),
    );
    const exited = once(host, 'exit');
    host.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');
    await Promise.all(inFlight);

    const restarted = await startHost(dataDir);
    try {
      for (const login of logins) {
        const signedIn = await post<{ user: User }>(restarted.base, '/auth/login', {
          login,
          password: PASSWORD,
          captcha: CAPTCHA_TEST_RESPONSE,
        });
        expect(signedIn.status, login).toBe(200);
      }
      for (const answered of bets) {
        const found = await post<unknown>(
          restarted.base,
          '/api/bets/get',
          { id: answered.id },
          answered.token,
        );
        expect(found.status, answered.id).toBe(200);
        expect(JSON.stringify(found.body)).toContain(answered.id);
      }
    } finally {
      restarted.host.kill('SIGTERM');
      await once(restarted.host, 'exit');
    }
  }, 120_000);
});
