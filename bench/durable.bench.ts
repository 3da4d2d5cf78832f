/**
 * The durable world (`npm run bench durable`, src/server/durable): a quiet world (no crowd) in a temporary
 * data folder, the demo player's limbo bets of real USDT each followed by the flush the HTTP host awaits
 * before it answers. Prints the call + flush and the flush alone (p50/p99), the journal bytes per bet, and
 * the restart: from the journal alone (as after a kill -9), the snapshot a clean close writes, and from it.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPTCHA_TEST_RESPONSE } from '@contract/index';
import { openDurableSim, type DurableSim } from '../src/server/durable';
import { restoreWorld } from '../src/server/durable/restore';
import { DEMO_ACCOUNTS, createRealClock } from '../src/sim';
import { printAligned, printTable } from './stats';

const BETS = 2000;
const PLAYER = DEMO_ACCOUNTS.find((account) => account.login === 'player')!;

const open = (dataDir: string) =>
  openDurableSim({ dataDir, name: 'bench', seed: 'bench-durable', clock: createRealClock(), world: false });

async function folderBytes(dir: string): Promise<number> {
  const names = await readdir(dir);
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function signIn(world: DurableSim): Promise<string> {
  const answer = await world.sim.request({
    method: 'POST',
    path: '/auth/login',
    body: { login: PLAYER.login, password: PLAYER.password, captcha: CAPTCHA_TEST_RESPONSE },
    token: null,
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  return (answer.body as { user: { token: string } }).user.token;
}

/** BETS bets, each answered only after its flush; the samples of both and of the flush alone. */
async function playBets(world: DurableSim, token: string) {
  const calls: number[] = [];
  const flushes: number[] = [];
  for (let bet = 0; bet < BETS; bet += 1) {
    const started = performance.now();
    const answer = await world.sim.whisper({
      token,
      event: 'Play',
      data: { api_id: 'limbo', bet: 0.1, demo: false, currency: 'usdt', quick: true, data: { target: 2 } },
    });
    if (answer.status !== 200) throw new Error(`Play answered ${answer.status}`);
    const flushed = performance.now();
    await world.flush();
    flushes.push(performance.now() - flushed);
    calls.push(performance.now() - started);
  }
  return { calls, flushes };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-durable-'));
  const folder = join(dataDir, 'bench');
  try {
    const world = await open(dataDir);
    const token = await signIn(world);
    await world.snapshot();
    const before = await folderBytes(folder);
    const { calls, flushes } = await playBets(world, token);
    const journalBytes = (await folderBytes(folder)) - before;
    const [fromJournal] = await timed(() => restoreWorld(folder, `bench-restore-${Date.now()}`));
    const [, closeMs] = await timed(() => world.close());
    const snapshotBytes = (await stat(join(folder, 'snapshot.bin'))).size;
    const [reopened, reopenMs] = await timed(() => open(dataDir));
    await reopened.close();

    console.log(
      `durable world in Node, no crowd; ${BETS} limbo bets of real USDT, each flushed (fsync) in turn`,
    );
    printTable(
      [
        { label: 'Play + flush', samples: calls },
        { label: 'flush alone', samples: flushes },
      ],
      { rate: 'calls' },
    );
    console.log('');
    printAligned(
      ['restart', 'figure'],
      [
        ['journal bytes per bet', String(Math.round(journalBytes / BETS))],
        [
          `restore from the journal alone (${fromJournal.report.replayedRecords} records)`,
          `${fromJournal.report.ms.toFixed(0)} ms`,
        ],
        ['close (last snapshot written)', `${closeMs.toFixed(0)} ms`],
        ['snapshot size', `${(snapshotBytes / 1024).toFixed(0)} KiB`],
        [
          `open from the snapshot (${reopened.resumed?.restore.snapshotRows ?? 0} rows), world ready`,
          `${reopenMs.toFixed(0)} ms`,
        ],
        ['  of which the restore', `${reopened.resumed?.restore.ms.toFixed(0) ?? '?'} ms`],
      ],
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
