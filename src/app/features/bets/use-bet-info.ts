import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, MESSAGES, type BetInfo } from '@contract/index';
import { whisper } from '../../api/whisper';
import { parseSharedGame, useBetOverview } from './bet-overview-store';

export type LoadedBet =
  { status: 'loading' } | { status: 'ready'; bet: BetInfo } | { status: 'error'; message: string };
type Answer = { id: string; bet: BetInfo } | { id: string; message: string };

/**
 * Opens the overview of a shared link once, then drops its parameter: `?game={game}-{id}` (the spec's share
 * link) or the older `?bet={id}`.
 */
export function useBetFromAddress() {
  const [params, setParams] = useSearchParams();
  const shared = params.get('game');
  const fromGame = shared === null ? undefined : parseSharedGame(shared)?.id;
  const parameter = fromGame ? 'game' : 'bet';
  const betId = fromGame ?? params.get('bet');
  useEffect(() => {
    if (!betId) return;
    useBetOverview.getState().open(betId);
    const next = new URLSearchParams(params);
    next.delete(parameter);
    setParams(next, { replace: true });
  }, [betId, parameter, params, setParams]);
}

/** One bet through the whisper Info (community.md §7), reloaded when the id changes. */
export function useBetInfo(betId: string | null): LoadedBet {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!betId) return;
    let active = true;
    whisper('Info', { game_id: betId }).then(
      (bet) => active && setAnswer({ id: betId, bet }),
      (error: unknown) =>
        active &&
        setAnswer({ id: betId, message: error instanceof ApiError ? error.message : MESSAGES.internal }),
    );
    return () => {
      active = false;
    };
  }, [betId]);
  if (!answer || answer.id !== betId) return { status: 'loading' };
  return 'bet' in answer
    ? { status: 'ready', bet: answer.bet }
    : { status: 'error', message: answer.message };
}
