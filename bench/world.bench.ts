/**
 * The simulated crowd in Node (fake-indexeddb): how fast it lives through sim time on a manual clock stepped
 * a second at a time, as simulated events (every broadcast: feed rows, balance changes, race updates, chat)
 * and bets per second of real time, at the default rates and at a busy 600 bets a minute; the boot that
 * makes the crowd; and a day's jump of the clock (bounded catch-up).
 */
import 'fake-indexeddb/auto';
import { PUBLIC_EVENTS, type WorldRates } from '@contract/index';
import { createSim, type ManualClock, type Sim } from '../src/sim';
import { crowdClock, liveSteps } from './crowd-clock';

const SIM_MINUTES = 10;

interface Counted {
  sim: Sim;
  clock: ManualClock;
  events: number;
  bets: number;
}

async function start(label: string, rates: Partial<WorldRates>): Promise<Counted & { bootMs: number }> {
  const clock = crowdClock();
  const started = performance.now();
  const sim = createSim({
    seed: 'bench-world',
    clock,
    dbName: `bench-world-${label}-${Date.now()}`,
    world: rates,
  });
  await sim.ready;
  const counted = { sim, clock, events: 0, bets: 0, bootMs: performance.now() - started };
  sim.onBroadcast((_channel, event) => {
    counted.events += 1;
    if (event === PUBLIC_EVENTS.liveGame) counted.bets += 1;
  });
  return counted;
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');

async function liveThrough(label: string, rates: Partial<WorldRates>): Promise<void> {
  const world = await start(label, rates);
  try {
    const started = performance.now();
    await liveSteps(world.sim, SIM_MINUTES * 60_000);
    const ms = performance.now() - started;
    console.log(
      `${label.padEnd(22)} boot ${world.bootMs.toFixed(0)} ms; ${SIM_MINUTES} sim minutes in ${ms.toFixed(0)} ms ` +
        `(x${Math.round((SIM_MINUTES * 60_000) / ms)} real time): ${perSecond(world.events, ms)} events/s, ` +
        `${perSecond(world.bets, ms)} bets/s (${world.events} events, ${world.bets} bets)`,
    );
  } finally {
    await world.sim.close();
  }
}

async function jumpADay(): Promise<void> {
  const world = await start('jump', {});
  try {
    const started = performance.now();
    await world.sim.control.advance(24 * 60 * 60_000);
    await world.sim.control.settle();
    const ms = performance.now() - started;
    console.log(
      `a day's jump of the clock: ${ms.toFixed(0)} ms, ${world.events} events, ${world.bets} bets (bounded catch-up)`,
    );
  } finally {
    await world.sim.close();
  }
}

export async function run(): Promise<void> {
  await liveThrough('default rates', {});
  await liveThrough('600 bets a minute', { betsPerMinute: 600, chatMessagesPerMinute: 60, tipsPerHour: 600 });
  await jumpADay();
}
