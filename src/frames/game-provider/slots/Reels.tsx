/** The 5 x 3 window: five reels that stop one by one, the winning lines over them, and the cells that won. */
import { useMemo } from 'react';
import type { SlotConfig, SlotLineWin, SlotSymbolId } from '@contract/provider/slots';
import { Paylines } from './Paylines';
import { Reel } from './Reel';

/** How the reels stop: the first after `baseMs`, each next one `stepMs` later; sliding, or landing in place. */
export interface ReelMotion {
  baseMs: number;
  stepMs: number;
  slide: boolean;
}

const SLIDING: ReelMotion = { baseMs: 650, stepMs: 170, slide: true };
/** For players who asked their system for less motion: no sliding column, the symbols land in place. */
const IN_PLACE: ReelMotion = { baseMs: 150, stepMs: 100, slide: false };

export const reelMotion = (): ReelMotion =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? IN_PLACE : SLIDING;

/** When reel `reel` (from 0, left) stops. */
const reelStopMs = (reel: number, motion: ReelMotion) => motion.baseMs + reel * motion.stepMs;

/** When the last of `reels` reels has stopped. */
export const spinDurationMs = (reels: number, motion = reelMotion()) => reelStopMs(reels - 1, motion);

interface Props {
  config: SlotConfig;
  grid: SlotSymbolId[][];
  spinId: number;
  /** Wins to show (empty while spinning). */
  wins: SlotLineWin[];
  /** Whether scatters won (they pulse too). */
  scatterWin: boolean;
}

export function Reels({ config, grid, spinId, wins, scatterWin }: Props) {
  const names = useMemo(
    () => Object.fromEntries(config.symbols.map((symbol) => [symbol.id, symbol.name])),
    [config.symbols],
  );
  const winning = useMemo(() => {
    const cells = grid.map(() => new Set<number>());
    for (const win of wins)
      config.paylines[win.line]!.slice(0, win.count).forEach((row, reel) => cells[reel]!.add(row));
    if (scatterWin)
      grid.forEach((reel, index) =>
        reel.forEach((symbol, row) => symbol === 'scatter' && cells[index]!.add(row)),
      );
    return cells;
  }, [grid, wins, scatterWin, config.paylines]);
  const presenting = wins.length > 0 || scatterWin;
  const motion = reelMotion();

  return (
    <div className="slot-window">
      <div className="slot-reels">
        {grid.map((symbols, reel) => (
          <Reel
            key={reel}
            reel={reel}
            symbols={symbols}
            strip={config.strips[reel]!}
            theme={config.theme}
            names={names}
            spinId={spinId}
            durationMs={reelStopMs(reel, motion)}
            slide={motion.slide}
            winning={winning[reel]!}
            dimmed={presenting}
          />
        ))}
      </div>
      <Paylines wins={wins} paylines={config.paylines} />
    </div>
  );
}
