/**
 * The instant game's client: a 3 x 3 scratch card. Buying a card plays it at the server at once; the player
 * then scratches the foil off (drag or tap a cell, or reveal all) and three alike win that prize.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import type { InstantConfig, InstantPlayResult } from '@contract/provider/slots';
import { themeLook } from '../art/themes';
import { BetStepper } from '../BetStepper';
import { moneyFormat, type GameClientProps } from '../game-call';
import { ErrorToast, Loading, Unavailable, useProviderError } from '../../ui';
import '../slots.css';
import './scratch.css';

const CELLS = Array.from({ length: 9 }, (_, cell) => cell);

export default function ScratchGame({ info, call }: GameClientProps) {
  const [config, setConfig] = useState<InstantConfig | null>(null);
  const [betIndex, setBetIndex] = useState(0);
  const [balance, setBalance] = useState(info.balance);
  const [card, setCard] = useState<{ result: InstantPlayResult; bet: number } | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const error = useProviderError();
  const { show: showError } = error;

  useEffect(() => {
    call('instant.config', undefined).then((loaded) => {
      setConfig(loaded);
      setBetIndex(Math.max(0, loaded.betSteps.indexOf(loaded.defaultBet)));
    }, showError);
  }, [call, showError]);

  if (!config)
    return error.message ? <Unavailable message={error.message} /> : <Loading label="Printing your cards" />;

  const look = themeLook(config.theme);
  const format = moneyFormat(info.currency, config.decimals);
  const bet = config.betSteps[betIndex] ?? config.defaultBet;
  const done = card !== null && revealed.size === CELLS.length;
  const scratching = card !== null && !done;

  const reveal = (cell: number) => {
    if (!card || revealed.has(cell)) return;
    const next = new Set(revealed).add(cell);
    setRevealed(next);
    if (next.size === CELLS.length) setBalance(card.result.balance);
  };
  const revealAll = () => {
    if (!card) return;
    setRevealed(new Set(CELLS));
    setBalance(card.result.balance);
  };
  const buy = () => {
    setBusy(true);
    error.dismiss();
    call('instant.play', { bet }).then(
      (result) => {
        setBalance(result.balance - result.win);
        setCard({ result, bet });
        setRevealed(new Set());
        setBusy(false);
      },
      (failure: unknown) => {
        showError(failure);
        setBusy(false);
      },
    );
  };

  return (
    <div
      className="slot-cabinet"
      style={
        {
          '--slot-accent': look.accent,
          '--slot-top': look.backdrop[0],
          '--slot-bottom': look.backdrop[1],
        } as CSSProperties
      }
    >
      <p className="scratch-rule">
        Match three amounts to win that amount.{' '}
        <span className="scratch-rtp">
          RTP {(config.rtp * 100).toFixed(2)}% · <span className="slot-sheet__cap">{config.volatility}</span>{' '}
          volatility
        </span>
      </p>
      <div className="scratch-card" role="grid" aria-label="Scratch card">
        {CELLS.map((cell) => {
          const prize = card?.result.cells[cell];
          const open = revealed.has(cell);
          const winning = done && prize !== undefined && prize === card?.result.prize;
          return (
            <button
              key={cell}
              type="button"
              role="gridcell"
              className={`scratch-cell${open ? ' scratch-cell--open' : ''}${winning ? ' scratch-cell--win' : ''}`}
              disabled={!scratching || open}
              onClick={() => reveal(cell)}
              onPointerEnter={(event) => event.buttons === 1 && reveal(cell)}
              aria-label={open && prize !== undefined ? format(prize * (card?.bet ?? bet)) : 'Scratch'}
            >
              <span className="scratch-cell__prize">
                {prize !== undefined ? format(prize * (card?.bet ?? bet)) : ''}
              </span>
              <span className="scratch-cell__foil" aria-hidden />
            </button>
          );
        })}
      </div>
      <div className="slot-status" aria-live="polite">
        {done &&
          (card.result.win > 0 ? (
            <div className="slot-status__win slot-status__win--on">
              Win <strong data-testid="slot-win">{format(card.result.win)}</strong>
            </div>
          ) : (
            <span className="slot-status__hint">No match this time</span>
          ))}
      </div>
      <ErrorToast message={error.message} onDismiss={error.dismiss} />
      <div className="slot-controls">
        <div className="slot-controls__readout">
          <span className="slot-controls__label">Balance</span>
          <strong data-testid="slot-balance">{format(balance)}</strong>
        </div>
        <BetStepper
          bet={bet}
          format={format}
          steps={config.betSteps}
          index={betIndex}
          onIndex={setBetIndex}
          locked={busy || scratching}
        />
        {scratching ? (
          <button type="button" className="slot-primary" onClick={revealAll}>
            Reveal all
          </button>
        ) : (
          <button type="button" className="slot-primary" disabled={busy} onClick={buy}>
            Buy card · {format(bet)}
          </button>
        )}
      </div>
    </div>
  );
}
