/**
 * One live table and its dealer: the round's state machine on the sim clock (services/scheduler), the seats'
 * chips and the settlement. Every phase ends at a time fixed when it began (the next starts at the due time,
 * not when the scheduler got to it), so rounds never drift. Outcomes come from the table's seeded stream and
 * are drawn only once betting has closed.
 *
 * betting (MULTIPLAYER_TIME_LIMIT_MS) -> closing -> dealing -> [blackjack: deciding] -> result -> betting ...
 * The seats are settled when the result phase begins; after it the table deals on while someone is there.
 */
import {
  MULTIPLAYER_TIME_LIMIT_MS,
  LIVE_HISTORY,
  LIVE_LATE_BET,
  LIVE_PHASE_MS,
  type BlackjackDecision,
  type LiveCard,
  type LiveHand,
  type LiveOutcome,
  type LivePhase,
  type LiveTableKind,
} from '@contract/provider/live';
import type { SimContext } from '../../../context';
import type { LiveSeatRecord, ProviderSessionRecord } from '../../../services/db';
import { ProviderFailure } from '../methods';
import { parseBets, seatPayout, type MinorBet } from './bets';
import { dealBlackjack, dealerOutcome, drawOutcome } from './outcome';
import { drawCard, type Floats } from './rules/cards';
import { canDecide, decide, openHand } from './rules/blackjack';
import { announcePhase, announceSeat, announceSettled } from './announce';
import type { LiveWallet } from './wallet';

export interface TableSpec {
  id: string;
  kind: LiveTableKind;
  name: string;
}

/** Who sits at a seat: the provider session, and the name the other seats see. */
export interface SeatOwner {
  session: ProviderSessionRecord;
  name: string;
  decimals: number;
  /** The most a seat may stake in a round, in minor units of the session's currency. */
  maxRound: number;
}

export interface Seat {
  owner: SeatOwner;
  record: LiveSeatRecord;
  hand: LiveHand | null;
}

export interface TableHooks {
  wallet: LiveWallet;
  /** Whether the dealer deals another round (someone watching, seats open, or an always-on table). */
  keepDealing(table: LiveTable, at: number): boolean;
  /** A betting window opened (the crowd takes seats). */
  onBetting?(table: LiveTable, at: number): void;
  /** Blackjack's decision window opened (the crowd's seats decide). */
  onDeciding?(table: LiveTable, at: number): void;
  onStopped?(table: LiveTable): void;
}

/** How far behind the clock the dealer may run before it skips to now (one round and a bit). */
export const CATCH_UP_MS = 60_000;

const NOT_NOW = () => new ProviderFailure('BET_CLOSED', LIVE_LATE_BET);

export class LiveTable {
  round = 0;
  phase: LivePhase = 'result';
  endsAt = 0;
  outcome: LiveOutcome | null = null;
  deal: { player: LiveCard[]; dealerUp: LiveCard } | null = null;
  history: LiveOutcome[] = [];
  /** Seats of this round by session token, in the order they first bet. */
  readonly seats = new Map<string, Seat>();
  private hits: LiveCard[] = [];
  private cancelNext: (() => void) | null = null;

  constructor(
    private readonly ctx: SimContext,
    readonly spec: TableSpec,
    private readonly floats: Floats,
    private readonly hooks: TableHooks,
  ) {}

  get running(): boolean {
    return this.cancelNext !== null;
  }

  /** Opens the first betting window at `at`, continuing the table's round numbers and results. */
  start(at: number, lastRound: number, history: LiveOutcome[]): void {
    this.round = lastRound;
    this.history = history.slice(0, LIVE_HISTORY);
    this.openBetting(at);
  }

  stop(): void {
    this.cancelNext?.();
    this.cancelNext = null;
    this.hooks.onStopped?.(this);
  }

  /** Adds chips to the seat of `owner` in the betting window; refused whole outside it or over the limit. */
  async placeBets(owner: SeatOwner, params: unknown): Promise<Seat> {
    if (this.phase !== 'betting') throw NOT_NOW();
    const bets = parseBets(this.spec.kind, params, owner.decimals);
    // A seat joins the table only once its first bet is accepted: a refused one leaves no trace.
    const seat = this.seats.get(owner.session.token) ?? this.newSeat(owner);
    const amount = bets.reduce((sum, bet) => sum + bet.amount, 0);
    if (seat.record.stake + amount > owner.maxRound) {
      throw new ProviderFailure('TABLE_LIMIT', 'Your bets exceed this table’s limit for a round');
    }
    const { transactionId } = await this.hooks.wallet.bet(owner.session, seat.record.walletRound, amount);
    this.seats.set(owner.session.token, seat);
    this.addChips(seat, bets, amount, transactionId);
    await this.ctx.db.liveSeats.put(seat.record);
    announceSeat(this.ctx, this, seat);
    return seat;
  }

