/**
 * The stakes a session offers: a ladder of US dollar amounts in the session's currency at its price when the
 * session opened (so a step chosen stays valid while prices move), two significant digits, each at least one
 * minor unit. The top steps are for high rollers: third-party games are not held to the originals' max bet.
 */
import { fromMinor, toMinor } from '@contract/index';
import { findCurrency, type SimContext } from '../../../context';
import type { ProviderSessionRecord } from '../../../services/db';

export const STAKE_LADDER_USD = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000] as const;
/** The default stake: $1. */
const DEFAULT_STEP = STAKE_LADDER_USD.indexOf(1);

function twoDigits(minor: number): number {
  if (minor < 100) return Math.max(1, Math.round(minor));
  const unit = 10 ** (Math.floor(Math.log10(minor)) - 1);
  return Math.round(minor / unit) * unit;
}

export interface Stakes {
  decimals: number;
  /** Ascending, in minor units. */
  steps: number[];
  defaultMinor: number;
}

export function sessionStakes(ctx: SimContext, session: ProviderSessionRecord): Stakes {
  const fixture = findCurrency(session.currency);
  const priced = ctx.prices.currency(session.currency, session.createdAt);
  const decimals = fixture?.decimals ?? 2;
  const price = priced && priced.price > 0 ? priced.price : 1;
  const steps = STAKE_LADDER_USD.map((usd) => twoDigits((usd / price) * 10 ** decimals));
  const unique = [...new Set(steps)];
  const defaultMinor = steps[DEFAULT_STEP]!;
  return { decimals, steps: unique, defaultMinor };
}

/** The stake in minor units when `bet` (a decimal) is one of the session's steps, else null. */
export function stakeOf(stakes: Stakes, bet: unknown): number | null {
  if (typeof bet !== 'number' || !Number.isFinite(bet) || bet <= 0) return null;
  const minor = toMinor(bet, stakes.decimals);
  return minor !== null && stakes.steps.includes(minor) ? minor : null;
}

export const stakeSteps = (stakes: Stakes) => stakes.steps.map((step) => fromMinor(step, stakes.decimals));
