/**
 * The slot machine's server side: its configuration for the game client, and a spin. A round is the paid
 * spin (or a bought bonus) and the free spins it leads to: one bet callback when it starts, one win callback
 * with `finished` when it ends (a round without free spins ends at once). Free spins are further spin calls
 * at the round's bet; the round lives in the machine's record, so a reload resumes it.
 */
import { fromMinor, toMinor } from '@contract/index';
import {
  SLOT_ERRORS,
  type SlotConfig,
  type SlotSpinParams,
  type SlotSpinResult,
  type SlotSymbolId,
} from '@contract/provider/slots';
import type { SimContext } from '../../../context';
import type { ProviderSessionRecord, SlotRoundRecord, SlotStateRecord } from '../../../services/db';
import { ProviderFailure } from '../methods';
import { BOUGHT_SCATTERS, type SlotGame } from './engine/game';
import { LINE_COUNT, PAYLINES } from './engine/paylines';
import { spinReels, type SpinOutcome } from './engine/spin';
import { REELS, ROWS, SLOT_SYMBOLS } from './engine/symbols';
import { machineKey, onMachine, readMachine, spinRandom } from './machine-state';
import type { SlotDeps } from './ports';
import { sessionSlot, themeOf } from './slot-game';
import { sessionStakes, stakeOf, stakeSteps, type Stakes } from './stakes';
import { symbolNames, slotTheme } from './themes';

const idOf = (index: number) => SLOT_SYMBOLS[index] as SlotSymbolId;
const triple = (values: readonly number[]) =>
  [values[0]!, values[1]!, values[2]!] as [number, number, number];

export async function slotConfig(
  ctx: SimContext,
  deps: SlotDeps,
  session: ProviderSessionRecord,
): Promise<SlotConfig> {
  const { record, game, buyable } = await sessionSlot(deps, session);
  const stakes = sessionStakes(ctx, session);
  const theme = slotTheme(themeOf(record));
  const names = symbolNames(theme);
  const state = await readMachine(ctx, machineKey(session));
  return {
    theme,
    volatility: game.volatility,
    rtp: game.rtp,
    symbols: SLOT_SYMBOLS.map((id) => ({ id, name: names[id] })),
    reels: REELS,
    rows: ROWS,
    paylines: PAYLINES.map((line) => [...line]),
    strips: game.strips.map((strip) => strip.map(idOf)),
    paytable: SLOT_SYMBOLS.map((id, index) => ({
      symbol: id,
      pays: triple(
        id === 'scatter' ? game.scatterPays : game.linePays[index]!.map((pay) => pay / LINE_COUNT),
      ),
    })),
    freeSpins: triple(game.freeSpins),
    freeSpinMultiplier: game.freeSpinMultiplier,
    betSteps: stakeSteps(stakes),
    defaultBet: fromMinor(stakes.defaultMinor, stakes.decimals),
    decimals: stakes.decimals,
    buyPrice: buyable ? game.buyPrice : null,
    buyFreeSpins: buyable ? game.freeSpins[BOUGHT_SCATTERS - 3]! : null,
    round: state.round ? openRound(state.round, game, stakes) : null,
  };
}

function openRound(round: SlotRoundRecord, game: SlotGame, stakes: Stakes) {
  return {
    bet: fromMinor(round.bet, stakes.decimals),
    freeSpins: { left: round.left, total: round.total, won: 0, multiplier: game.freeSpinMultiplier },
    roundWin: fromMinor(Math.round(round.bet * round.winBets), stakes.decimals),
    bought: round.bought,
  };
}

interface Money {
  bet: number;
  decimals: number;
}
const amountOf = (money: Money, bets: number) => fromMinor(Math.round(money.bet * bets), money.decimals);

function describeSpin(outcome: SpinOutcome, money: Money) {
  return {
    grid: outcome.grid.map((reel) => reel.map(idOf)),
    wins: outcome.lines.map((hit) => ({
      line: hit.line,
      symbol: idOf(hit.symbol),
      count: hit.count,
      amount: amountOf(money, (hit.pay / LINE_COUNT) * outcome.multiplier),
    })),
    scatter: { count: outcome.scatters, amount: amountOf(money, outcome.scatterPay * outcome.multiplier) },
    spinWin: amountOf(money, outcome.win),
    multiplier: outcome.multiplier,
  };
}

export function spinSlot(
  ctx: SimContext,
  deps: SlotDeps,
  session: ProviderSessionRecord,
  params: SlotSpinParams,
): Promise<SlotSpinResult> {
  const key = machineKey(session);
  return onMachine(key, async () => {
    const slot = await sessionSlot(deps, session);
    const stakes = sessionStakes(ctx, session);
    const state = await readMachine(ctx, key);
    if (state.round) {
      // The round's own stake, whatever the steps of this session (a reload opens one at today's price).
      if (params.buyBonus || toMinor(params.bet, stakes.decimals) !== state.round.bet)
        throw new ProviderFailure(
          SLOT_ERRORS.roundInProgress,
          'Your free spins are waiting: play them at the same bet first.',
        );
      return freeSpin(ctx, deps, session, slot.game, state, stakes.decimals);
    }
    const bet = stakeOf(stakes, params.bet);
    if (bet === null) throw new ProviderFailure(SLOT_ERRORS.invalidBet, 'Choose one of the bets offered.');
    if (params.buyBonus && !slot.buyable)
      throw new ProviderFailure(SLOT_ERRORS.noBonusForSale, 'This game does not sell its bonus round.');
    return params.buyBonus
      ? buyBonus(ctx, deps, session, slot.game, state, { bet, decimals: stakes.decimals })
      : paidSpin(ctx, deps, session, slot.game, state, { bet, decimals: stakes.decimals });
  });
}

