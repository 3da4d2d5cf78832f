/**
 * Players seen from chat (community.md §2 "User profile popup", §3 "Profile response", §5, §7): a profile with
 * what the player wagered in real money (USD at each round's price) and how many games they played; the
 * /user, /bet, /ignore and /unignore commands' look-ups.
 *
 * Privacy: a private_bets player's profile opens only for themselves and for viewers who see private names
 * (permission ignore_privacy, or the wildcard role); others, guests included, get 403.
 */
import { CHAT_MESSAGES, CODES, HTTP, fromMinor, seesPlayer, type ProfileAnswer } from '@contract/index';
import type { SimContext } from '../../context';
import { HttpError } from '../../services/http-error';
import type { UserRecord } from '../../services/db';
import { betRecords, findBet } from '../games/bets';
import { GUEST_USER_ID } from '../games/settings';
import { fieldsError, notFound } from './errors';

/** How many of the player's latest bets a profile lists. */
export const PROFILE_BETS = 10;

export async function findUserByName(ctx: SimContext, name: string): Promise<UserRecord | undefined> {
  return ctx.db.users.where('nameLower').equals(name.trim().toLowerCase()).first();
}

/** The player of a profile, if the viewer may see them: unknown 404, private 403 (the profile tabs share it). */
export async function visiblePlayer(
  ctx: SimContext,
  id: string,
  viewer: UserRecord | null,
): Promise<UserRecord> {
  const user = id === GUEST_USER_ID ? undefined : await ctx.db.users.get(id);
  if (!user) throw notFound(CHAT_MESSAGES.unknownUser);
  if (!seesPlayer(user, viewer))
    throw new HttpError(HTTP.forbidden, CODES.generic, CHAT_MESSAGES.privateProfile);
  return user;
}

export async function profileOf(
  ctx: SimContext,
  id: string,
  viewer: UserRecord | null,
): Promise<ProfileAnswer> {
  const user = await visiblePlayer(ctx, id, viewer);

  // Wagered: the stakes of the player's settled real-money bets; games: every settled (not cancelled) bet.
  let usd = 0;
  let games = 0;
  await ctx.db.bets
    .where('userId')
    .equals(user._id)
    .each((bet) => {
      if (bet.status !== 'finished') return;
      games += 1;
      const priced = bet.demo ? undefined : ctx.prices.currency(bet.currency, bet.createdAt);
      if (priced) usd += fromMinor(bet.stake, priced.decimals) * priced.price;
    });
  const latest = await ctx.db.bets
    .where('tags')
    .equals(`u:${user._id}`)
    .reverse()
    .limit(PROFILE_BETS)
    .toArray();
  return {
    user: {
      _id: user._id,
      name: user.name,
      avatar: user.avatar,
      created_at: user.created_at,
      vipLevel: user.vipLevel,
      private_bets: user.private_bets,
      access: user.roles.map((role) => ({ id: role.id })),
    },
    wagered: Math.round(usd * 100) / 100,
    games,
    bets: await betRecords(ctx, latest, viewer?._id ?? null),
  };
}

export async function findUserId(ctx: SimContext, name: string): Promise<{ id: string }> {
  const user = await findUserByName(ctx, name);
  if (!user) throw notFound(CHAT_MESSAGES.unknownUser);
  return { id: user._id };
}

export async function findGame(ctx: SimContext, id: string | number): Promise<{ id: string; game: string }> {
  const bet = await findBet(ctx, id);
  if (!bet) throw notFound(CHAT_MESSAGES.unknownGame);
  return { id: bet.id, game: bet.game };
}

/** /ignore and /unignore: the player's list of ignored ids, changed. */
export async function setIgnored(
  ctx: SimContext,
  user: UserRecord,
  name: string,
  ignored: boolean,
): Promise<{ ignore: string[] }> {
  const other = await findUserByName(ctx, name);
  if (!other) throw notFound(CHAT_MESSAGES.unknownUser);
  if (other._id === user._id) throw fieldsError({ name: CHAT_MESSAGES.ignoreSelf });
  const { db } = ctx;
  return db.transaction('rw', db.users, () =>
    db.users.get(user._id).then((current) => {
      const list = (current?.ignore ?? []).filter((entry) => entry !== other._id);
      const ignore = ignored ? [...list, other._id] : list;
      return db.users.update(user._id, { ignore }).then(() => ({ ignore }));
    }),
  );
}
