/**
 * The rules a stake must meet to open or join a pool, one place for both calls: the match's time (more than a
 * minute before its start, and within PVP.opensBeforeStartMs of it), a side the sport can end on, the stake
 * at its currency's precision and within the US dollar limits at the currency's price now.
 */
import { fromMinor, toMinor } from '@contract/index';
import { PVP, type PvpSide } from '@contract/pvp';
import type { Match } from '@contract/sports';
import type { PricedCurrency, SimContext } from '../../context';
import { profileOf } from '../sports/spec';
import { invalidField, pvpError } from './errors';

/** Joining and opening stop this long before the start, so that nobody stakes on a match already under way. */
export const LAST_CALL_MS = 60_000;

/** A pool's match may still be staked on at `now`: throws 'closed' from a minute before its start. */
export function checkStillOpen(startsAt: number, now: number): void {
  if (startsAt - now <= LAST_CALL_MS) throw pvpError('closed');
}

/** A match a pool may open on at `now`: scheduled, more than a minute away, within the opening period. */
export function checkOpensOn(match: Match, now: number): void {
  if (match.status !== 'scheduled') throw pvpError('closed');
  checkStillOpen(match.startsAt, now);
  if (match.startsAt - now > PVP.opensBeforeStartMs) throw pvpError('tooEarly');
}

/** The sides of a match with their names: 'Draw' only where the sport can end level. */
export function sideNamesOf(match: Match): Partial<Record<PvpSide, string>> {
  const draw = profileOf({ id: match.sportId }).canDraw ? { draw: 'Draw' } : {};
  return { home: match.home.name, ...draw, away: match.away.name };
}

export function checkSide(sideNames: Partial<Record<PvpSide, string>>, side: PvpSide): void {
  if (sideNames[side] === undefined) throw pvpError('invalidSide');
}

export interface CheckedStake {
  currency: PricedCurrency;
  /** Integer minor units. */
  stake: number;
}

/** The stake in minor units of a known currency, within the limits in US dollars at the price now. */
export function checkStake(ctx: SimContext, currencyId: string, amount: number): CheckedStake {
  const currency = ctx.prices.currency(currencyId);
  if (!currency) throw invalidField('currency', 'Unknown currency');
  const stake = toMinor(amount, currency.decimals);
  if (stake === null || stake <= 0) throw invalidField('stake', 'Invalid stake');
  const usd = fromMinor(stake, currency.decimals) * currency.price;
  if (!(usd >= PVP.minUsd)) throw pvpError('stakeTooLow');
  if (usd > PVP.maxUsd) throw pvpError('stakeTooHigh');
  return { currency, stake };
}

/** The balance a stake draws from holds it (checked again by the ledger inside the transaction). */
export async function checkBalance(
  ctx: SimContext,
  userId: string,
  currency: string,
  demo: boolean,
  stake: number,
): Promise<void> {
  const balance = await ctx.ledger.balance(userId, currency, demo ? 'demo' : 'real');
  if ((balance?.amount ?? 0) < stake) throw pvpError('notEnoughBalance');
}
