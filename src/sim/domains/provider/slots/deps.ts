/** The slots' real collaborators: the catalogue and the operator's wallet through the signed callbacks. */
import { findGame } from '../../catalogue/store';
import { providerBalance, providerBet, providerWin } from '../wallet-client';
import type { SlotDeps } from './ports';

export const slotDeps: SlotDeps = {
  findGame,
  wallet: {
    bet: (ctx, session, call) => providerBet(ctx, session, call),
    win: (ctx, session, call) => providerWin(ctx, session, call),
    balance: (ctx, session) => providerBalance(ctx, session),
  },
};
