/** The player's deposit history: loaded with history/deposits and kept live from event:depositUpdate. */
import { useEffect, useState } from 'react';
import { userChannel } from '@contract/index';
import { DEPOSIT_EVENTS, type DepositHistoryEntry } from '@contract/deposits';
import { getTransport } from '../../../api/api';
import { mergeById } from '../modal/merge-by-id';
import { failureText, loadDepositHistory } from './deposit-api';

export interface DepositHistoryState {
  entries: DepositHistoryEntry[] | null;
  error: string | null;
  reload: () => void;
}

export function useDepositHistory(userId: string | null): DepositHistoryState {
  const [entries, setEntries] = useState<DepositHistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    loadDepositHistory().then(
      (list) => active && (setEntries(list), setError(null)),
      (failure: unknown) => active && setError(failureText(failure)),
    );
    return () => {
      active = false;
    };
  }, [generation]);

  useEffect(() => {
    if (!userId) return;
    return getTransport().realtime.listen(userChannel(userId), DEPOSIT_EVENTS.depositUpdate, (payload) =>
      setEntries((list) => mergeById(list ?? [], payload as DepositHistoryEntry)),
    );
  }, [userId]);

  return { entries, error, reload: () => setGeneration((value) => value + 1) };
}
