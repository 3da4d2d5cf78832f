/**
 * One table of the room on the sim clock: who sits where, the hand under way (engine/hand.ts), whose turn it is
 * and for how long, the crowd's decisions, the pause on the result, and standing up the busted, the leaving
 * and those who timed out twice. Money is the room's business (the host); the table only moves chips.
 *
 * One timer at a time: the next bot decision, the person's deadline, or the next deal.
 */
import type { ProviderSessionRecord } from '../../../../services/db';
import type { RandomStream } from '../../../../services/rng';
import { botDecision } from '../bot/strategy';
import { shuffledDeck } from '../engine/cards';
import { IllegalAction, applyDecision, dealHand, legalActions, playerAt } from '../engine/hand';
import type { Decision, HandState } from '../engine/types';
import { RAKE, SEATS, TIMEOUTS_TO_SIT_OUT, TIMING, type TableConfig } from './config';

export interface Occupant {
  stayId: string;
  userId: string;
  name: string;
  avatar: string;
  bot: boolean;
  session: ProviderSessionRecord;
  /** Chips behind between hands (during a hand the hand's own count is the truth). */
  stack: number;
  buyInChips: number;
  buyInMinor: number;
  timeouts: number;
  sittingOut: boolean;
  leaving: boolean;
}

export interface TableHost {
  now(): number;
  schedule(at: number, name: string, task: () => Promise<void>): () => void;
  /** Cashes the occupant's chips out to their wallet and closes the stay. */
  cashOut(occupant: Occupant, stack: number): Promise<void>;
  /** Between hands: the stacks are saved and the crowd comes and goes. */
  betweenHands(table: PokerTable): Promise<void>;
  /** Someone is here to see it: a person seated or watching. */
  isActive(table: PokerTable): boolean;
}

/** How many recent pots the lobby's average is taken over. */
const RECENT_POTS = 30;

export class PokerTable {
  readonly seats: (Occupant | null)[] = Array.from({ length: SEATS }, () => null);
  hand: HandState | null = null;
  handNumber = 0;
  /** When the person to act runs out of time (null while a bot thinks or between hands). */
  deadline: number | null = null;
  rakeTotal = 0;
  recentPots: number[] = [];
  watchedUntil = 0;
  /** How many of the crowd it keeps seated. */
  readonly crowdTarget: number;
  private cancelTimer: (() => void) | null = null;
  private button = SEATS - 1;

  constructor(
    readonly config: TableConfig,
    private readonly host: TableHost,
    private readonly random: RandomStream,
  ) {
    this.crowdTarget = config.crowd.min + random.int(config.crowd.max - config.crowd.min + 1);
  }

  occupants(): Occupant[] {
    return this.seats.filter((occupant): occupant is Occupant => occupant !== null);
  }

  seatOf(userId: string): number | null {
    const seat = this.seats.findIndex((occupant) => occupant?.userId === userId);
    return seat === -1 ? null : seat;
  }

  freeSeats(): number[] {
    return this.seats.flatMap((occupant, seat) => (occupant ? [] : [seat]));
  }

  handLive(): boolean {
    return this.hand !== null && this.hand.result === null;
  }

  /** The occupant's chips now: the hand's count while they are in one. */
  stackOf(occupant: Occupant): number {
    const player = this.handLive() ? playerAt(this.hand!, this.seats.indexOf(occupant)) : undefined;
    return player && player.id === occupant.stayId ? player.stack : occupant.stack;
  }

  seat(occupant: Occupant, seat: number): void {
    if (this.seats[seat]) throw new IllegalAction('That seat is taken');
    this.seats[seat] = occupant;
  }

  /** Starts dealing if the table rests (someone sat down or came to watch). */
  wake(): void {
    if (this.cancelTimer || this.handLive()) return;
    this.setTimer(0, 'poker:deal', () => this.betweenHands());
  }

  /** A person's decision (IllegalAction when it is not theirs to make or the rules refuse it). */
  act(userId: string, decision: Decision): void {
    const seat = this.seatOf(userId);
    if (seat === null || !this.handLive() || this.hand!.toAct !== seat)
      throw new IllegalAction('It is not your turn');
    applyDecision(this.hand!, seat, decision);
    // Acting again brings a player back from sitting out.
    Object.assign(this.seats[seat]!, { timeouts: 0, sittingOut: false });
    this.afterDecision();
  }

