/** A player's reward counters and cooldowns (RewardStateRecord): one row, created on first change. */
import { WHEEL } from '@contract/promotions';
import type { RewardStateRecord } from '../../services/db-promotions';
import type { SimDb } from '../../services/db';

export const defaultRewardState = (userId: string): RewardStateRecord => ({
  userId,
  tickets: WHEEL.ticketsAtRegistration,
  ticketCodes: [],
  rakebackBoost: 0,
  rakebackNextAt: null,
  discordJoined: false,
  discordClaimed: false,
});

/** The player's row, or the defaults of a player who never had one. Chains on Dexie's promises. */
export const readRewardState = (db: SimDb, userId: string): PromiseLike<RewardStateRecord> =>
  db.rewardStates.get(userId).then((row) => row ?? defaultRewardState(userId));

/** Applies `patch` to the player's row (creating it from the defaults). Inside a transaction over rewardStates. */
export const updateRewardState = (
  db: SimDb,
  userId: string,
  patch: (state: RewardStateRecord) => Partial<RewardStateRecord>,
): PromiseLike<RewardStateRecord> =>
  readRewardState(db, userId).then((state) => {
    const next = { ...state, ...patch(state) };
    return db.rewardStates.put(next).then(() => next);
  });
