/**
 * The table as one viewer sees it: everyone's seat and chips, their own cards face up and everyone else's face
 * down until a showdown shows them, the board, the pot, whose turn it is and until when, and their options.
 */
import type {
  PokerChipValue,
  PokerHandResult,
  PokerHandView,
  PokerSeatView,
  PokerTableState,
} from '@contract/provider/poker';
import { blindSeats, legalActions, playerAt, potSize } from './engine/hand';
import type { HandState } from './engine/types';
import type { PokerTable } from './room/table';

export function tableView(
  table: PokerTable,
  viewer: { userId: string; chip: PokerChipValue; now: number; cashedOut: number | null },
): PokerTableState {
  const hand = table.hand;
  const showdown = new Map((hand?.result?.shown ?? []).map((entry) => [entry.seat, entry.hole]));
  const yourSeat = table.seatOf(viewer.userId);
  const seats = table.seats.map<PokerSeatView>((occupant, seat) => {
    const found = hand ? playerAt(hand, seat) : undefined;
    // The seat's player of this hand (not someone who sat down in a seat left during it).
    const player = found && found.id === occupant?.stayId ? found : undefined;
    const dealt = player !== undefined;
    const running = table.handLive();
    const isYou = seat === yourSeat;
    const inHand = dealt && !player.folded && running;
    const cards =
      !player || player.folded ? [] : (showdown.get(seat) ?? (isYou ? player.hole : [null, null]));
    return {
      seat,
      player: occupant ? { id: occupant.userId, name: occupant.name, avatar: occupant.avatar } : null,
      stack: occupant ? table.stackOf(occupant) : 0,
      bet: dealt && running ? player.street : 0,
      inHand,
      folded: dealt && player.folded,
      allIn: dealt && player.allIn,
      cards,
      last: dealt && running ? player.last : null,
      sittingOut: occupant?.sittingOut ?? false,
      isYou,
    };
  });
  const live = table.handLive() ? hand : null;
  const legal = live && yourSeat !== null && live.toAct === yourSeat ? legalActions(live) : null;
  return {
    table: {
      id: table.config.id,
      name: table.config.name,
      blinds: table.config.blinds,
      seats: table.seats.length,
    },
    chip: viewer.chip,
    now: viewer.now,
    seats,
    hand: hand ? handView(table, hand) : null,
    result: hand?.result ? resultView(hand) : null,
    you: {
      seat: yourSeat,
      legal: legal && { canCheck: legal.canCheck, callAmount: legal.callAmount, raise: legal.raise },
      leaving: yourSeat !== null && (table.seats[yourSeat]?.leaving ?? false),
      cashedOut: viewer.cashedOut,
    },
  };
}

function handView(table: PokerTable, hand: HandState): PokerHandView {
  const blinds = blindSeats(hand);
  return {
    id: hand.id,
    number: table.handNumber,
    street: hand.street,
    board: hand.board,
    button: hand.button,
    smallBlindSeat: blinds.small,
    bigBlindSeat: blinds.big,
    pot: hand.result ? hand.result.pots.reduce((sum, pot) => sum + pot.amount, 0) : potSize(hand),
    toAct: hand.toAct,
    deadline: hand.result ? null : table.deadline,
  };
}

function resultView(hand: HandState): PokerHandResult {
  const result = hand.result!;
  return {
    handId: hand.id,
    pots: result.pots.map(({ amount, rake, winners, hand: description }) => ({
      amount,
      rake,
      winners,
      hand: description,
    })),
    rake: result.rake,
    payouts: result.payouts,
    shown: result.shown.map((entry) => ({
      seat: entry.seat,
      cards: entry.hole,
      description: entry.description,
    })),
  };
}