  /**
   * Stands the person up: at once when they are not in the hand under way (or folded), else when it ends
   * (folding for them when their turn comes). Answers whether it had to wait.
   */
  async leave(userId: string): Promise<{ pending: boolean }> {
    const seat = this.seatOf(userId);
    if (seat === null) return { pending: false };
    const occupant = this.seats[seat]!;
    const player = this.handLive() ? playerAt(this.hand!, seat) : undefined;
    if (player && player.id === occupant.stayId && !player.folded) {
      occupant.leaving = true;
      if (this.hand!.toAct === seat) {
        applyDecision(this.hand!, seat, { action: 'fold' });
        this.afterDecision();
        return this.leave(userId);
      }
      return { pending: true };
    }
    await this.standUp(occupant);
    return { pending: false };
  }

  /** Cashes out and frees the seat. */
  async standUp(occupant: Occupant): Promise<void> {
    const seat = this.seats.indexOf(occupant);
    if (seat === -1) return;
    const stack = this.stackOf(occupant);
    this.seats[seat] = null;
    await this.host.cashOut(occupant, stack);
  }

  private setTimer(delay: number, name: string, task: () => Promise<void> | void): void {
    this.cancelTimer?.();
    this.cancelTimer = this.host.schedule(this.host.now() + delay, name, async () => {
      this.cancelTimer = null;
      await task();
    });
  }

  /** After every decision: the next turn, or the result. */
  private afterDecision(): void {
    const hand = this.hand!;
    this.deadline = null;
    if (hand.result) return this.finishHand();
    const seat = hand.toAct!;
    const occupant = this.seats[seat]!;
    if (occupant.leaving || occupant.sittingOut) return this.decideFor(seat, occupant.leaving);
    if (occupant.bot) {
      const { min, max } = TIMING.botThinkMs;
      this.setTimer(min + this.random.int(max - min), 'poker:bot', () => {
        applyDecision(
          hand,
          seat,
          botDecision(hand, () => this.random.next()),
        );
        this.afterDecision();
      });
      return;
    }
    this.deadline = this.host.now() + TIMING.actionMs;
    this.setTimer(TIMING.actionMs, 'poker:timeout', () => {
      occupant.timeouts += 1;
      if (occupant.timeouts >= TIMEOUTS_TO_SIT_OUT) occupant.sittingOut = true;
      this.decideFor(seat, false);
    });
  }

  /** Checks when free, else folds, for a player who is not deciding (or always folds for one leaving). */
  private decideFor(seat: number, fold: boolean): void {
    const legal = legalActions(this.hand!)!;
    applyDecision(this.hand!, seat, { action: legal.canCheck && !fold ? 'check' : 'fold' });
    this.afterDecision();
  }

  private finishHand(): void {
    const hand = this.hand!;
    const result = hand.result!;
    this.rakeTotal += result.rake;
    this.recentPots = [...this.recentPots, result.pots.reduce((sum, pot) => sum + pot.amount, 0)].slice(
      -RECENT_POTS,
    );
    for (const player of hand.players) {
      const occupant = this.seats[player.seat];
      if (occupant?.stayId === player.id) occupant.stack = player.stack;
    }
    const pause = result.showdown ? TIMING.resultMs.showdown : TIMING.resultMs.folded;
    this.setTimer(pause, 'poker:next-hand', () => this.betweenHands());
  }

  private async betweenHands(): Promise<void> {
    for (const occupant of this.occupants())
      if (occupant.stack === 0 || occupant.leaving || occupant.sittingOut) await this.standUp(occupant);
    if (!this.host.isActive(this)) return;
    await this.host.betweenHands(this);
    if (this.cancelTimer || this.handLive()) return;
    const players = this.seats.flatMap((occupant, seat) =>
      occupant && occupant.stack > 0 && !occupant.sittingOut
        ? [{ seat, id: occupant.stayId, stack: occupant.stack }]
        : [],
    );
    if (players.length < 2) return;
    this.button = players.find((player) => player.seat > this.button)?.seat ?? players[0]!.seat;
    this.handNumber += 1;
    this.hand = dealHand({
      id: `${this.config.id}-${this.handNumber}-${this.random.hex(6)}`,
      players,
      button: this.button,
      blinds: this.config.blinds,
      rake: RAKE,
      deck: shuffledDeck((count) => this.random.int(count)),
    });
    this.afterDecision();
  }
}
