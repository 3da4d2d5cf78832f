import type { LiveMethodMap } from '@contract/provider/live';
import type { ProviderMethodHandlers } from '../methods';

/** The live game client's calls. */
export const liveMethods: ProviderMethodHandlers<LiveMethodMap> = {};
