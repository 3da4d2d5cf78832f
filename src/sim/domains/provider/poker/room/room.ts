/**
 * The provider's poker room: its tables (config.ts), each running on the sim clock while a person sits or
 * watches, the crowd's players filling seats, and every seat's money through the wallet (wallet.ts) with its
 * stay kept in the database (stays.ts). One room per sim, made on the first poker call.
 */
import type { SimContext } from '../../../../context';
import type { ProviderSessionRecord } from '../../../../services/db';
import { createStream, type RandomStream } from '../../../../services/rng';
import { readRoster } from '../../../../world/population/store';
import { ProviderFailure } from '../../methods';
import { IllegalAction } from '../engine/hand';
import { buyInBounds, TABLES, TIMING, tableConfig } from './config';
import { seatTheCrowd } from './crowd';
import {
  closeStay,
  openStay,
  orphanedStays,
  pruneClosedStays,
  saveStacks,
  type PokerStayRecord,
} from './stays';
import { PokerTable, type Occupant, type TableHost } from './table';
import { providerSeatWallet, type SeatWallet } from './wallet';

const SWEEP_MS = 60_000;
const KEEP_CLOSED_MS = 24 * 60 * 60_000;

export class PokerRoom {
  readonly tables: Map<string, PokerTable>;
  /** What each user last cashed out at each table (decimal), for the table's message. */
  readonly cashedOut = new Map<string, number>();
  private readonly crowdRandom: RandomStream;

  constructor(
    private readonly ctx: SimContext,
    readonly wallet: SeatWallet,
  ) {
    const stream = createStream(`${ctx.seed}#${ctx.newId()}`, 'provider:poker');
    const host = this.host();
    this.tables = new Map(
      TABLES.map((config) => [
        config.id,
        new PokerTable(config, host, createStream(stream.hex(16), `provider:poker:${config.id}`)),
      ]),
    );
    this.crowdRandom = createStream(stream.hex(16), 'provider:poker:crowd');
  }

  table(id: unknown): PokerTable {
    const table = typeof id === 'string' ? this.tables.get(id) : undefined;
    if (!table || !tableConfig(id)) throw new ProviderFailure('TABLE_NOT_FOUND', 'There is no such table.');
    return table;
  }

  /** Someone looks at the table: it keeps dealing for a while. */
  watch(table: PokerTable): void {
    table.watchedUntil = this.ctx.clock.now() + TIMING.watchMs;
    table.wake();
  }

  /** Buys a seat for the session's player with `chips`, paid through the wallet. */
  async sit(session: ProviderSessionRecord, table: PokerTable, chips: unknown): Promise<void> {
    if (table.seatOf(session.userId) !== null) return;
    const bounds = buyInBounds(table.config);
    if (typeof chips !== 'number' || !Number.isSafeInteger(chips) || chips < bounds.min || chips > bounds.max)
      throw new ProviderFailure(
        'BAD_BUY_IN',
        `The buy-in is ${bounds.min} to ${bounds.max} chips (40 to 100 big blinds).`,
      );
    if (table.freeSeats().length === 0) throw new ProviderFailure('TABLE_FULL', 'This table is full.');
    const user = await this.ctx.db.users.get(session.userId);
    const occupant = await this.buyIn(session, table.config.id, chips, {
      name: user?.name ?? 'Player',
      avatar: user?.avatar ?? '',
      bot: false,
    });
    const free = table.freeSeats();
    table.seat(occupant, free[0]!);
    this.watch(table);
  }

  /** Cashes out stays an earlier start left open (a reload), then every minute, and forgets old closed ones. */
  async sweep(): Promise<void> {
    const now = this.ctx.clock.now();
    const live = new Set(
      [...this.tables.values()].flatMap((table) => table.occupants().map((occupant) => occupant.stayId)),
    );
    for (const stay of await orphanedStays(this.ctx.db, now - TIMING.orphanMs, live)) {
      const session = await this.ctx.db.providerSessions.get(stay.session);
      if (session) await this.settle(session, stay.stayId, cashOutMinor(stay, stay.stack));
    }
    await pruneClosedStays(this.ctx.db, now - KEEP_CLOSED_MS);
  }