  /** A blackjack seat's decision in the decision window (a double stakes the hand's chips again). */
  async decide(session: ProviderSessionRecord, decision: BlackjackDecision): Promise<Seat> {
    const seat = this.seats.get(session.token);
    if (this.phase !== 'deciding' || !seat?.hand || !canDecide(seat.hand, decision)) throw NOT_NOW();
    if (decision === 'double') {
      const again = seat.record.bets.map((bet) => ({ ...bet }));
      const amount = seat.record.stake;
      const { transactionId } = await this.hooks.wallet.bet(session, seat.record.walletRound, amount);
      this.addChips(seat, again, amount, transactionId);
      await this.ctx.db.liveSeats.put(seat.record);
      announceSeat(this.ctx, this, seat);
    }
    seat.hand = decide(seat.hand, decision, (index) => this.hitCard(index));
    if (![...this.seats.values()].some((other) => other.hand?.status === 'playing')) {
      // Everyone has finished: the dealer goes on at once instead of waiting for the window to close.
      this.schedule(this.ctx.clock.now());
    }
    return seat;
  }

  private newSeat(owner: SeatOwner): Seat {
    const { session } = owner;
    const key = `${this.spec.id}:${this.round}:${session.token}`;
    const record: LiveSeatRecord = {
      key,
      table: this.spec.id,
      round: this.round,
      session: session.token,
      userId: session.userId,
      walletRound: `live:${this.spec.id}:${this.round}:${session.userId}`,
      bets: [],
      betTransactions: [],
      stake: 0,
      state: 'open',
      payout: null,
    };
    return { owner, record, hand: null };
  }

  private addChips(seat: Seat, bets: MinorBet[], amount: number, transactionId: string): void {
    seat.record.bets = [...seat.record.bets, ...bets];
    seat.record.stake += amount;
    seat.record.betTransactions = [...seat.record.betTransactions, transactionId];
  }

  /** The shared sequence's card after the first two: the same for every seat that hits as often. */
  private hitCard(index: number): LiveCard {
    while (this.hits.length <= index) this.hits.push(drawCard(this.floats));
    return this.hits[index]!;
  }

  private enter(phase: LivePhase, at: number): void {
    this.phase = phase;
    this.endsAt =
      at + (phase === 'betting' ? MULTIPLAYER_TIME_LIMIT_MS : LIVE_PHASE_MS[this.spec.kind][phase]);
    this.schedule(this.endsAt);
    announcePhase(this.ctx, this);
  }

  private schedule(at: number): void {
    this.cancelNext?.();
    this.cancelNext = this.ctx.scheduler.at(at, `live:${this.spec.id}`, (due) => this.advance(due));
  }

  private async advance(scheduled: number): Promise<void> {
    this.cancelNext = null;
    // After a long jump of the clock the dealer carries on from now, instead of dealing every round missed.
    const now = this.ctx.clock.now();
    const due = now - scheduled > CATCH_UP_MS ? now : scheduled;
    switch (this.phase) {
      case 'betting':
        return this.enter('closing', due);
      case 'closing':
        return this.dealRound(due);
      case 'dealing':
        if (this.spec.kind === 'blackjack' && this.anyPlaying()) {
          this.enter('deciding', due);
          this.hooks.onDeciding?.(this, due);
          return;
        }
        return this.settle(due);
      case 'deciding':
        return this.settle(due);
      case 'result':
        if (this.hooks.keepDealing(this, due)) return this.openBetting(due);
        return this.stop();
    }
  }

  private anyPlaying(): boolean {
    return [...this.seats.values()].some((seat) => seat.hand?.status === 'playing');
  }

  private openBetting(at: number): void {
    this.round += 1;
    this.seats.clear();
    this.outcome = null;
    this.deal = null;
    this.hits = [];
    this.enter('betting', at);
    this.hooks.onBetting?.(this, at);
  }

  private dealRound(at: number): void {
    if (this.spec.kind === 'blackjack') {
      this.deal = dealBlackjack(this.floats);
      for (const seat of this.seats.values()) seat.hand = openHand([...this.deal.player]);
    } else {
      this.outcome = drawOutcome(this.spec.kind, this.floats);
    }
    this.enter('dealing', at);
  }

  private async settle(at: number): Promise<void> {
    for (const seat of this.seats.values()) {
      if (seat.hand?.status === 'playing') seat.hand = decide(seat.hand, 'stand', () => this.hitCard(0));
    }
    if (this.spec.kind === 'blackjack') this.outcome = dealerOutcome(this.deal!.dealerUp, this.floats);
    const outcome = this.outcome!;
    for (const seat of this.seats.values()) await this.paySeat(seat, outcome);
    this.history = [outcome, ...this.history].slice(0, LIVE_HISTORY);
    await this.ctx.db.liveRounds.put({
      key: `${this.spec.id}:${this.round}`,
      table: this.spec.id,
      round: this.round,
      at,
      outcome,
    });
    this.enter('result', at);
    announceSettled(this.ctx, this, outcome);
  }

  /** Pays a seat once: its record leaves 'open' in the same step, so a second settlement finds nothing. */
  private async paySeat(seat: Seat, outcome: LiveOutcome): Promise<void> {
    if (seat.record.state !== 'open') return;
    const payout = seatPayout(seat.record.bets, outcome, seat.hand);
    try {
      await this.hooks.wallet.win(seat.owner.session, seat.record.walletRound, payout);
      seat.record = { ...seat.record, state: 'settled', payout };
      await this.ctx.db.liveSeats.put(seat.record);
    } catch (error) {
      // The seat stays open: the next start of the world refunds it. The other seats are paid meanwhile.
      console.error(`Live table ${this.spec.id}: a seat's settlement failed`, error);
    }
  }
}
