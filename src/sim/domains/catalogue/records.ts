/** The catalogue as the sim keeps it: the wire's game plus what the simulated provider needs to run it. */
import type { CatalogueGame, ProviderEntry } from '@contract/catalogue';
import type { ProviderGameKind } from '@contract/provider/index';

export type Volatility = 'low' | 'medium' | 'high';

export interface CatalogueRecord extends CatalogueGame {
  /** How the provider runs it; 'original' for the in-house games, which are played through Play. */
  kind: ProviderGameKind | 'original';
  /** Return to player the game is built to (0.94 to 0.97), for slots and instant games; null otherwise. */
  rtp: number | null;
  volatility: Volatility | null;
  /** The art's motif (a slot theme, 'table' for live tables, 'originals'). */
  theme: string;
}

/** A provider as the sim keeps it: the wire's entry plus its slug (the art's file name). */
export interface ProviderRecord extends ProviderEntry {
  slug: string;
}
