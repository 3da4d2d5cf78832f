/**
 * control.wagerFor: QA's "wager $N as me". Real in-house bets (limbo at a 1.01 target, low risk) are played
 * for the player through the normal play path (seeds, ledger, race, VIP, rewards, affiliate) until `usd`
 * dollars are wagered or the balance runs out. Each bet stakes what is left to wager, the balance or the max
 * bet, whichever is least: the max bet at the round's price, less a margin, since on a host whose clock runs
 * on the price may move between the stake and the play's own check (which would refuse it, code -9).
 */
import { fromMinor, type WagerForAnswer } from '@contract/index';
import type { SimContext } from '../../context';
import { MICRO_PER_USD, microToUsd, microUsdOfMinor, usdToMicro } from '../../services/usd';
import { playGame } from '../games/play';
import { inHouseSettings, maxBetMinor, minimumMinor } from '../games/settings';

/** A bound on the rounds of one call, so that no setting can keep it going. */
const MAX_ROUNDS = 500;
const LOW_RISK_TARGET = 1.01;
const MAX_BET_MARGIN = 0.95;

export async function wagerFor(
  ctx: SimContext,
  login: string,
  usd: number,
  currencyId = 'usdt',
): Promise<WagerForAnswer> {
  if (!(usd > 0) || !Number.isFinite(usd)) throw new RangeError('The amount must be more than 0 dollars');
  const user = await ctx.db.users.where('nameLower').equals(String(login).toLowerCase()).first();
  if (!user) throw new RangeError(`Unknown player: ${login}`);
  const currency = ctx.prices.currency(currencyId);
  if (!currency) throw new RangeError(`Unknown currency: ${currencyId}`);
  const { maxBetEur } = inHouseSettings();
  const maxBetNow = () => {
    const max = maxBetEur === null ? null : maxBetMinor(ctx.prices.currency(currencyId)!, maxBetEur);
    return max === null ? Infinity : Math.floor(max * MAX_BET_MARGIN);
  };
  const targetMicro = usdToMicro(usd);
  let wageredMicro = 0;
  let bets = 0;
  for (; bets < MAX_ROUNDS && wageredMicro < targetMicro; bets += 1) {
    // What is left to wager, rounded up to a minor unit of the currency.
    const left = (targetMicro - wageredMicro) / MICRO_PER_USD / currency.price;
    const leftMinor = Math.ceil(left * 10 ** currency.decimals - 1e-9);
    const balance = (await ctx.ledger.balance(user._id, currency.id, 'real'))?.amount ?? 0;
    const stake = Math.min(leftMinor, balance, maxBetNow());
    if (stake < minimumMinor(currency)) break;
    await playGame(ctx, user._id, {
      api_id: 'limbo',
      bet: fromMinor(stake, currency.decimals),
      demo: false,
      currency: currency.id,
      quick: true,
      data: { target: LOW_RISK_TARGET },
    });
    wageredMicro += microUsdOfMinor(ctx.prices, currency.id, stake);
  }
  const balance = (await ctx.ledger.balance(user._id, currency.id, 'real'))?.amount ?? 0;
  return {
    wageredUsd: microToUsd(wageredMicro),
    bets,
    currency: currency.id,
    balance: fromMinor(balance, currency.decimals),
  };
}
