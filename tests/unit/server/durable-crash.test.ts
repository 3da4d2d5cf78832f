/**
 * kill -9 loses no answered call: a child process serves a durable world, answering each call only after its
 * flush (as the HTTP host does), and is killed with SIGKILL at different points, once with calls still in
 * flight. Reopened here, the world holds every answered sign-up, top-up and bet, and its ledger adds up.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SimRequest, SimWhisperRequest, User } from '@contract/index';
import type { World } from '../sim/world';
import { ledgerProblems } from '../sim/world';
import { betWhisper, dataFolder, openWorld, registerRequest, topUpRequest } from './durable-helpers';

const FIXTURE = fileURLToPath(new URL('./fixtures/durable-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Answer {
  status: number;
  body: unknown;
}
type Call = { request: SimRequest } | { whisper: SimWhisperRequest };

/** The child: the world's own process (node with tsx's loader, no wrapper process that a kill would miss). */
class Child {
  private readonly process: ChildProcessWithoutNullStreams;
  private readonly waiting: Array<(answer: Answer) => void> = [];
  private readonly ready: Promise<void>;

  constructor(dataDir: string) {
    this.process = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dataDir], { cwd: ROOT });
    let markReady: () => void = () => undefined;
    this.ready = new Promise((resolve) => (markReady = resolve));
    createInterface({ input: this.process.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as Answer | { ready: true };
      if ('ready' in message) markReady();
      else this.waiting.shift()?.(message);
    });
  }

  async start() {
    await Promise.race([
      this.ready,
      once(this.process, 'exit').then(() =>
        Promise.reject(new Error('the child exited before it was ready')),
      ),
    ]);
    return this;
  }

  /** Sends a call without waiting for its answer (a call in flight when the kill comes). */
  send(call: Call): Promise<Answer> {
    const answer = new Promise<Answer>((resolve) => this.waiting.push(resolve));
    this.process.stdin.write(`${JSON.stringify(call)}\n`);
    return answer;
  }

  async call(call: Call): Promise<Answer> {
    const answer = await this.send(call);
    if (answer.status !== 200)
      throw new Error(`the child answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  async kill() {
    const exited = once(this.process, 'exit');
    this.process.kill('SIGKILL');
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');
  }
}

/** What the child answered, so that the reopened world can be checked for all of it. */
interface Answered {
  users: string[];
  toppedUp: string[];
  bets: string[];
}

/**
 * Plays `players` players through the child (sign-up, demo top-up, two bets each), then kills it right
 * after `extraSteps` more answered steps, with the next calls already sent.
 */
async function playThenKill(
  child: Child,
  prefix: string,
  players: number,
  extraSteps: number,
  answered: Answered,
) {
  let steps = 0;
  const total = players * 4 + extraSteps;
  for (let index = 0; steps < total; index += 1) {
    const { body } = await child.call({ request: registerRequest(`${prefix}${index}`) });
    const user = (body as { user: User }).user;
    answered.users.push(user._id);
    if (++steps === total) break;
    await child.call({ request: topUpRequest(user.token!) });
    answered.toppedUp.push(user._id);
    if (++steps === total) break;
    for (let bet = 0; bet < 2 && steps < total; bet += 1, steps += 1)
      answered.bets.push(
        ((await child.call({ whisper: betWhisper(user.token!) })).body as { id: string }).id,
      );
    if (steps === total) {
      // In flight when the kill comes: may or may not be kept, never half.
      void child.send({ request: registerRequest(`${prefix}late`) });
      void child.send({ whisper: betWhisper(user.token!) });
    }
  }
  await child.kill();
}

async function expectEverythingAnswered(dataDir: string, answered: Answered) {
  const world = await openWorld(dataDir);
  const { db } = await world.sim.context();
  for (const userId of answered.users) expect(await db.users.get(userId), userId).toBeDefined();
  for (const userId of answered.toppedUp)
    expect(await db.balances.get([userId, 'usdt', 'demo']), userId).toBeDefined();
  for (const betId of answered.bets) expect(await db.bets.where('id').equals(betId).count(), betId).toBe(1);
  expect(await ledgerProblems({ sim: world.sim } as World)).toEqual([]);
  await world.close();
}

describe('a durable world killed with SIGKILL', () => {
  it('keeps every answered call, killed at different points', async () => {
    const dataDir = await dataFolder();
    const answered: Answered = { users: [], toppedUp: [], bets: [] };
    // Killed after a bet, after a sign-up, after a top-up; each time the world restarts from what is on disk.
    for (const [round, extraSteps] of [3, 1, 2].entries()) {
      const child = await new Child(dataDir).start();
      await playThenKill(child, `crash${round}p`, 2, extraSteps, answered);
      await expectEverythingAnswered(dataDir, answered);
    }
    expect(answered.bets.length).toBeGreaterThanOrEqual(12);
  }, 120_000);
});
