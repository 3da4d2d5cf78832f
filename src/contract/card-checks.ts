/**
 * The card form's checks, shared by the page (as the player types) and the sim (which never trusts the
 * client): card-validator for the number (Luhn, length, brand), the security code's size and the holder's
 * name. The expiry is checked here against a clock passed in, because card-validator reads the machine's own
 * clock and the sim's time is the world's clock.
 */
import cardValidator from 'card-validator';
import { ONRAMP_MESSAGES, ONRAMP_RULES, type OnrampCard } from './onramp';

/** How far ahead an expiry may be (card-validator's default). */
const MAX_YEARS_AHEAD = 19;
const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** The number as digits: spaces and dashes, as people type them, removed. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** Spaced in groups of four as a card shows it (the form's own formatting as the player types). */
export const spacedCardNumber = (number: string) =>
  cardDigits(number)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The brand the number so far points to ('Visa'), or null. */
export function cardBrandName(number: string): string | null {
  return cardValidator.number(cardDigits(number)).card?.niceType ?? null;
}

export function cardNumberProblem(number: string): string | null {
  const check = cardValidator.number(cardDigits(number));
  if (!check.isValid || !check.card) return ONRAMP_MESSAGES.cardNumber;
  return (ONRAMP_RULES.brands as readonly string[]).includes(check.card.type)
    ? null
    : ONRAMP_MESSAGES.cardBrand;
}

/** `MM/YY` or `MM/YYYY`: valid until the end of that month (UTC) at `now`. */
export function cardExpiryProblem(expiry: string, now: number): string | null {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return ONRAMP_MESSAGES.expiry;
  const month = Number(match[1]);
  const written = Number(match[2]);
  const year = written < 100 ? 2000 + written : written;
  if (month < 1 || month > 12) return ONRAMP_MESSAGES.expiry;
  if (year > new Date(now).getUTCFullYear() + MAX_YEARS_AHEAD) return ONRAMP_MESSAGES.expiry;
  return now >= Date.UTC(year, month, 1) ? ONRAMP_MESSAGES.expired : null;
}

/** The security code's size is the brand's (3 for Visa and Mastercard); 3 or 4 while the brand is unknown. */
export function cardCvcProblem(cvc: string, number: string): string | null {
  const size = cardValidator.number(cardDigits(number)).card?.code.size;
  return cardValidator.cvv(cvc.trim(), size ?? [3, 4]).isValid ? null : ONRAMP_MESSAGES.cvc;
}

export function cardHolderProblem(holder: string): string | null {
  const name = holder.trim();
  return name.length >= 2 && cardValidator.cardholderName(name).isValid ? null : ONRAMP_MESSAGES.holder;
}

/** What may be kept of a valid card: its brand and last 4 digits, never the number. */
export function cardSummary(number: string): OnrampCard {
  const digits = cardDigits(number);
  return { brand: cardValidator.number(digits).card?.type ?? 'card', last4: digits.slice(-4) };
}