  private async buyIn(
    session: ProviderSessionRecord,
    tableId: string,
    chips: number,
    who: { name: string; avatar: string; bot: boolean },
  ): Promise<Occupant> {
    const minor = this.wallet.priceOf(session, chips);
    if (minor <= 0) throw new ProviderFailure('BAD_BUY_IN', 'The buy-in is too small for this currency.');
    const stayId = this.ctx.newId();
    await this.wallet.buyIn(session, stayId, minor);
    const now = this.ctx.clock.now();
    await openStay(this.ctx.db, {
      stayId,
      tableId,
      userId: session.userId,
      session: session.token,
      buyInChips: chips,
      buyInMinor: minor,
      stack: chips,
      open: 1,
      openedAt: now,
      seenAt: now,
      cashOutMinor: null,
      closedAt: null,
    });
    return {
      ...who,
      stayId,
      userId: session.userId,
      session,
      stack: chips,
      buyInChips: chips,
      buyInMinor: minor,
      timeouts: 0,
      sittingOut: false,
      leaving: false,
    };
  }

  private async settle(session: ProviderSessionRecord, stayId: string, minor: number): Promise<void> {
    await this.wallet.cashOut(session, stayId, minor);
    await closeStay(this.ctx.db, stayId, minor, this.ctx.clock.now());
  }

  private host(): TableHost {
    const { ctx } = this;
    return {
      now: () => ctx.clock.now(),
      schedule: (at, name, task) => ctx.scheduler.at(at, name, task),
      cashOut: async (occupant, stack) => {
        const minor = cashOutMinor(occupant, stack);
        await this.settle(occupant.session, occupant.stayId, minor);
        if (!occupant.bot)
          this.cashedOut.set(
            `${occupant.userId}:${occupant.stayId}`,
            this.wallet.decimal(occupant.session, minor),
          );
      },
      betweenHands: async (table) => {
        const stacks = table.occupants().map(({ stayId, stack }) => ({ stayId, stack }));
        await saveStacks(ctx.db, stacks, ctx.clock.now());
        const roster = (await readRoster(ctx.db)) ?? [];
        await seatTheCrowd(table, {
          roster,
          seated: this.seatedUsers(),
          random: this.crowdRandom,
          buyIn: async (profile, chips) => {
            const session = await this.wallet.openSession(profile.userId, profile.currencies[0] ?? 'usdt');
            return this.buyIn(session, table.config.id, chips, {
              name: profile.name,
              avatar: (await ctx.db.users.get(profile.userId))?.avatar ?? '',
              bot: true,
            });
          },
        });
      },
      isActive: (table) =>
        table.watchedUntil > ctx.clock.now() || table.occupants().some((occupant) => !occupant.bot),
    };
  }

  private seatedUsers(): Set<string> {
    return new Set(
      [...this.tables.values()].flatMap((table) => table.occupants().map((occupant) => occupant.userId)),
    );
  }
}

/** The stay's rate: its buy-in's price per chip, so an untouched stack comes back to the last unit. */
function cashOutMinor(stay: Pick<PokerStayRecord, 'buyInChips' | 'buyInMinor'>, stack: number): number {
  return stack === stay.buyInChips
    ? stay.buyInMinor
    : Math.round((stack * stay.buyInMinor) / stay.buyInChips);
}

const rooms = new WeakMap<SimContext, Promise<PokerRoom>>();

/** The sim's room, opened on first use (with a wallet of its own in tests). */
export function pokerRoom(ctx: SimContext, wallet?: SeatWallet): Promise<PokerRoom> {
  let room = rooms.get(ctx);
  if (!room) {
    room = (async () => {
      const opened = new PokerRoom(ctx, wallet ?? providerSeatWallet(ctx));
      await opened.sweep();
      ctx.scheduler.every(SWEEP_MS, 'poker:sweep', () => opened.sweep());
      return opened;
    })();
    rooms.set(ctx, room);
    room.catch(() => rooms.delete(ctx));
  }
  return room;
}

export { IllegalAction };
