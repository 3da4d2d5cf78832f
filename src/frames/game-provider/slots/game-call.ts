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

/** An amount of the session's currency: two decimals, more for small crypto amounts. */
export function money(value: number, currency: string): string {
  const small = value !== 0 && Math.abs(value) < 1;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: small ? 8 : 2,
  });
  return `${text} ${currency.toUpperCase()}`;
}

/** The provider's refusal text, or a generic one. */
export function refusalText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'The game could not reach its server. Try again.';
}
