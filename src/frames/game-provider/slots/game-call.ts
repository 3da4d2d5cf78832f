/**
 * How a game client reaches the provider's server (the frame shell's `call`), the props every game client
 * gets, and the small helpers the slots' screens share: money texts and refusal texts.
 */
import type {
  ProviderMethod,
  ProviderParams,
  ProviderResult,
  ProviderSessionInfo,
} from '@contract/provider/index';

export type GameCall = <M extends ProviderMethod>(
  method: M,
  params: ProviderParams<M>,
) => Promise<ProviderResult<M>>;

export interface GameClientProps {
  info: ProviderSessionInfo;
  call: GameCall;
}

/** An amount of the session's currency at its precision (trailing zeros beyond two decimals dropped). */
export function money(value: number, currency: string, decimals: number): string {
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: Math.min(2, decimals),
    maximumFractionDigits: decimals,
  });
  return `${text} ${currency.toUpperCase()}`;
}

/** Shows an amount of the session's currency. */
export type Money = (value: number) => string;

export const moneyFormat =
  (currency: string, decimals: number): Money =>
  (value) =>
    money(value, currency, decimals);

/** The provider's refusal text, or a generic one. */
export function refusalText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'The game could not reach its server. Try again.';
}
