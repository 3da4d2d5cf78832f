/** Small helpers every board uses to read the round on screen. */
import clsx from 'clsx';
import type { RoundOnScreen } from '../../game-ui';

/** An extended game's round is open for turns. */
export const inProgress = (round: RoundOnScreen | null) => round?.state.status === 'in-progress';

/** The board root's classes: `.art-board` (reduced motion), `.art-still` in quick mode. */
export const boardClass = (name: string, quick: boolean, ...more: (string | false | null | undefined)[]) =>
  clsx('art-board', name, quick && 'art-still', ...more);

/** Rounds money to 8 decimals, so that adding chips never drifts (1e-8 + 2e-8 is 3e-8). */
export const round8 = (value: number) => Math.round(value * 1e8) / 1e8;
