/**
 * The scratch card's server side: its configuration and a card. Each card is a round of its own: one bet
 * callback and one win callback with `finished`. Cards draw from the machine's spin streams like the reels.
 */
import { fromMinor } from '@contract/index';
import { SLOT_ERRORS, type InstantConfig, type InstantPlayResult } from '@contract/provider/slots';
import type { SimContext } from '../../../../context';
import type { ProviderSessionRecord } from '../../../../services/db';
import { ProviderFailure } from '../../methods';
import { machineKey, onMachine, readMachine, spinRandom } from '../machine-state';
import type { SlotDeps } from '../ports';
import { sessionScratch, themeOf } from '../slot-game';
import { sessionStakes, stakeOf, stakeSteps } from '../stakes';
import { slotTheme } from '../themes';
import { SCRATCH_PRIZES, scratchCard } from './scratch-card';

export async function instantConfig(
  ctx: SimContext,
  deps: SlotDeps,
  session: ProviderSessionRecord,
): Promise<InstantConfig> {
  const { record, game } = await sessionScratch(deps, session);
  const stakes = sessionStakes(ctx, session);
  return {
    theme: slotTheme(themeOf(record)),
    volatility: record.volatility ?? 'medium',
    rtp: game.rtp,
    prizes: [...SCRATCH_PRIZES],
    betSteps: stakeSteps(stakes),
    defaultBet: fromMinor(stakes.defaultMinor, stakes.decimals),
    decimals: stakes.decimals,
  };
}

export function playInstant(
  ctx: SimContext,
  deps: SlotDeps,
  session: ProviderSessionRecord,
  params: { bet: number },
): Promise<InstantPlayResult> {
  const key = machineKey(session);
  return onMachine(key, async () => {
    const { game } = await sessionScratch(deps, session);
    const stakes = sessionStakes(ctx, session);
    const bet = stakeOf(stakes, params.bet);
    if (bet === null) throw new ProviderFailure(SLOT_ERRORS.invalidBet, 'Choose one of the bets offered.');
    const state = await readMachine(ctx, key);
    const card = scratchCard(game, spinRandom(ctx, state));
    const roundId = ctx.newId();
    await deps.wallet.bet(ctx, session, { roundId, amount: bet });
    const won = bet * card.win;
    const balance = await deps.wallet.win(ctx, session, { roundId, amount: won, finished: true });
    await ctx.db.slotStates.put({ ...state, spins: state.spins + 1 });
    return {
      cells: card.cells.map((index) => SCRATCH_PRIZES[index]!),
      prize: card.prize === null ? null : SCRATCH_PRIZES[card.prize]!,
      win: fromMinor(won, stakes.decimals),
      balance: fromMinor(balance, stakes.decimals),
    };
  });
}
