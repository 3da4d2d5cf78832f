import type { PokerMethodMap } from '@contract/provider/poker';
import type { ProviderMethodHandlers } from '../methods';

/** The poker game client's calls. */
export const pokerMethods: ProviderMethodHandlers<PokerMethodMap> = {};
