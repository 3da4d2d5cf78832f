/**
 * The crowd at the tables: between hands some of the world's players stand up (short-stacked, deep, or just
 * done) and others sit down until the table has its share, always leaving a seat for a person. Players buy in
 * with their own money through the wallet, at stakes their bankroll allows.
 */
import type { RandomStream } from '../../../../services/rng';
import type { BotProfile } from '../../../../world/population';
import { ProviderFailure } from '../../methods';
import { buyInBounds, CHIPS_PER_USD } from './config';
import type { Occupant, PokerTable } from './table';

export interface CrowdSeating {
  roster: readonly BotProfile[];
  /** Who sits anywhere in the room (one table each). */
  seated: ReadonlySet<string>;
  random: RandomStream;
  /** Buys the seat (the wallet) and answers the occupant, or null when the player cannot pay. */
  buyIn(profile: BotProfile, chips: number): Promise<Occupant | null>;
}

/** A bot leaves below this many big blinds, above this many, or on a whim. */
const SHORT_BIG_BLINDS = 25;
const DEEP_BIG_BLINDS = 250;
const WHIM = 0.04;
/** A bankroll this many maximum buy-ins deep plays the stakes. */
const BANKROLL_BUY_INS = 5;

export async function seatTheCrowd(table: PokerTable, seating: CrowdSeating): Promise<void> {
  const big = table.config.blinds.big;
  for (const occupant of table.occupants()) {
    if (!occupant.bot) continue;
    const stack = occupant.stack;
    if (stack < SHORT_BIG_BLINDS * big || stack > DEEP_BIG_BLINDS * big || seating.random.next() < WHIM)
      await table.standUp(occupant);
  }
  const bounds = buyInBounds(table.config);
  const maxUsd = bounds.max / CHIPS_PER_USD;
  const candidates = seating.roster.filter(
    (profile) => !seating.seated.has(profile.userId) && profile.bankrollUsd >= maxUsd * BANKROLL_BUY_INS,
  );
  let tries = 0;
  while (
    table.occupants().filter((occupant) => occupant.bot).length < table.crowdTarget &&
    table.freeSeats().length > 1 &&
    candidates.length > 0 &&
    tries < 4
  ) {
    tries += 1;
    const profile = candidates.splice(seating.random.int(candidates.length), 1)[0]!;
    const bigBlinds = 50 + seating.random.int(51);
    const occupant = await seating.buyIn(profile, Math.min(bounds.max, bigBlinds * big)).catch((error) => {
      if (error instanceof ProviderFailure) return null;
      throw error;
    });
    if (!occupant) continue;
    const free = table.freeSeats();
    table.seat(occupant, free[seating.random.int(free.length)]!);
  }
}
