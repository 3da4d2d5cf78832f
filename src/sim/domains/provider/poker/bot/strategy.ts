/**
 * The crowd's poker: a tight-aggressive player with a seeded streak of bluffing. Before the flop it opens by
 * hand score and position and defends by score and price; after it, it bets its made hands, weighs draws and
 * weak hands against the pot odds, and now and then bets with nothing. Every answer is a legal decision.
 */
import { legalActions, playerAt, potSize } from '../engine/hand';
import type { Decision, HandState, LegalActions } from '../engine/types';
import { handEquity } from './postflop';
import { chenScore, OPEN_SCORE, positionOf } from './preflop';

/** Chance of a bluff when checked to, and of a steal from late position. */
const BLUFF_SHARE = 0.1;
const STEAL_SHARE = 0.25;

/** `random()` answers a uniform number in [0, 1) from the table's seeded stream. */
export function botDecision(state: HandState, random: () => number): Decision {
  const legal = legalActions(state);
  if (!legal) throw new Error('Nobody is to act');
  return state.street === 'preflop' ? preflop(state, legal, random) : postflop(state, legal, random);
}

function preflop(state: HandState, legal: LegalActions, random: () => number): Decision {
  const player = playerAt(state, legal.seat)!;
  const big = state.blinds.big;
  const score = chenScore(player.hole);
  const position = positionOf(state, legal.seat);
  const raised = state.currentBet > big;
  // A call that costs much of the stack asks for a better hand.
  const expensive = legal.callAmount > player.stack * 0.3;
  if (!raised) {
    const steal = position === 'late' && score >= 4 && random() < STEAL_SHARE;
    if (score >= OPEN_SCORE[position] || steal) return raiseTo(legal, 3 * big + limpers(state) * big);
    if (legal.canCheck) return { action: 'check' };
    return position === 'blind' && score >= 6 ? { action: 'call' } : { action: 'fold' };
  }
  if (score >= 12) return raiseTo(legal, 3 * state.currentBet);
  if (score >= (expensive ? 10 : 8) || (score >= 7 && state.currentBet <= 3 * big)) return callOrCheck(legal);
  return legal.canCheck ? { action: 'check' } : { action: 'fold' };
}

function postflop(state: HandState, legal: LegalActions, random: () => number): Decision {
  const player = playerAt(state, legal.seat)!;
  const pot = potSize(state);
  const equity = handEquity(player.hole, state.board);
  if (legal.canCheck) {
    if (equity >= 0.6) return raiseTo(legal, Math.round((pot * 2) / 3));
    if (equity >= 0.3 && random() < 0.35) return raiseTo(legal, Math.round(pot / 2));
    if (random() < BLUFF_SHARE) return raiseTo(legal, Math.round(pot / 2));
    return { action: 'check' };
  }
  const odds = legal.callAmount / (pot + legal.callAmount);
  if (equity >= 0.75 && legal.raise) return raiseTo(legal, state.currentBet * 3);
  if (equity >= odds) return { action: 'call' };
  return { action: 'fold' };
}

/** A bet or raise to about `to`, within what the rules allow; a call or check when raising is not possible. */
function raiseTo(legal: LegalActions, to: number): Decision {
  if (!legal.raise) return callOrCheck(legal);
  const clamped = Math.min(legal.raise.maxTo, Math.max(legal.raise.minTo, to));
  return { action: legal.raise.kind, to: clamped };
}

function callOrCheck(legal: LegalActions): Decision {
  return legal.canCheck ? { action: 'check' } : { action: 'call' };
}

/** Players who only called the big blind before this decision. */
function limpers(state: HandState): number {
  return state.players.filter((player) => player.last?.action === 'call').length;
}
