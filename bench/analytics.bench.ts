/**
 * The token analytics in Node (fake-indexeddb, slower than a browser's IndexedDB): how long the calls take
 * over a week of the crowd's play. The ledger gets a week of rows at the default 30 bets a minute (a stake and
 * a win each, casino, third-party and futures reasons, several currencies), written straight into the table.
 * Printed: the first call, which rolls up the whole week at once (the worst case: in a running world the crowd's
 * history pruning rolls up every 10 minutes), then each call with 10 minutes of new rows, and with none.
 */
import 'fake-indexeddb/auto';
import { ANALYTICS_ROUTES } from '@contract/analytics';
import { splitRoute } from '@contract/index';
import { createManualClock, createSim, type Sim } from '../src/sim';
import type { LedgerRecord } from '../src/sim/services/db';
import { summarise, timeEach } from './stats';

const START_MS = Date.UTC(2024, 4, 1, 12);
const MINUTE_MS = 60_000;
const BETS_PER_MINUTE = 30;
const WEEK_MINUTES = 7 * 24 * 60;
const PLAYERS = 60;
const CURRENCIES = ['usdt', 'btc', 'eth', 'doge'];
const STAKES: Record<string, number> = { usdt: 200, btc: 3_000, eth: 60_000, doge: 1_000_000_000 };
const REASONS = [
  ['bet', 'win'],
  ['provider_bet', 'provider_win'],
  ['trade_wager', 'trade_payout'],
] as const;

/** A bet's two rows at `at`: the stake and (every other bet) a win of twice it. */
function betRows(index: number, at: number): LedgerRecord[] {
  const currency = CURRENCIES[index % CURRENCIES.length]!;
  const [stake, win] = REASONS[index % REASONS.length]!;
  const base = { userId: `bot${index % PLAYERS}`, currency, kind: 'real' as const, balanceAfter: 0, at };
  const amount = STAKES[currency]!;
  return [
    { ...base, delta: -amount, reason: stake, ref: `b${index}` },
    ...(index % 2 === 0 ? [{ ...base, delta: 2 * amount, reason: win, ref: `b${index}` }] : []),
  ];
}

async function addMinutes(sim: Sim, fromMinute: number, minutes: number): Promise<number> {
  const { db } = await sim.context();
  let rows: LedgerRecord[] = [];
  let count = 0;
  for (let minute = fromMinute; minute < fromMinute + minutes; minute += 1) {
    for (let bet = 0; bet < BETS_PER_MINUTE; bet += 1) {
      const index = minute * BETS_PER_MINUTE + bet;
      rows.push(...betRows(index, START_MS + minute * MINUTE_MS + bet * 2_000));
    }
    if (rows.length >= 20_000) {
      await db.ledger.bulkAdd(rows);
      count += rows.length;
      rows = [];
    }
  }
  await db.ledger.bulkAdd(rows);
  return count + rows.length;
}

const request = (sim: Sim, route: (typeof ANALYTICS_ROUTES)[number] | 'POST /api/token/price') =>
  sim.request({ method: 'POST', path: splitRoute(route).path, body: { timeframe: 30 } });

export async function run(): Promise<void> {
  const clock = createManualClock(START_MS);
  const sim = createSim({
    seed: 'bench-analytics',
    clock,
    dbName: `bench-analytics-${Date.now()}`,
    world: false,
  });
  await sim.ready;
  try {
    const written = performance.now();
    const rows = await addMinutes(sim, 0, WEEK_MINUTES);
    console.log(
      `a week of play: ${rows.toLocaleString('en-US')} ledger rows written in ${(performance.now() - written).toFixed(0)} ms`,
    );
    await sim.control.advance(WEEK_MINUTES * MINUTE_MS);

    const first = performance.now();
    await request(sim, 'POST /analytics/burn');
    console.log(`first call, rolling up the whole week: ${(performance.now() - first).toFixed(0)} ms`);

    let minute = WEEK_MINUTES;
    for (const route of [...ANALYTICS_ROUTES, 'POST /api/token/price'] as const) {
      const fresh: number[] = [];
      for (let step = 0; step < 10; step += 1) {
        await sim.control.advance(10 * MINUTE_MS);
        await addMinutes(sim, minute, 10);
        minute += 10;
        const started = performance.now();
        await request(sim, route);
        fresh.push(performance.now() - started);
      }
      const idle = await timeEach(20, () => request(sim, route), 2);
      console.log(summarise(`${route.padEnd(40)} idle`, idle));
      console.log(summarise(`${''.padEnd(40)} after 10 minutes of new rows`, fresh));
    }
  } finally {
    await sim.close();
  }
}
