/**
 * One reel: a column of symbols that slides down (a CSS transform transition) from the symbols shown before
 * to the spin's three, through filler from the reel's own strip, and lands with a small overshoot. Each reel
 * is told how long to run, so they stop one by one from the left.
 */
import { useEffect, useRef, useState } from 'react';
import type { SlotSymbolId } from '@contract/provider/slots';
import { SymbolArt } from './art/SymbolArt';

const FILLER = 14;

interface Props {
  reel: number;
  symbols: SlotSymbolId[];
  strip: SlotSymbolId[];
  theme: string;
  names: Record<string, string>;
  spinId: number;
  durationMs: number;
  /** False under reduced motion: the reel waits dimmed, then shows the spin's symbols in place. */
  slide: boolean;
  /** Rows whose symbol is part of a win (pulses). */
  winning: ReadonlySet<number>;
  /** Rows shown dimmed while wins are presented. */
  dimmed: boolean;
}

function filler(strip: SlotSymbolId[], count: number): SlotSymbolId[] {
  const start = Math.floor(Math.random() * strip.length);
  return Array.from({ length: count }, (_, index) => strip[(start + index) % strip.length]!);
}

interface View {
  cells: SlotSymbolId[];
  /** translateY of the column, in % of its own height. */
  offset: number;
  transition: string;
  /** Still spinning, shown in place (reduced motion). */
  waiting?: boolean;
}

export function Reel({
  reel,
  symbols,
  strip,
  theme,
  names,
  spinId,
  durationMs,
  slide,
  winning,
  dimmed,
}: Props) {
  const shown = useRef(symbols);
  const [view, setView] = useState<View>({ cells: symbols, offset: 0, transition: 'none' });

  useEffect(() => {
    if (spinId === 0) return;
    const previous = shown.current;
    shown.current = symbols;
    if (!slide) {
      setView({ cells: previous, offset: 0, transition: 'none', waiting: true });
      const land = window.setTimeout(
        () => setView({ cells: symbols, offset: 0, transition: 'none' }),
        durationMs,
      );
      return () => window.clearTimeout(land);
    }
    const cells = [...symbols, ...filler(strip, FILLER), ...previous];
    setView({ cells, offset: -((cells.length - 3) / cells.length) * 100, transition: 'none' });
    let frame = requestAnimationFrame(() => {
      // A frame at the start position first, so that the move to the end is a transition.
      frame = requestAnimationFrame(() =>
        setView({
          cells,
          offset: 0,
          transition: `transform ${durationMs}ms cubic-bezier(0.25, 0.6, 0.3, 1.06)`,
        }),
      );
    });
    const settle = window.setTimeout(
      () => setView({ cells: symbols, offset: 0, transition: 'none' }),
      durationMs + 60,
    );
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settle);
    };
    // The spin id alone starts a spin; the symbols of that spin come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spinId]);

  const { cells } = view;
  const settled = cells.length === 3;
  return (
    <div className={view.waiting ? 'slot-reel slot-reel--waiting' : 'slot-reel'} data-reel={reel}>
      <div
        className="slot-reel__column"
        style={{
          height: `${(cells.length / 3) * 100}%`,
          transform: `translateY(${view.offset}%)`,
          transition: view.transition,
        }}
      >
        {cells.map((symbol, index) => (
          <div
            key={index}
            className={[
              'slot-cell',
              settled && winning.has(index) ? 'slot-cell--win' : '',
              settled && dimmed && !winning.has(index) ? 'slot-cell--dim' : '',
            ].join(' ')}
            style={{ height: `${100 / cells.length}%` }}
            data-symbol={settled ? symbol : undefined}
          >
            <SymbolArt symbol={symbol} theme={theme} label={settled ? names[symbol] : undefined} />
          </div>
        ))}
      </div>
    </div>
  );
}
