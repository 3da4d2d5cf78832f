/**
 * `event:race` on the public channel: the running race's top 20 whenever it changed, at most once every 5 s of
 * sim time. A wager only marks the race as changed (inside its transaction); the send is a scheduled task that
 * reads the committed standings and stays quiet when the top is what it last sent.
 */
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type RaceUpdate } from '@contract/index';
import type { SimContext } from '../../context';
import { raceUpdate } from './leaderboard';

export const RACE_BROADCAST_EVERY_MS = 5_000;

interface BroadcastState {
  lastSentAt: number;
  lastSent: string;
  scheduled: boolean;
}

const states = new WeakMap<SimContext, BroadcastState>();

function stateOf(ctx: SimContext): BroadcastState {
  let state = states.get(ctx);
  if (!state) states.set(ctx, (state = { lastSentAt: -Infinity, lastSent: '', scheduled: false }));
  return state;
}

/** What makes two updates the same to a viewer: the race, its pool and the places. */
const fingerprint = ({ race, entries }: RaceUpdate) =>
  JSON.stringify([race.id, race.pool, entries.map((entry) => [entry.user._id, entry.entry.wager_usd])]);

/** Notes that the standings may have changed; the next send is due 5 s after the last one at the earliest. */
export function raceChanged(ctx: SimContext): void {
  const state = stateOf(ctx);
  if (state.scheduled) return;
  state.scheduled = true;
  const at = Math.max(ctx.clock.now(), state.lastSentAt + RACE_BROADCAST_EVERY_MS);
  ctx.scheduler.at(at, 'race:broadcast', async () => {
    state.scheduled = false;
    const update = await raceUpdate(ctx, null);
    const sent = fingerprint(update);
    if (sent === state.lastSent) return;
    state.lastSent = sent;
    state.lastSentAt = update.now;
    ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.race, update);
  });
}
