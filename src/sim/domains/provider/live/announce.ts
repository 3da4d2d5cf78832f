/**
 * The tables' multiplayer events on the public channel (contract MULTIPLAYER_EVENTS): each phase, each seat's
 * bet (the seat's row so far: clients replace the row of that user), and the settled round with every row.
 */
import { PUBLIC_CHANNEL, MULTIPLAYER_EVENTS, fromMinor } from '@contract/index';
import type {
  LiveOutcome,
  MultiplayerBetPayload,
  MultiplayerBetRow,
  MultiplayerPhasePayload,
  MultiplayerSettledPayload,
} from '@contract/provider/live';
import type { SimContext } from '../../../context';
import { spotLabels } from './bets';
import type { LiveTable, Seat } from './table';

export function betRow(seat: Seat): MultiplayerBetRow {
  const { owner, record } = seat;
  return {
    user: { _id: record.userId, name: owner.name },
    game: { currency: owner.session.currency, wager: fromMinor(record.stake, owner.decimals) },
    additional: {
      spots: spotLabels(record.bets),
      payout: record.payout === null ? null : fromMinor(record.payout, owner.decimals),
    },
  };
}

/** The round's rows, the newest seat first. */
export const betRows = (table: LiveTable): MultiplayerBetRow[] =>
  [...table.seats.values()].reverse().map(betRow);

export function announcePhase(ctx: SimContext, table: LiveTable): void {
  const payload: MultiplayerPhasePayload = {
    table: table.spec.id,
    kind: table.spec.kind,
    round: table.round,
    phase: table.phase,
    endsAt: table.endsAt,
    outcome: table.phase === 'result' ? table.outcome : null,
  };
  ctx.broadcaster.emit(PUBLIC_CHANNEL, MULTIPLAYER_EVENTS.phase, payload);
}

export function announceSeat(ctx: SimContext, table: LiveTable, seat: Seat): void {
  const payload: MultiplayerBetPayload = { table: table.spec.id, round: table.round, row: betRow(seat) };
  ctx.broadcaster.emit(PUBLIC_CHANNEL, MULTIPLAYER_EVENTS.bet, payload);
}

export function announceSettled(ctx: SimContext, table: LiveTable, outcome: LiveOutcome): void {
  const payload: MultiplayerSettledPayload = {
    table: table.spec.id,
    round: table.round,
    outcome,
    rows: betRows(table),
  };
  ctx.broadcaster.emit(PUBLIC_CHANNEL, MULTIPLAYER_EVENTS.settled, payload);
}
