import { useProfitMonitor } from './profit-store';
import { useCoinText } from './amounts';

/** The profit monitor window: this session's live rounds, won rounds and profit per currency; hide and reset. */
export function ProfitMonitor() {
  const { visible, rounds, wins, profit, show, reset } = useProfitMonitor();
  const coin = useCoinText();
  if (!visible) {
    return (
      <button type="button" className="live-monitor__show" onClick={() => show(true)}>
        Show profit monitor
      </button>
    );
  }
  const entries = Object.entries(profit);
  return (
    <section className="live-monitor" aria-label="Profit monitor">
      <header className="live-monitor__head">
        <h3>Profit monitor</h3>
        <button type="button" onClick={reset}>
          Reset
        </button>
        <button type="button" onClick={() => show(false)}>
          Hide
        </button>
      </header>
      <dl className="live-monitor__stats">
        <div>
          <dt>Rounds</dt>
          <dd>{rounds}</dd>
        </div>
        <div>
          <dt>Won</dt>
          <dd>{wins}</dd>
        </div>
        <div className="live-monitor__profit">
          <dt>Profit</dt>
          {entries.length === 0 && <dd>0</dd>}
          {entries.map(([currency, value]) => (
            <dd
              key={currency}
              className={value >= 0 ? 'live-monitor__up' : 'live-monitor__down'}
              data-testid="live-profit"
            >
              {value > 0 ? '+' : ''}
              {coin(value, currency)}
            </dd>
          ))}
        </div>
      </dl>
    </section>
  );
}
