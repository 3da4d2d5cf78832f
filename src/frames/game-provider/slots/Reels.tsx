/** The 5 x 3 window: five reels that stop one by one, the winning lines over them, and the cells that won. */
import { useMemo } from 'react';
import type { SlotConfig, SlotLineWin, SlotSymbolId } from '@contract/provider/slots';
import { Paylines } from './Paylines';
import { Reel } from './Reel';

/** The first reel runs this long; each next one a step longer. */
export const REEL_BASE_MS = 650;
export const REEL_STEP_MS = 170;
export const spinDurationMs = (reels: number) => REEL_BASE_MS + (reels - 1) * REEL_STEP_MS;

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
            durationMs={REEL_BASE_MS + reel * REEL_STEP_MS}
            winning={winning[reel]!}
            dimmed={presenting}
          />
        ))}
      </div>
      <Paylines wins={wins} paylines={config.paylines} />
    </div>
  );
}
