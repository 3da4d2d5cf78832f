/**
 * The poker game client's calls (contract/provider/poker.ts): the lobby, taking a seat, the table's state, a
 * decision and leaving. Params are checked with zod/mini; a refusal is a ProviderFailure the client shows.
 */
import * as z from 'zod/mini';
import type { PokerMethodMap, PokerTableState } from '@contract/provider/poker';
import type { SimContext } from '../../../context';
import type { ProviderSessionRecord } from '../../../services/db';
import { ProviderFailure, type ProviderMethodHandlers } from '../methods';
import { IllegalAction } from './engine/hand';
import { buyInBounds, SEATS } from './room/config';
import { pokerRoom, type PokerRoom } from './room/room';
import type { PokerTable } from './room/table';
import { tableView } from './view';

const tableParams = z.object({ table: z.string() });
const sitParams = z.object({ table: z.string(), buyIn: z.number() });
const actParams = z.object({
  table: z.string(),
  action: z.enum(['fold', 'check', 'call', 'bet', 'raise']),
  amount: z.optional(z.number()),
});

function parse<S extends z.core.$ZodType>(schema: S, params: unknown): z.output<S> {
  const result = z.safeParse(schema, params ?? {});
  if (!result.success) throw new ProviderFailure('BAD_REQUEST', 'The request is not valid.');
  return result.data;
}

function stateFor(ctx: SimContext, room: PokerRoom, table: PokerTable, session: ProviderSessionRecord) {
  const seat = table.seatOf(session.userId);
  const stayId = seat === null ? null : table.seats[seat]!.stayId;
  const cashed = [...room.cashedOut.entries()].filter(([key]) => key.startsWith(`${session.userId}:`));
  return tableView(table, {
    userId: session.userId,
    chip: { currency: session.currency, value: room.wallet.chipValue(session) },
    now: ctx.clock.now(),
    // What they took home last, shown until they sit again.
    cashedOut: stayId === null ? (cashed.at(-1)?.[1] ?? null) : null,
  }) satisfies PokerTableState;
}

/** A rule the engine refuses is the player's mistake, told to them. */
function asFailure(error: unknown): never {
  if (error instanceof IllegalAction) throw new ProviderFailure('ILLEGAL_ACTION', error.message);
  throw error;
}

export const pokerMethods: ProviderMethodHandlers<PokerMethodMap> = {
  async 'poker.lobby'({ ctx, session }) {
    const room = await pokerRoom(ctx);
    return {
      chip: { currency: session.currency, value: room.wallet.chipValue(session) },
      tables: [...room.tables.values()].map((table) => {
        room.watch(table);
        const pots = table.recentPots;
        return {
          id: table.config.id,
          name: table.config.name,
          blinds: table.config.blinds,
          buyIn: buyInBounds(table.config),
          seats: SEATS,
          players: table.occupants().length,
          averagePot: pots.length ? Math.round(pots.reduce((sum, pot) => sum + pot, 0) / pots.length) : 0,
          hands: table.handNumber,
          seated: table.seatOf(session.userId) !== null,
        };
      }),
    };
  },
  async 'poker.sit'({ ctx, session, params }) {
    const { table: id, buyIn } = parse(sitParams, params);
    const room = await pokerRoom(ctx);
    const table = room.table(id);
    await room.sit(session, table, buyIn).catch(asFailure);
    return stateFor(ctx, room, table, session);
  },
  async 'poker.state'({ ctx, session, params }) {
    const room = await pokerRoom(ctx);
    const table = room.table(parse(tableParams, params).table);
    room.watch(table);
    return stateFor(ctx, room, table, session);
  },
  async 'poker.act'({ ctx, session, params }) {
    const { table: id, action, amount } = parse(actParams, params);
    const room = await pokerRoom(ctx);
    const table = room.table(id);
    try {
      table.act(session.userId, { action, ...(amount === undefined ? {} : { to: amount }) });
    } catch (error) {
      asFailure(error);
    }
    return stateFor(ctx, room, table, session);
  },
  async 'poker.leave'({ ctx, session, params }) {
    const room = await pokerRoom(ctx);
    const table = room.table(parse(tableParams, params).table);
    const seat = table.seatOf(session.userId);
    const stayId = seat === null ? null : table.seats[seat]!.stayId;
    const { pending } = await table.leave(session.userId);
    return {
      pending,
      cashedOut:
        pending || stayId === null ? null : (room.cashedOut.get(`${session.userId}:${stayId}`) ?? null),
    };
  },
};
