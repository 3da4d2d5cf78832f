/**
 * The provider's live table client: the dealer's stage (wheel or cards) with the countdown, the last results,
 * the felt to bet on with a chip rack, blackjack's decisions, and the player's round and balance.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { LIVE_PHASE_MS, type BlackjackDecision, type LiveTableState } from '@contract/provider/live';
import type { ProviderGameProps } from '../kinds';
import { BalanceBar, ErrorToast, Loading, useProviderError } from '../ui';
import { ChipRack } from './ChipRack';
import { chipValues } from './chips';
import { Countdown } from './Countdown';
import { DecisionBar } from './DecisionBar';
import { ResultsStrip } from './ResultsStrip';
import { RouletteBoard } from './RouletteBoard';
import { RoundSummary } from './RoundSummary';
import { SpotsBoard } from './SpotsBoard';
import { stakesBySpot, type SpotChoice } from './Spot';
import { Stage } from './Stage';
import { useTable } from './use-table';
import './live.css';

export default function LiveGame({ info, call }: ProviderGameProps) {
  const { message, show: showError, dismiss } = useProviderError();
  const chips = chipValues(info.currency);
  const [chip, setChip] = useState(chips[0]!);
  const [balance, setBalance] = useState(info.balance);
  const [busy, setBusy] = useState(false);
  const balanceRound = useRef(0);

  const refreshBalance = useCallback(async () => {
    try {
      setBalance((await call('session.balance', undefined)).balance);
    } catch (failure) {
      showError(failure);
    }
  }, [call, showError]);

  const listeners = useMemo(
    () => ({
      // The balance changes when a round is settled: read it once per round, when the result shows.
      onState(next: LiveTableState) {
        if (next.phase !== 'result' || balanceRound.current === next.round || !next.mine) return;
        balanceRound.current = next.round;
        void refreshBalance();
      },
      onError: showError,
    }),
    [refreshBalance, showError],
  );
  const { state, deadline, accept } = useTable(call, listeners);

  const act = async (work: () => Promise<LiveTableState>) => {
    setBusy(true);
    try {
      accept(await work());
      await refreshBalance();
    } catch (failure) {
      showError(failure);
    } finally {
      setBusy(false);
    }
  };
  const bet = (choice: SpotChoice) =>
    act(() => call('live.bet', { bets: [{ ...choice, amount: chip } as never] }));
  const decide = (decision: BlackjackDecision) => act(() => call('live.decide', { decision }));

  if (!state) return <Loading label="Joining the table" />;
  const board = {
    stakes: stakesBySpot(state.mine?.bets),
    unit: chips[0]!,
    onBet: (choice: SpotChoice) => void bet(choice),
    disabled: state.phase !== 'betting' || busy,
    outcome: state.phase === 'result' ? state.outcome : null,
  };
  return (
    <div className={`lv-game lv-game--${state.kind}`}>
      <header className="lv-top">
        <span className="lv-top__live" aria-hidden="true">
          LIVE
        </span>
        <span className="lv-top__round">Round {state.round}</span>
        <ResultsStrip history={state.history} />
      </header>
      <section className="lv-stage" aria-label="Dealer">
        <Stage state={state} />
        <Countdown
          phase={state.phase}
          deadline={deadline}
          spinning={state.phase === 'dealing'}
          decisionMs={LIVE_PHASE_MS[state.kind].deciding}
          kind={state.kind}
        />
      </section>
      <RoundSummary state={state} currency={info.currency} />
      <section className="lv-table" aria-label="Your bets">
        {state.kind === 'roulette' ? (
          <RouletteBoard {...board} />
        ) : (
          <SpotsBoard kind={state.kind} {...board} />
        )}
        {state.kind === 'blackjack' && (
          <DecisionBar state={state} onDecide={(d) => void decide(d)} busy={busy} />
        )}
        <ChipRack values={chips} chosen={chip} onChoose={setChip} currency={info.currency} />
      </section>
      <BalanceBar info={info} balance={balance} />
      <ErrorToast message={message} onDismiss={dismiss} />
    </div>
  );
}
