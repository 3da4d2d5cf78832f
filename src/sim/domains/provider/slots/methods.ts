import type { SlotMethodMap } from '@contract/provider/slots';
import type { ProviderMethodHandlers } from '../methods';

/** The slots game client's calls. */
export const slotsMethods: ProviderMethodHandlers<SlotMethodMap> = {};
