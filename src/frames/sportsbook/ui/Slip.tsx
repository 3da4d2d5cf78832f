import { useId } from 'react';
import clsx from 'clsx';
import { formatOdds } from '@contract/odds';
import { SPORT_BET } from '@contract/sport-bets';
import { askSignIn } from '../host-link';
import { useFrame, type FrameState } from '../frame-store';
import { acceptOdds, clearSlip, placeBet, setStake, useSlip } from '../slip-store';
import { amountText } from './amount';

/** The option's price now, from the loaded event, and whether it can be bet on (undefined: not offered). */
function findPrice(events: FrameState['events'], optionId: string | undefined) {
  const event = optionId ? events[optionId.split(':')[0] ?? ''] : undefined;
  for (const market of event?.markets ?? []) {
    const option = market.options.find((entry) => entry.id === optionId);
    if (option) return { odds: option.odds, open: market.status === 'open' && !option.suspended };
  }
  return undefined;
}

/** Two plain values, so that the store hands back the same snapshot while nothing changed. */
function useLivePrice(optionId: string | undefined) {
  const odds = useFrame((state) => findPrice(state.events, optionId)?.odds);
  const open = useFrame((state) => findPrice(state.events, optionId)?.open ?? false);
  return odds === undefined ? undefined : { odds, open };
}

function StakeLimits() {
  const currency = useFrame((state) => state.currency);
  if (!currency || currency.price <= 0) return null;
  const unit = (usd: number) =>
    `${amountText(usd / currency.price, currency.decimals)} ${currency.id.toUpperCase()}`;
  return (
    <p className="sb-slip__limits">
      Min {unit(SPORT_BET.minUsd)} · Max {unit(SPORT_BET.maxUsd)}
    </p>
  );
}

/** The sportsbook's own slip: one selection, a stake, the return, and the queue's verdict. */
export function Slip({ open, onClose }: { open: boolean; onClose: () => void }) {
  const stakeId = useId();
  const { selection, stake, phase } = useSlip();
  const player = useFrame((state) => state.player);
  const currency = useFrame((state) => state.currency);
  const format = player?.oddsFormat ?? 'decimal';
  const live = useLivePrice(selection?.optionId);
  const changed = selection && live && live.odds !== selection.odds ? live.odds : undefined;
  const amount = Number(stake);
  const ready = selection && live?.open && !changed && amount > 0 && phase.kind !== 'placing';
  return (
    <aside className={clsx('sb-slip', open && 'sb-slip--open')} aria-label="Bet slip">
      <header className="sb-slip__header">
        <h2>Bet slip</h2>
        <button type="button" className="sb-slip__close" aria-label="Close bet slip" onClick={onClose}>
          ×
        </button>
      </header>
      {!selection ? (
        <p className="sb-slip__empty">Pick a price to start a bet.</p>
      ) : (
        <div className="sb-slip__body">
          <div className="sb-slip__selection">
            <div>
              <strong>{selection.optionName}</strong>
              <span>{selection.marketName}</span>
              <span>{selection.matchName}</span>
            </div>
            <span className="sb-slip__odds">{formatOdds(selection.odds, format)}</span>
            <button
              type="button"
              className="sb-slip__remove"
              aria-label="Remove selection"
              onClick={clearSlip}
            >
              ×
            </button>
          </div>
          {live && !live.open && <p className="sb-slip__warning">This selection is suspended.</p>}
          {changed !== undefined && (
            <div className="sb-slip__warning" role="status">
              Odds changed to {formatOdds(changed, format)}.
              <button type="button" className="sb-button" onClick={() => acceptOdds(changed)}>
                Accept new odds
              </button>
            </div>
          )}
          {player?.signedIn ? (
            <form
              className="sb-slip__form"
              onSubmit={(event) => {
                event.preventDefault();
                if (ready) void placeBet();
              }}
            >
              <label htmlFor={stakeId}>Stake{currency ? ` (${currency.id.toUpperCase()})` : ''}</label>
              <input
                id={stakeId}
                inputMode="decimal"
                autoComplete="off"
                value={stake}
                placeholder="0.00"
                onChange={(event) => setStake(event.target.value.replace(/[^0-9.]/g, ''))}
              />
              <StakeLimits />
              <p className="sb-slip__return">
                <span>Potential return</span>
                <strong>
                  {amount > 0 ? amountText(amount * selection.odds, currency?.decimals ?? 8) : '—'}{' '}
                  {currency?.id.toUpperCase()}
                </strong>
              </p>
              <button type="submit" className="sb-button sb-button--primary sb-slip__place" disabled={!ready}>
                {phase.kind === 'placing' ? 'Placing…' : 'Place bet'}
              </button>
            </form>
          ) : (
            <button type="button" className="sb-button sb-button--primary sb-slip__place" onClick={askSignIn}>
              Sign in to bet
            </button>
          )}
          {phase.kind === 'accepted' && (
            <p className="sb-slip__verdict sb-slip__verdict--ok" role="status">
              Bet placed at {formatOdds(phase.bet.odds, format)}.
            </p>
          )}
          {phase.kind === 'rejected' && (
            <div className="sb-slip__verdict sb-slip__verdict--error" role="alert">
              {phase.message}
              {phase.newOdds !== undefined && (
                <button type="button" className="sb-button" onClick={() => acceptOdds(phase.newOdds!)}>
                  Accept {formatOdds(phase.newOdds, format)}
                </button>
              )}
            </div>
          )}
        </div>
      )}
      {player?.signedIn && currency && (
        <p className="sb-slip__balance">
          Balance {amountText(currency.balance, currency.decimals)} {currency.id.toUpperCase()}
          {player.demo ? ' · demo' : ''}
        </p>
      )}
    </aside>
  );
}
