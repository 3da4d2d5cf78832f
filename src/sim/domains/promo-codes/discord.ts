/**
 * The Discord bonus (extension routes, promotions-routes.ts): whether the player joined the server (emulated:
 * POST /discord/join stands for Discord's sign-in) and took its bonus, one wheel ticket once (code 'DISCORD'
 * among the ticket codes). Codes 1 (not joined) and 2 (already received) of platform.md §8.
 */
import type { DiscordState, TicketData } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { RewardStateRecord } from '../../services/db-promotions';
import { notify } from '../rewards/notifications';
import { readRewardState, updateRewardState } from '../rewards/state';
import { discordError } from './errors';
import { ticketData } from './wheel';

export const DISCORD_CODE = 'DISCORD';

const stateOf = ({ discordJoined, discordClaimed }: RewardStateRecord): DiscordState => ({
  joined: discordJoined,
  claimed: discordClaimed,
});

export async function discordState(ctx: SimContext, userId: string): Promise<DiscordState> {
  return stateOf(await readRewardState(ctx.db, userId));
}

export async function joinDiscord(ctx: SimContext, userId: string): Promise<DiscordState> {
  const { db } = ctx;
  const state = await db.transaction('rw', db.rewardStates, () =>
    updateRewardState(db, userId, () => ({ discordJoined: true })),
  );
  return stateOf(state);
}

export function claimDiscordBonus(ctx: SimContext, userId: string): Promise<TicketData> {
  const { db } = ctx;
  return ctx.ledger.transact(
    [db.rewardStates, db.notifications],
    (tx) =>
      readRewardState(db, userId)
        .then((state) => {
          if (!state.discordJoined) throw discordError(1);
          if (state.discordClaimed) throw discordError(2);
          return updateRewardState(db, userId, (current) => ({
            discordClaimed: true,
            tickets: current.tickets + 1,
            ticketCodes: [...current.ticketCodes, { _id: DISCORD_CODE, code: DISCORD_CODE }],
          }));
        })
        .then((state) =>
          notify(ctx, tx, userId, 'gift', 'Thanks for joining our Discord: one spin of the bonus wheel').then(
            () => ticketData(state),
          ),
        ) as Promise<TicketData>,
  );
}
