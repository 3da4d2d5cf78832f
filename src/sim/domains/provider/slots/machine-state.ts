/**
 * A player's machine state (SlotStateRecord): read and written one call at a time per machine (a double
 * click or two tabs of one worker queue up instead of racing), and each spin's random stream, drawn from the
 * world's seed, the machine and the spin's number, so the same world plays the same spins and a reload
 * continues rather than replays.
 */
import type { SimContext } from '../../../context';
import type { ProviderSessionRecord, SlotStateRecord } from '../../../services/db';
import { createStream } from '../../../services/rng';

export const machineKey = (session: ProviderSessionRecord) =>
  `${session.userId}:${session.gameId}:${session.currency}:${session.demo ? 'demo' : 'real'}`;

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier call on the same machine has finished. */
export function onMachine<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

export async function readMachine(ctx: SimContext, key: string): Promise<SlotStateRecord> {
  return (await ctx.db.slotStates.get(key)) ?? { key, spins: 0, round: null };
}

/** The random source of the machine's next spin. */
export function spinRandom(ctx: SimContext, state: SlotStateRecord): () => number {
  const stream = createStream(ctx.seed, `provider:slots:${state.key}:${state.spins}`);
  return () => stream.next();
}
