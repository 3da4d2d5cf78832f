/**
 * Helpers of the durable world's tests: a world in a temporary data folder on a manual clock, the calls a
 * player makes (sign-up, demo top-up, a bet), and the whole database read back for comparisons.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { CAPTCHA_TEST_RESPONSE, type SimResponse, type User } from '@contract/index';
import { openDurableSim, type DurableSim, type DurableSimOptions } from '../../../src/server/durable';
import type { Sim } from '../../../src/sim';
import { PASSWORD } from '../sim/world';
import { durableTestOptions } from './fixtures/durable-options';

const folders: string[] = [];
const worlds: DurableSim[] = [];

afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close().catch(() => undefined)));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

export async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'durable-'));
  folders.push(dir);
  return dir;
}

/** A quiet world (no crowd) in dataDir; closed after the test unless the test closed it. */
export async function openWorld(
  dataDir: string,
  options: Partial<DurableSimOptions> = {},
): Promise<DurableSim> {
  const world = await openDurableSim({ ...durableTestOptions(dataDir), ...options });
  worlds.push(world);
  return world;
}

export const registerRequest = (login: string) => ({
  method: 'POST' as const,
  path: '/auth/register',
  body: { email: `${login}@mail.example`, name: login, password: PASSWORD, captcha: CAPTCHA_TEST_RESPONSE },
  token: null,
});

export const topUpRequest = (token: string) => ({
  method: 'POST' as const,
  path: '/api/user/demo',
  body: { currency: 'usdt' },
  token,
});

/** A quick limbo bet of demo money. */
export const betWhisper = (token: string, bet = 1) => ({
  token,
  event: 'Play',
  data: { api_id: 'limbo', bet, demo: true, currency: 'usdt', quick: true, data: { target: 2 } },
});

function expectOk(answer: SimResponse, what: string) {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs up, tops up demo usdt and plays one bet; returns the token and the bet's id. */
export async function playerWithBet(sim: Sim, login: string) {
  const { user } = expectOk(await sim.request(registerRequest(login)), 'register') as { user: User };
  const token = user.token!;
  expectOk(await sim.request(topUpRequest(token)), 'top-up');
  const bet = expectOk(await sim.whisper(betWhisper(token)), 'bet') as { id: string };
  return { user, token, betId: bet.id };
}

/** Every table of the world, rows in key order. */
export async function wholeDatabase(sim: Sim): Promise<Record<string, unknown[]>> {
  const { db } = await sim.context();
  const tables = await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()]));
  return Object.fromEntries(tables) as Record<string, unknown[]>;
}
