/**
 * The slot client's state: the configuration, the balance shown, the stake, and the spin cycle: ask the
 * server, let the reels run, present the win (lines, count-up, banners), then go on by itself while free
 * spins or auto spins are left. The balance drops by the stake when a spin starts and shows the server's
 * balance once the spin is presented, as players expect.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlotConfig, SlotSpinResult, SlotSymbolId } from '@contract/provider/slots';
import type { ProviderCall } from '../provider-client';
import { useProviderError } from '../ui';
import { spinDurationMs } from './Reels';

/** A win of this many bets or more gets the big-win celebration. */
export const BIG_WIN_BETS = 15;
const PAUSE_MS = { quiet: 250, win: 1_300, banner: 2_200 } as const;

export type Banner =
  | { kind: 'freeSpins'; spins: number; retrigger: boolean }
  | { kind: 'bigWin'; amount: number }
  | { kind: 'summary'; amount: number; spins: number };

export interface AutoPlan {
  left: number;
  stopOnBonus: boolean;
}

export function useSlotMachine(call: ProviderCall, startBalance: number) {
  const [config, setConfig] = useState<SlotConfig | null>(null);
  const [balance, setBalance] = useState(startBalance);
  const [betIndex, setBetIndex] = useState(0);
  const [grid, setGrid] = useState<SlotSymbolId[][]>([]);
  const [spinId, setSpinId] = useState(0);
  const [result, setResult] = useState<SlotSpinResult | null>(null);
  const [busy, setBusyState] = useState(false);
  // The guard reads a ref: the next free spin starts from a timer, before a render could pass a new `busy`.
  const busyRef = useRef(false);
  const setBusy = (value: boolean) => {
    busyRef.current = value;
    setBusyState(value);
  };
  const [presenting, setPresenting] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const error = useProviderError();
  const { show: showError, dismiss: dismissError } = error;
  const [auto, setAuto] = useState<AutoPlan | null>(null);
  const autoRef = useRef<AutoPlan | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    let live = true;
    call('slots.config', undefined).then(
      (loaded) => {
        if (!live) return;
        setConfig(loaded);
        setGrid(loaded.strips.map((strip) => strip.slice(0, loaded.rows)));
        const bet = loaded.round?.bet ?? loaded.defaultBet;
        setBetIndex(Math.max(0, loaded.betSteps.indexOf(bet)));
      },
      (failure: unknown) => live && showError(failure),
    );
    const pending = timers.current;
    return () => {
      live = false;
      pending.forEach((timer) => window.clearTimeout(timer));
    };
  }, [call, showError]);

  const later = (ms: number, work: () => void) => {
    timers.current.push(window.setTimeout(work, ms));
  };

  const [roundStake, setRoundStake] = useState<number | null>(null);
  const freeSpinsLeft = result ? (result.freeSpins?.left ?? 0) : (config?.round?.freeSpins.left ?? 0);
  const chosen = config ? (config.betSteps[betIndex] ?? config.defaultBet) : 0;
  /** Free spins play at their round's stake (also a round resumed after a reload). */
  const bet = freeSpinsLeft > 0 ? (roundStake ?? config?.round?.bet ?? chosen) : chosen;
  const spinRef = useRef<(buy?: boolean) => void>(() => undefined);

  function present(answer: SlotSpinResult, stake: number) {
    setPresenting(true);
    setBalance(answer.balance);
    const won = answer.freeSpins?.won ?? 0;
    const banners: Banner[] = [];
    if (won > 0) banners.push({ kind: 'freeSpins', spins: won, retrigger: answer.freeSpins!.total > won });
    if (answer.spinWin >= stake * BIG_WIN_BETS) banners.push({ kind: 'bigWin', amount: answer.spinWin });
    if (answer.roundFinished && answer.freeSpins)
      banners.push({ kind: 'summary', amount: answer.roundWin, spins: answer.freeSpins.total });
    let wait = answer.spinWin > 0 ? PAUSE_MS.win : PAUSE_MS.quiet;
    banners.forEach((shown, index) => {
      later(wait, () => setBanner(shown));
      wait += PAUSE_MS.banner + (index === banners.length - 1 ? 0 : 100);
    });
    later(wait, () => {
      // The win stays shown (lines, pulsing symbols) until the next spin starts.
      setBanner(null);
      setBusy(false);
      const plan = autoRef.current;
      if ((answer.freeSpins?.left ?? 0) > 0) {
        if (plan?.stopOnBonus && won > 0) setAuto(null);
        spinRef.current();
      } else if (plan && plan.left > 0) {
        setAuto({ ...plan, left: plan.left - 1 });
        spinRef.current();
      } else setAuto(null);
    });
  }

  const spin = useCallback(
    (buy = false) => {
      if (!config || busyRef.current) return;
      const stake = bet;
      const cost = freeSpinsLeft > 0 ? 0 : buy ? stake * (config.buyPrice ?? 0) : stake;
      setBusy(true);
      dismissError();
      setPresenting(false);
      setBalance((shown) => shown - cost);
      call('slots.spin', buy ? { bet: stake, buyBonus: true } : { bet: stake }).then(
        (answer) => {
          setResult(answer);
          setRoundStake(answer.freeSpins && !answer.roundFinished ? stake : null);
          if (answer.grid.length === 0) {
            present(answer, stake);
            return;
          }
          setGrid(answer.grid);
          setSpinId((id) => id + 1);
          later(spinDurationMs(config.reels) + 80, () => present(answer, stake));
        },
        (failure: unknown) => {
          setBalance((shown) => shown + cost);
          showError(failure);
          setAuto(null);
          setBusy(false);
        },
      );
    },
    // present and later only use setters and refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, freeSpinsLeft, bet, call, showError, dismissError],
  );
  // The timers of a presentation go on with the newest state.
  useEffect(() => {
    autoRef.current = auto;
    spinRef.current = spin;
  });

  return {
    config,
    balance,
    bet,
    betIndex,
    setBetIndex,
    grid,
    spinId,
    result,
    busy,
    presenting,
    banner,
    error: error.message,
    dismissError,
    auto,
    startAuto: (spins: number, stopOnBonus: boolean) => {
      setAuto({ left: spins - 1, stopOnBonus });
      spin();
    },
    stopAuto: () => setAuto(null),
    freeSpinsLeft,
    spin,
  };
}
