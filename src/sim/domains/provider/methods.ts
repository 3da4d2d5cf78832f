/**
 * How the provider's server answers its game clients' calls: one handler per method of the contract's
 * ProviderMethodMap, each with the caller's session.
 */
import type { ProviderMethodMap } from '@contract/provider/index';
import type { SimContext } from '../../context';
import type { ProviderSessionRecord } from '../../services/db';

export interface ProviderCallInput<P> {
  ctx: SimContext;
  session: ProviderSessionRecord;
  params: P;
}

export type ProviderMethodHandlers<Map extends object> = {
  [M in keyof Map]: Map[M] extends { params: infer P; result: infer R }
    ? (input: ProviderCallInput<P>) => Promise<R>
    : never;
};

export type AllProviderMethodHandlers = ProviderMethodHandlers<ProviderMethodMap>;

/** A refusal the game client shows its player (insufficient funds, a closed betting window, ...). */
export class ProviderFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
