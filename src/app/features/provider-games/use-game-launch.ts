import { useEffect, useState } from 'react';
import { ApiError, CODES, MESSAGES } from '@contract/index';
import type { GameLaunchAnswer } from '@contract/provider/index';
import { api } from '../../api/api';

export type Launch =
  | { status: 'loading' }
  | { status: 'ready'; answer: GameLaunchAnswer }
  /** The player's country is one the game's provider does not serve: the page opens /error/slotUnavailable. */
  | { status: 'blocked' }
  | { status: 'failed'; message: string };

function outcomeOf(error: unknown): Launch {
  if (error instanceof ApiError && error.code === CODES.slotUnavailable) return { status: 'blocked' };
  return { status: 'failed', message: error instanceof Error ? error.message : MESSAGES.internal };
}

/** Launches the game for this currency and money (a new provider session whenever one of them changes). */
export function useGameLaunch(id: string, currency: string, demo: boolean, attempt: number): Launch {
  const key = `${id}|${currency}|${demo}|${attempt}`;
  const [settled, setSettled] = useState<{ key: string; launch: Launch } | null>(null);
  useEffect(() => {
    let current = true;
    api('POST /api/game/launch', { id, currency, demo }).then(
      (answer) => current && setSettled({ key, launch: { status: 'ready', answer } }),
      (error: unknown) => current && setSettled({ key, launch: outcomeOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, id, currency, demo]);
  return settled?.key === key ? settled.launch : { status: 'loading' };
}
