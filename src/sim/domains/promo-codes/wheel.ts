/**
 * The bonus wheel (platform.md §3, §8): the player's tickets (POST /api/promocode/ticket/data) and a spin
 * (POST /api/promocode/ticket/spin). A spin is drawn like every in-house bet, from the player's active seed
 * pair at its nonce (contract/fairness/wheel.ts), and recorded as a 'wheel' bet of stake 0 in the player's
 * history so it can be verified on /fairness. One ledger transaction takes the ticket, moves the nonce, writes
 * the bet, grants the prize as a bonus (WHEEL.currency, WHEEL.multiplier) and the notification.
 */
import {
  WHEEL_GAME,
  WHEEL_GAME_NAME,
  verifyBet,
  wheelLabel,
  wheelLabels,
  wheelPrizeUsd,
  type SpinResult,
  type TicketData,
} from '@contract/index';
import { WHEEL } from '@contract/promotions';
import { LICENCE, type SimContext } from '../../context';
import type { BetRow, UserRecord } from '../../services/db';
import type { RewardStateRecord } from '../../services/db-promotions';
import { minorOfMicroUsd, usdToMicro } from '../../services/usd';
import { grantBonus } from '../bonuses/grant';
import { gameImage } from '../feed/events';
import { defaultClientSeed, ensurePairs } from '../games/seeds';
import { licenceOf } from '../licence';
import { notify } from '../rewards/notifications';
import { readRewardState, updateRewardState } from '../rewards/state';
import { spinError } from './errors';
import { dollars } from './rewards';

export const ticketData = (state: RewardStateRecord): TicketData => ({
  model: { tickets: state.tickets },
  promocodes: state.ticketCodes,
});

export async function readTicketData(ctx: SimContext, userId: string): Promise<TicketData> {
  return ticketData(await readRewardState(ctx.db, userId));
}

/** An opted-in deposit bonus not used yet (nor cancelled) must be used before the wheel spins (code 3). */
function waitingDepositBonus(ctx: SimContext, userId: string): PromiseLike<boolean> {
  return ctx.db.depositBonusStates
    .where('userId')
    .equals(userId)
    .toArray()
    .then((states) => states.some((state) => state.checkedIn && !state.depositId && !state.cancelled));
}

/** A spin is listed in its player's own bet lists only: a stake of 0 is no bet for the feeds. */
const wheelTags = (userId: string) => [`u:${userId}`, `u:${userId}:${WHEEL_GAME}`];
const WHEEL_TITLE = { name: WHEEL_GAME_NAME, image: gameImage(WHEEL_GAME) };

export async function spinWheel(ctx: SimContext, user: UserRecord): Promise<SpinResult> {
  const { db, ledger } = ctx;
  const labels = wheelLabels(await licenceOf(ctx, LICENCE));
  const clientSeed = defaultClientSeed(ctx, user.client_seed);
  const tables = [
    db.rewardStates,
    db.depositBonusStates,
    db.seedPairs,
    db.bets,
    db.bonuses,
    db.notifications,
  ];
  return ledger.transact(
    tables,
    (tx) =>
      waitingDepositBonus(ctx, user._id)
        .then((waiting) => {
          if (waiting) throw spinError('depositBonusFirst');
          return readRewardState(db, user._id);
        })
        .then((state) => {
          if (state.tickets <= 0) throw spinError('noTickets');
          return ensurePairs(ctx, user._id, clientSeed);
        })
        .then(({ active }) => {
          const { segment } = verifyBet('wheel', active).outcome;
          const usd = wheelPrizeUsd(wheelLabel(labels, segment));
          const prize = minorOfMicroUsd(ctx.prices, WHEEL.currency, usdToMicro(usd));
          const now = ctx.clock.now();
          const betId = ctx.newId();
          const row: Omit<BetRow, 'number'> = {
            id: betId,
            userId: user._id,
            game: WHEEL_GAME,
            currency: WHEEL.currency,
            demo: false,
            wager: 0,
            stake: 0,
            status: 'finished',
            // The prize, paid as a bonus balance: the history shows what the spin won.
            payout: prize,
            seedPairId: active.id,
            serverSeedHash: active.serverSeedHash,
            clientSeed: active.clientSeed,
            nonce: active.nonce,
            createdAt: now,
            settledAt: now,
            view: { segment, usd, label: wheelLabel(labels, segment) },
            tags: wheelTags(user._id),
            title: WHEEL_TITLE,
          };
          const answer: SpinResult = {
            segment,
            usd,
            currency: WHEEL.currency,
            betId,
            serverSeedHash: active.serverSeedHash,
            clientSeed: active.clientSeed,
            nonce: active.nonce,
          };
          return db.seedPairs
            .update(active.id, { nonce: active.nonce + 1 })
            .then(() => db.bets.add(row))
            .then(() => updateRewardState(db, user._id, (state) => ({ tickets: state.tickets - 1 })))
            .then(() =>
              prize > 0
                ? grantBonus(ctx, tx, {
                    userId: user._id,
                    currency: WHEEL.currency,
                    value: prize,
                    name: WHEEL_GAME_NAME,
                    multiplier: WHEEL.multiplier,
                    source: `wheel:${betId}`,
                  })
                : undefined,
            )
            .then(() => notify(ctx, tx, user._id, 'wheel', `You won ${dollars(usd)} on the bonus wheel`))
            .then(() => answer);
        }) as Promise<SpinResult>,
  );
}
