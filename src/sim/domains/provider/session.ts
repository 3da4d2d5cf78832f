import type { ProviderSessionMethodMap } from '@contract/provider/index';
import { ProviderFailure, type ProviderMethodHandlers } from './methods';

const NOT_READY = () => Promise.reject(new ProviderFailure('NOT_READY', 'The provider is starting.'));

/** The session calls of every game client. */
export const sessionMethods: ProviderMethodHandlers<ProviderSessionMethodMap> = {
  'session.info': NOT_READY,
  'session.balance': NOT_READY,
};
