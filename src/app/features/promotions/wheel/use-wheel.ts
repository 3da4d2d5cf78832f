/**
 * The bonus wheel's states (platform.md §4 "Bonus wheel"): idle, spinning (the call, then a 5 s turn during
 * which Spin is blocked), finished (the prize shown, the user and the bonus balances refreshed). Guests see 0
 * tickets and a Spin opens the sign-in over the wheel.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, MESSAGES, WHEEL, spinErrorText, type SpinResult, type TicketData } from '@contract/index';
import { api } from '../../../api/api';
import { openAuthModal, useSession } from '../../auth';
import { useWallet } from '../../wallet/wallet-store';
import { landingRotation } from './wheel-geometry';

export type WheelPhase = 'idle' | 'spinning' | 'finished';

/** Operator choice: with reduced motion the wheel still turns (the result must be seen to land), briefly. */
export const REDUCED_SPIN_MS = 600;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** What a finished spin changed: the user (level, tickets) and the bonus balance the prize went to. */
function refreshAfterSpin() {
  void useSession.getState().refreshUser();
  void useWallet.getState().loadBonuses();
}

export interface WheelState {
  phase: WheelPhase;
  /** Spins left; null while loading for a player. */
  tickets: number | null;
  ticketCodes: TicketData['promocodes'];
  rotation: number;
  spinMs: number;
  result: SpinResult | null;
  error: string | null;
  signedIn: boolean;
  spin(): void;
  reloadTickets(): void;
}

export function useWheel(): WheelState {
  const signedIn = useSession((session) => session.status === 'signedIn');
  const [phase, setPhase] = useState<WheelPhase>('idle');
  const [ticketData, setTicketData] = useState<TicketData | null>(null);
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [spinMs] = useState(() => (prefersReducedMotion() ? REDUCED_SPIN_MS : WHEEL.spinMs));
  const spinning = useRef(false);
  const landing = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reloadTickets = useCallback(() => {
    if (!signedIn) return;
    api('POST /api/promocode/ticket/data').then(setTicketData, () =>
      setTicketData({ model: { tickets: 0 }, promocodes: [] }),
    );
  }, [signedIn]);

  useEffect(() => reloadTickets(), [reloadTickets]);

  // Closed mid-turn: the prize is already credited, so the balances catch up at once.
  useEffect(
    () => () => {
      if (landing.current === null) return;
      clearTimeout(landing.current);
      refreshAfterSpin();
    },
    [],
  );

  const spin = useCallback(() => {
    if (spinning.current) return;
    // The wheel stays open under the sign-in: once signed in, the player's spins show and Spin works.
    if (!signedIn) {
      openAuthModal('auth');
      return;
    }
    spinning.current = true;
    setPhase('spinning');
    setResult(null);
    setError(null);
    api('POST /api/promocode/ticket/spin').then(
      (answer) => {
        setRotation((from) => landingRotation(from, answer.segment));
        setTicketData((data) => data && { ...data, model: { tickets: Math.max(0, data.model.tickets - 1) } });
        landing.current = setTimeout(() => {
          landing.current = null;
          spinning.current = false;
          setResult(answer);
          setPhase('finished');
          refreshAfterSpin();
          reloadTickets();
        }, spinMs);
      },
      (failure: unknown) => {
        spinning.current = false;
        setPhase('idle');
        setError(failure instanceof ApiError ? spinErrorText(failure.code) : MESSAGES.internal);
      },
    );
  }, [signedIn, spinMs, reloadTickets]);

  return {
    phase,
    tickets: signedIn ? (ticketData?.model.tickets ?? null) : 0,
    ticketCodes: signedIn ? (ticketData?.promocodes ?? []) : [],
    rotation,
    spinMs,
    result,
    error,
    signedIn,
    spin,
    reloadTickets,
  };
}
