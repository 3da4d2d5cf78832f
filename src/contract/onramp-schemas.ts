/**
 * Request schemas of the on-ramp calls (onramp-routes.ts), for the sim's input checks and the page's card form.
 * The card checks read a clock: the sim passes its own, the page the server's time.
 */
import * as z from 'zod/mini';
import { cardCvcProblem, cardExpiryProblem, cardHolderProblem, cardNumberProblem } from './card-checks';
import { ONRAMP_MESSAGES, ONRAMP_RULES } from './onramp';

export const onrampQuoteBodySchema = z.object({
  fiat: z.string(ONRAMP_MESSAGES.unsupportedFiat),
  amount: z.union([z.number(), z.string()], ONRAMP_MESSAGES.invalidAmount),
  currency: z.string(ONRAMP_MESSAGES.unsupportedCurrency),
  /** The currency's first chain when left out. */
  chain: z.optional(z.string()),
});
export type OnrampQuoteBody = z.input<typeof onrampQuoteBodySchema>;

/** A text field whose one problem (or none) a card check names. */
const checkedText = (message: string, problem: (value: string) => string | null) =>
  z.string(message).check(
    z.superRefine((value, payload) => {
      const found = problem(value);
      if (found) payload.issues.push({ code: 'custom', message: found, input: value });
    }),
  );

/** The card form's fields: number, expiry (MM/YY), security code and the holder's name. */
const cardShape = (now: () => number) => ({
  number: checkedText(ONRAMP_MESSAGES.cardNumber, cardNumberProblem),
  expiry: checkedText(ONRAMP_MESSAGES.expiry, (expiry) => cardExpiryProblem(expiry, now())),
  // 3 or 4 digits here; the brand's own size below, once the number is known to be good.
  cvc: checkedText(ONRAMP_MESSAGES.cvc, (cvc) => cardCvcProblem(cvc, '')),
  holder: checkedText(ONRAMP_MESSAGES.holder, cardHolderProblem),
});

/** The code's size depends on the brand, so it is checked with the number beside it. */
const cvcFitsBrand = z.superRefine<{ number: string; cvc: string }>((card, payload) => {
  const found = cardCvcProblem(card.cvc, card.number);
  if (found) payload.issues.push({ code: 'custom', message: found, input: card.cvc, path: ['cvc'] });
});

export const cardFormSchema = (now: () => number) => z.object(cardShape(now)).check(cvcFitsBrand);
export type CardForm = z.output<ReturnType<typeof cardFormSchema>>;

export const onrampOrderBodySchema = (now: () => number) =>
  z.object({ ...cardShape(now), quoteId: z.string(ONRAMP_MESSAGES.quoteNotFound) }).check(cvcFitsBrand);
export type OnrampOrderBody = z.input<ReturnType<typeof onrampOrderBodySchema>>;

export const onrampOrderIdBodySchema = z.object({ id: z.string(ONRAMP_MESSAGES.orderNotFound) });

const CODE = new RegExp(`^\\d{${ONRAMP_RULES.challengeCodeLength}}$`);
export const onrampChallengeBodySchema = z.object({
  id: z.string(ONRAMP_MESSAGES.orderNotFound),
  code: z.string(ONRAMP_MESSAGES.codeFormat).check(z.trim(), z.regex(CODE, ONRAMP_MESSAGES.codeFormat)),
});
