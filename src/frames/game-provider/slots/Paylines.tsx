/** The winning lines drawn over the reels (an SVG on the grid's own 5 x 3 coordinates), each in its colour. */
import type { SlotLineWin } from '@contract/provider/slots';

const COLOURS = ['#ffd54f', '#4fc3f7', '#f06292', '#aed581', '#ff8a65', '#ba68c8', '#4db6ac', '#fff176'];

export function Paylines({ wins, paylines }: { wins: SlotLineWin[]; paylines: number[][] }) {
  if (wins.length === 0) return null;
  return (
    <svg className="slot-paylines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden>
      {wins.map((win) => {
        const rows = paylines[win.line]!;
        const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        return (
          <polyline
            key={win.line}
            className="slot-paylines__line"
            points={points}
            stroke={COLOURS[win.line % COLOURS.length]}
          />
        );
      })}
    </svg>
  );
}