async function paidSpin(
  ctx: SimContext,
  deps: SlotDeps,
  session: ProviderSessionRecord,
  game: SlotGame,
  state: SlotStateRecord,
  money: Money,
): Promise<SlotSpinResult> {
  const outcome = spinReels(game, spinRandom(ctx, state), false);
  const roundId = ctx.newId();
  let balance = await deps.wallet.bet(ctx, session, { roundId, amount: money.bet });
  const spin = describeSpin(outcome, money);
  if (outcome.award === 0) {
    const won = Math.round(money.bet * outcome.win);
    balance = await deps.wallet.win(ctx, session, { roundId, amount: won, finished: true });
    await ctx.db.slotStates.put({ ...state, spins: state.spins + 1, round: null });
    return {
      ...spin,
      freeSpins: null,
      roundWin: fromMinor(won, money.decimals),
      roundFinished: true,
      balance: fromMinor(balance, money.decimals),
    };
  }
  const round: SlotRoundRecord = {
    roundId,
    sessionToken: session.token,
    bet: money.bet,
    cost: money.bet,
    bought: false,
    left: outcome.award,
    total: outcome.award,
    winBets: outcome.win,
  };
  await ctx.db.slotStates.put({ ...state, spins: state.spins + 1, round });
  return {
    ...spin,
    freeSpins: {
      left: round.left,
      total: round.total,
      won: outcome.award,
      multiplier: game.freeSpinMultiplier,
    },
    roundWin: amountOf(money, round.winBets),
    roundFinished: false,
    balance: fromMinor(balance, money.decimals),
  };
}

async function buyBonus(
  ctx: SimContext,
  deps: SlotDeps,
  session: ProviderSessionRecord,
  game: SlotGame,
  state: SlotStateRecord,
  money: Money,
): Promise<SlotSpinResult> {
  const cost = Math.round(money.bet * game.buyPrice);
  const roundId = ctx.newId();
  const balance = await deps.wallet.bet(ctx, session, { roundId, amount: cost });
  const spins = game.freeSpins[BOUGHT_SCATTERS - 3]!;
  const round: SlotRoundRecord = {
    roundId,
    sessionToken: session.token,
    bet: money.bet,
    cost,
    bought: true,
    left: spins,
    total: spins,
    winBets: 0,
  };
  await ctx.db.slotStates.put({ ...state, round });
  return {
    grid: [],
    wins: [],
    scatter: { count: BOUGHT_SCATTERS, amount: 0 },
    spinWin: 0,
    multiplier: 1,
    freeSpins: { left: spins, total: spins, won: spins, multiplier: game.freeSpinMultiplier },
    roundWin: 0,
    roundFinished: false,
    balance: fromMinor(balance, money.decimals),
  };
}

async function freeSpin(
  ctx: SimContext,
  deps: SlotDeps,
  session: ProviderSessionRecord,
  game: SlotGame,
  state: SlotStateRecord,
  decimals: number,
): Promise<SlotSpinResult> {
  const open = state.round!;
  const money = { bet: open.bet, decimals };
  const outcome = spinReels(game, spinRandom(ctx, state), true);
  const round = {
    ...open,
    left: open.left - 1 + outcome.award,
    total: open.total + outcome.award,
    winBets: open.winBets + outcome.win,
  };
  const spin = describeSpin(outcome, money);
  const freeSpins = {
    left: round.left,
    total: round.total,
    won: outcome.award,
    multiplier: game.freeSpinMultiplier,
  };
  if (round.left > 0) {
    await ctx.db.slotStates.put({ ...state, spins: state.spins + 1, round });
    const balance = await deps.wallet.balance(ctx, session);
    const roundWin = amountOf(money, round.winBets);
    return { ...spin, freeSpins, roundWin, roundFinished: false, balance: fromMinor(balance, decimals) };
  }
  const paidIn = (await ctx.db.providerSessions.get(open.sessionToken)) ?? session;
  const won = Math.round(open.bet * round.winBets);
  const balance = await deps.wallet.win(ctx, paidIn, { roundId: open.roundId, amount: won, finished: true });
  await ctx.db.slotStates.put({ ...state, spins: state.spins + 1, round: null });
  return {
    ...spin,
    freeSpins,
    roundWin: fromMinor(won, decimals),
    roundFinished: true,
    balance: fromMinor(balance, decimals),
  };
}
