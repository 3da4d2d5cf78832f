/** The game's rules: its RTP and volatility, what each symbol pays at the current stake, the paylines. */
import type { SlotConfig } from '@contract/provider/slots';
import { SymbolArt } from './art/SymbolArt';
import type { Money } from './game-call';

const SPECIAL = new Set(['wild', 'scatter']);
/** The wild and the scatter lead the table, as in most slots' rules. */
const specialsFirst = (rows: SlotConfig['paytable']) => [
  ...rows.filter((row) => SPECIAL.has(row.symbol)),
  ...rows.filter((row) => !SPECIAL.has(row.symbol)),
];

interface Props {
  config: SlotConfig;
  bet: number;
  format: Money;
  onClose(): void;
}

export function InfoPanel({ config, bet, format, onClose }: Props) {
  const names = Object.fromEntries(config.symbols.map((symbol) => [symbol.id, symbol.name]));
  return (
    <div className="slot-sheet" role="dialog" aria-modal="true" aria-label="Game rules">
      <div className="slot-sheet__head">
        <h2>Paytable</h2>
        <button type="button" className="slot-round-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="slot-sheet__facts">
        <span>
          RTP <strong>{(config.rtp * 100).toFixed(2)}%</strong>
        </span>
        <span>
          Volatility <strong className="slot-sheet__cap">{config.volatility}</strong>
        </span>
        <span>
          <strong>{config.paylines.length}</strong> paylines
        </span>
      </div>
      <ul className="slot-paytable">
        {specialsFirst(config.paytable).map((row) => (
          <li key={row.symbol}>
            <SymbolArt symbol={row.symbol} theme={config.theme} label={names[row.symbol]} />
            <div>
              <span className="slot-paytable__name">{names[row.symbol]}</span>
              {row.pays.map((pay, index) => (
                <span key={index} className="slot-paytable__pay">
                  {index + 3}× <strong>{format(pay * bet)}</strong>
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <p className="slot-sheet__text">
        Lines pay from the leftmost reel; only the highest win per line is paid. {names.wild} stands in for
        every symbol but {names.scatter}. {names.scatter} pays anywhere, and 3, 4 or 5 of them award{' '}
        {config.freeSpins.join(', ')} free spins, played at the same bet with every win multiplied by{' '}
        {config.freeSpinMultiplier}. Free spins can be won again during free spins.
        {config.buyPrice !== null &&
          ` The bonus can be bought for ${config.buyPrice} times the bet: it starts ${config.buyFreeSpins} free spins.`}
      </p>
      <div className="slot-lines" aria-label="Paylines">
        {config.paylines.map((rows, line) => (
          <svg key={line} viewBox="0 0 50 30" aria-hidden>
            <rect x="0" y="0" width="50" height="30" rx="3" className="slot-lines__box" />
            <polyline points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} />
          </svg>
        ))}
      </div>
    </div>
  );
}
