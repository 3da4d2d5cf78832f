import { GameRuleError } from '../../../src/sim/games/engine';

/** Runs `run` and returns the GameRuleError it throws (fails the test when it throws nothing or another error). */
export function ruleError(run: () => unknown): GameRuleError {
  try {
    run();
  } catch (error) {
    if (error instanceof GameRuleError) return error;
    throw error;
  }
  throw new Error('expected a GameRuleError');
}
