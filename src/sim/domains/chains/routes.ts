/**
 * The deposit tab's calls (platform.md §7): currencies on offer, the deposit address (or, with an amount, an
 * aggregator's invoice), history, wallet-notify.
 */
import {
  fromMinor,
  type AvailableDepositCurrency,
  type DepositWalletAnswer,
  type WalletNotifyAnswer,
} from '@contract/index';
import { WALLET_NOTIFY_ERRORS, WALLET_NOTIFY_SUCCESS } from '@contract/deposits';
import { availableCurrenciesBodySchema, depositWalletBodySchema } from '@contract/deposit-schemas';
import { CURRENCIES, findCurrency } from '../../context';
import { authed, type RouteHandlers } from '../../router';
import { parseBody } from '../../services/validation';
import { depositAddress } from './addresses';
import { openInvoice } from './aggregator';
import { depositHistory } from './history';
import { chainOf, minDepositOf } from './params';
import { checkAggregatorUsd, depositChain, requireVerifiedEmail, supportedCurrency } from './validation';

function offers(currencyId?: string, chainId?: string): AvailableDepositCurrency[] {
  const currencies = currencyId ? [supportedCurrency(currencyId)] : CURRENCIES;
  return currencies.flatMap((currency) =>
    currency.chains
      .filter((id) => !chainId || id === chainId.toLowerCase())
      .flatMap((id) => {
        const chain = chainOf(currency, id);
        if (!chain) return [];
        return [
          {
            currency: currency.id,
            chain: chain.id,
            min: fromMinor(minDepositOf(currency.id), currency.decimals),
            confirmations: chain.confirmations,
            blockTimeMs: chain.blockTimeMs,
          },
        ];
      }),
  );
}

export const depositRoutes: RouteHandlers = {
  'POST /api/wallet/getAvailableCurrencies': async (input) => {
    authed(input);
    const body = parseBody(availableCurrenciesBodySchema, input.body);
    return { currencies: offers(body.currency, body.chain) };
  },

  'POST /api/wallet/getDepositWallet': async (input): Promise<DepositWalletAnswer> => {
    const { ctx, user } = authed(input);
    requireVerifiedEmail(user);
    const body = parseBody(depositWalletBodySchema, input.body);
    const currency = supportedCurrency(body.currency);
    const pay = body.depositCurrency === undefined ? currency : supportedCurrency(body.depositCurrency);
    if (body.amount !== undefined) {
      // With an amount it is an aggregator deposit, paid in `pay` on one of its chains.
      const usd = checkAggregatorUsd(body.amount);
      const chain = depositChain(pay, body.chain);
      return openInvoice(ctx, { userId: user._id, currency, pay, chain, usd });
    }
    const chain = depositChain(currency, body.chain);
    const record = await depositAddress(ctx, user._id, currency.id, chain);
    return {
      wallet: record.address,
      currency: currency.id,
      chain: chain.id,
      confirmations: chain.confirmations,
    };
  },

  'POST /api/wallet/history/deposits': async (input) => {
    const { ctx, user } = authed(input);
    return depositHistory(ctx, user._id);
  },

  'GET /api/walletNotify/{currency}/{txid}': async (input): Promise<WalletNotifyAnswer> => {
    const { ctx, params } = authed(input);
    const currency = findCurrency(params.currency);
    if (!currency) return { result: WALLET_NOTIFY_ERRORS.unknownCurrency };
    const tx = await ctx.db.chainTxs.get(params.txid ?? '');
    if (!tx) return { result: WALLET_NOTIFY_ERRORS.notFound };
    if (tx.currency !== currency.id) return { result: WALLET_NOTIFY_ERRORS.wrongCurrency };
    return { result: WALLET_NOTIFY_SUCCESS };
  },
};
