/**
 * What the slots need from the rest of the sim: the catalogue's record of a game and the operator's wallet
 * (the signed callbacks, in minor units; each answers the balance after). Passed in, so that the machines can
 * be tested against a plain in-memory wallet as well as the real one.
 */
import type { SimContext } from '../../../context';
import type { ProviderSessionRecord } from '../../../services/db';
import type { CatalogueRecord } from '../../catalogue/records';

export interface SlotWallet {
  bet(
    ctx: SimContext,
    session: ProviderSessionRecord,
    call: { roundId: string; amount: number },
  ): Promise<number>;
  win(
    ctx: SimContext,
    session: ProviderSessionRecord,
    call: { roundId: string; amount: number; finished: boolean },
  ): Promise<number>;
  balance(ctx: SimContext, session: ProviderSessionRecord): Promise<number>;
}

export interface SlotDeps {
  wallet: SlotWallet;
  findGame(id: string): Promise<CatalogueRecord | undefined>;
}
