/**
 * The video slot's client: the themed cabinet with its 5 x 3 reels, the win readout, the banners and the
 * controls; the paytable and the buy confirmation as sheets over it.
 */
import { useState, type CSSProperties } from 'react';
import { themeLook } from './art/themes';
import { Banners } from './Banners';
import { BuyDialog } from './BuyDialog';
import { ControlBar } from './ControlBar';
import { moneyFormat, type GameClientProps } from './game-call';
import { InfoPanel } from './InfoPanel';
import { Reels } from './Reels';
import { ErrorToast, Loading, Unavailable } from '../ui';
import { useSlotMachine } from './use-slot-machine';
import { WinDisplay } from './WinDisplay';
import './slots.css';

export default function SlotGame({ info, call }: GameClientProps) {
  const machine = useSlotMachine(call, info.balance);
  const [sheet, setSheet] = useState<'info' | 'buy' | null>(null);
  const { config, result } = machine;

  if (!config)
    return machine.error ? <Unavailable message={machine.error} /> : <Loading label="Loading the reels" />;

  const look = themeLook(config.theme);
  const format = moneyFormat(info.currency, config.decimals);
  const inFreeSpins = machine.freeSpinsLeft > 0 || (result?.freeSpins != null && !result.roundFinished);
  const locked = machine.busy || machine.auto !== null || inFreeSpins;
  const shownWins = machine.presenting && result ? result.wins : [];
  const freeSpins = result?.freeSpins ?? config.round?.freeSpins ?? null;

  return (
    <div
      className={`slot-cabinet${inFreeSpins ? ' slot-cabinet--free' : ''}`}
      style={
        {
          '--slot-accent': look.accent,
          '--slot-top': look.backdrop[0],
          '--slot-bottom': look.backdrop[1],
        } as CSSProperties
      }
    >
      <div className="slot-stage">
        <Reels
          config={config}
          grid={machine.grid}
          spinId={machine.spinId}
          wins={shownWins}
          scatterWin={machine.presenting && (result?.scatter.amount ?? 0) > 0}
        />
        <Banners banner={machine.banner} format={format} />
      </div>
      <WinDisplay
        win={machine.presenting && result ? result.spinWin : 0}
        format={format}
        freeSpins={inFreeSpins || result?.roundFinished === false ? freeSpins : null}
        roundWin={result?.roundWin ?? config.round?.roundWin ?? 0}
      />
      <ErrorToast message={machine.error} onDismiss={machine.dismissError} />
      <ControlBar
        format={format}
        balance={machine.balance}
        bet={machine.bet}
        betSteps={config.betSteps}
        betIndex={machine.betIndex}
        onBetIndex={machine.setBetIndex}
        locked={locked}
        busy={machine.busy}
        freeSpins={inFreeSpins}
        auto={machine.auto}
        onSpin={() => machine.spin()}
        onAuto={machine.startAuto}
        onStopAuto={machine.stopAuto}
        buyPrice={config.buyPrice}
        onBuy={() => setSheet('buy')}
        onInfo={() => setSheet('info')}
      />
      {sheet === 'info' && (
        <InfoPanel config={config} bet={machine.bet} format={format} onClose={() => setSheet(null)} />
      )}
      {sheet === 'buy' && config.buyPrice !== null && (
        <BuyDialog
          price={machine.bet * config.buyPrice}
          spins={config.buyFreeSpins ?? 0}
          format={format}
          onCancel={() => setSheet(null)}
          onConfirm={() => {
            setSheet(null);
            machine.spin(true);
          }}
        />
      )}
    </div>
  );
}
