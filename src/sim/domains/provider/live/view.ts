/** What a seat's game client sees of its table (live.state). */
import { fromMinor } from '@contract/index';
import type { LiveSeatView, LiveTableState } from '@contract/provider/live';
import type { ProviderSessionRecord } from '../../../services/db';
import { betRows } from './announce';
import { wireBets } from './bets';
import type { LiveTable, Seat } from './table';

function seatView(seat: Seat): LiveSeatView {
  const { record, owner } = seat;
  return {
    bets: wireBets(record.bets, owner.decimals),
    wager: fromMinor(record.stake, owner.decimals),
    payout: record.payout === null ? null : fromMinor(record.payout, owner.decimals),
    hand: seat.hand,
  };
}

export function tableState(table: LiveTable, session: ProviderSessionRecord, now: number): LiveTableState {
  const mine = table.seats.get(session.token);
  return {
    table: table.spec.id,
    kind: table.spec.kind,
    round: table.round,
    phase: table.phase,
    endsAt: table.endsAt,
    now,
    // Nothing of the round's outcome travels before betting has closed.
    outcome: table.phase === 'betting' || table.phase === 'closing' ? null : table.outcome,
    deal: table.deal,
    history: table.history,
    bets: betRows(table),
    mine: mine ? seatView(mine) : null,
  };
}
