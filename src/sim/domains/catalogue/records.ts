/** The catalogue as the sim keeps it: the wire's game plus what the simulated provider needs to run it. */
import type { CatalogueGame, ProviderEntry } from '@contract/catalogue';
import type { ProviderGameKind } from '@contract/provider/index';

export type Volatility = 'low' | 'medium' | 'high';

export interface CatalogueRecord extends CatalogueGame {
  kind: ProviderGameKind;
  /** Return to player the game is built to (0.94 to 0.97), for slots and instant games; null otherwise. */
  rtp: number | null;
  volatility: Volatility | null;
}

export type ProviderRecord = ProviderEntry;
