/**
 * The live floor: which tables have a dealer now. Every catalogue game of a live kind is a table, but only
 * those someone watches or plays (a call in the last WATCH_MS) deal, plus the few always-on tables the crowd
 * sits at (the highest-priority table of each kind), so the scheduler never holds hundreds of tables.
 *
 * One floor per sim (a WeakMap on the context: tests run several sims in one process). On its first use it
 * refunds the seats a previous start of the world left open (a reload in the middle of a round).
 */
import Dexie from 'dexie';
import { HIDDEN_NAME } from '@contract/index';
import {
  LIVE_HISTORY,
  LIVE_MAX_ROUND_USD,
  LIVE_TABLE_KINDS,
  type LiveOutcome,
  type LiveTableKind,
} from '@contract/provider/live';
import { findCurrency, type SimContext } from '../../../context';
import type { ProviderSessionRecord } from '../../../services/db';
import { createStream } from '../../../services/rng';
import { allGames, findGame } from '../../catalogue/store';
import { ProviderFailure } from '../methods';
import { LiveTable, type SeatOwner, type TableHooks, type TableSpec } from './table';
import { providerWallet, type LiveWallet } from './wallet';

/** How long a table deals on after its last watcher's call. */
export const WATCH_MS = 60_000;

/** The crowd's part: it is told when a betting or decision window opens at a table. */
export type FloorCrowd = Pick<TableHooks, 'onBetting' | 'onDeciding'>;

export const isLiveKind = (kind: string): kind is LiveTableKind =>
  (LIVE_TABLE_KINDS as readonly string[]).includes(kind);

export class LiveFloor {
  private readonly tables = new Map<string, LiveTable>();
  private readonly lastSeen = new Map<string, number>();
  private readonly alwaysOn = new Set<string>();
  private crowd: FloorCrowd = {};

  constructor(
    private readonly ctx: SimContext,
    readonly wallet: LiveWallet,
  ) {}

  /** The table of a catalogue game, its dealer started if it was idle; marks it watched now. */
  async table(gameId: string): Promise<LiveTable> {
    this.lastSeen.set(gameId, this.ctx.clock.now());
    const running = this.tables.get(gameId);
    if (running?.running) return running;
    const game = await findGame(gameId);
    if (!game || !isLiveKind(game.kind))
      throw new ProviderFailure('NOT_LIVE', 'This game is not a live table.');
    return this.open({ id: game.id, kind: game.kind, name: game.name });
  }

  /** Seats the crowd at the highest-priority table of each kind, which then deal for good. */
  async seatCrowd(crowd: FloorCrowd): Promise<LiveTable[]> {
    this.crowd = crowd;
    const games = await allGames();
    const tables: LiveTable[] = [];
    for (const kind of LIVE_TABLE_KINDS) {
      const game = games.find((candidate) => candidate.kind === kind && !candidate.disabled);
      if (!game) continue;
      this.alwaysOn.add(game.id);
      tables.push(await this.table(game.id));
    }
    return tables;
  }

  /** The tables dealing now. */
  running(): LiveTable[] {
    return [...this.tables.values()].filter((table) => table.running);
  }

  /** Who sits at a seat for `session`: the name others see (hidden for private bettors) and the limit. */
  async owner(session: ProviderSessionRecord): Promise<SeatOwner> {
    const user = await this.ctx.db.users.get(session.userId);
    const currency = findCurrency(session.currency);
    const priced = this.ctx.prices.currency(session.currency);
    if (!currency || !priced || !(priced.price > 0)) {
      throw new ProviderFailure('CURRENCY', 'This table does not take this currency.');
    }
    const maxRound = Math.floor((LIVE_MAX_ROUND_USD / priced.price) * 10 ** currency.decimals);
    const name = !user || user.private_bets ? HIDDEN_NAME : user.name;
    return { session, name, decimals: currency.decimals, maxRound };
  }

  private async open(spec: TableSpec): Promise<LiveTable> {
    const hooks: TableHooks = {
      wallet: this.wallet,
      keepDealing: (table, at) =>
        this.alwaysOn.has(table.spec.id) || at - (this.lastSeen.get(table.spec.id) ?? 0) < WATCH_MS,
      onBetting: (table, at) => this.crowd.onBetting?.(table, at),
      onDeciding: (table, at) => this.crowd.onDeciding?.(table, at),
      onStopped: (table) => this.tables.delete(table.spec.id),
    };
    const now = this.ctx.clock.now();
    const stream = createStream(this.ctx.seed, `provider:live:${spec.id}:${now}`);
    const table = new LiveTable(this.ctx, spec, stream, hooks);
    this.tables.set(spec.id, table);
    const { lastRound, history } = await this.past(spec.id);
    table.start(now, lastRound, history);
    return table;
  }

  /** The table's last round number (of results and of seats alike) and its newest results. */
  private async past(id: string): Promise<{ lastRound: number; history: LiveOutcome[] }> {
    const range = [
      [id, Dexie.minKey],
      [id, Dexie.maxKey],
    ] as const;
    const rounds = await this.ctx.db.liveRounds
      .where('[table+round]')
      .between(...range)
      .reverse()
      .limit(LIVE_HISTORY)
      .toArray();
    const lastSeat = await this.ctx.db.liveSeats
      .where('[table+round]')
      .between(...range)
      .last();
    const lastRound = Math.max(rounds[0]?.round ?? 0, lastSeat?.round ?? 0);
    return { lastRound, history: rounds.map((round) => round.outcome) };
  }

  /** Refunds every seat left open by an earlier start (its round will never be dealt). */
  async refundAbandoned(): Promise<number> {
    const open = await this.ctx.db.liveSeats.where('state').equals('open').toArray();
    for (const seat of open) {
      const session = await this.ctx.db.providerSessions.get(seat.session);
      if (session) {
        for (const transaction of seat.betTransactions) {
          await this.wallet.refund(session, seat.walletRound, transaction);
        }
      }
      await this.ctx.db.liveSeats.put({ ...seat, state: 'refunded' });
    }
    return open.length;
  }
}

const floors = new WeakMap<SimContext, Promise<LiveFloor>>();

/** The sim's live floor, made on first use (with the provider's wallet unless a test gives its own). */
export function liveFloor(ctx: SimContext, wallet?: LiveWallet): Promise<LiveFloor> {
  let floor = floors.get(ctx);
  if (!floor) {
    floor = (async () => {
      const made = new LiveFloor(ctx, wallet ?? (await providerWallet(ctx)));
      await made.refundAbandoned();
      return made;
    })();
    floors.set(ctx, floor);
  }
  return floor;
}
