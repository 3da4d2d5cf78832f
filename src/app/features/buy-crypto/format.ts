/** How the page writes money, coins, chains and the card's expiry as it is typed. */
import chainFixture from '@fixtures/chains.json';
import type { Fiat } from '@contract/onramp';
import { formatAmount } from '../wallet';

const fiatFormats = new Map<Fiat, Intl.NumberFormat>();

/** '$1,234.50', '€20.00'. */
export function money(fiat: Fiat, amount: number): string {
  let format = fiatFormats.get(fiat);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: fiat.toUpperCase() });
    fiatFormats.set(fiat, format);
  }
  return format.format(amount);
}

/** '0.00140534 BTC'. */
export const coins = (amount: number, currency: string, decimals = 8) =>
  `${formatAmount(amount, decimals, 'btc')} ${currency.toUpperCase()}`;

const CHAIN_NAMES = new Map(chainFixture.chains.map((chain) => [chain.id, chain.name]));

/** 'Ethereum (ERC-20)' for 'erc20'. */
export const chainName = (id: string) => CHAIN_NAMES.get(id) ?? id;

/** The expiry as typed, kept to 'MM/YY': digits only, the slash added after the month. */
export function expiryText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A long id shortened for a narrow line: 'a1b2c3…f9e8d7'. */
export const shortId = (id: string) => (id.length > 16 ? `${id.slice(0, 8)}…${id.slice(-6)}` : id);

const BRAND_LABELS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard' };

/** 'Visa' for card-validator's 'visa'. */
export const cardBrandLabel = (brand: string) => BRAND_LABELS[brand] ?? 'Card';
