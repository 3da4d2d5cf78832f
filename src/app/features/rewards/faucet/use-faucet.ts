/**
 * The faucet's claim (community.md §4): POST /api/promocode/bonus, then the dial runs down for 5 s, reads
 * 'Received $X', and Spin comes back 1.5 s later. The status follows the server's clock every 500 ms.
 */
import { useCallback, useEffect, useState } from 'react';
import { FAUCET } from '@contract/index';
import { api } from '../../../api/api';
import { useServerNow } from '../../../api/server-clock';
import { useSession } from '../../auth';
import { canSpin, faucetRefusal, faucetStatusText, nextClaimAt, type FaucetRefusal } from './faucet-rules';

/** idle, waiting for the answer, the dial running down, the result shown before Spin comes back. */
export type FaucetPhase = 'idle' | 'claiming' | 'spinning' | 'received';

interface ClaimState {
  phase: FaucetPhase;
  /** The last reward, US dollars. */
  value: number | null;
  /** The last answer's next claim time, seconds. */
  answerNext: number | null;
  refusal: FaucetRefusal | null;
  /** Counts the spins, so the dial's run-down restarts for each. */
  spinKey: number;
}

const START: ClaimState = { phase: 'idle', value: null, answerNext: null, refusal: null, spinKey: 0 };

/** The status text on the server's clock: null until the first answer told the server's time. */
export function useFaucetStatus(answerNext: number | null = null): string | null {
  const bonusClaim = useSession((session) => session.user?.bonus_claim ?? null);
  const now = useServerNow(FAUCET.statusRefreshMs);
  return now === null ? null : faucetStatusText(nextClaimAt(bonusClaim, answerNext), now);
}

export function useFaucet() {
  const [claim, setClaim] = useState<ClaimState>(START);
  const status = useFaucetStatus(claim.answerNext);
  const busy = claim.phase !== 'idle';

  const spin = async () => {
    if (status === null || !canSpin(status, busy)) return;
    setClaim((state) => ({ ...state, phase: 'claiming', refusal: null }));
    try {
      const { value, next } = await api('POST /api/promocode/bonus');
      setClaim((state) => ({
        phase: 'spinning',
        value,
        answerNext: next,
        refusal: null,
        spinKey: state.spinKey + 1,
      }));
    } catch (error) {
      setClaim((state) => ({ ...state, phase: 'idle', refusal: faucetRefusal(error) }));
    }
    // The user carries the next claim time (bonus_claim); a refusal may mean the copy here is stale.
    void useSession.getState().refreshUser();
  };

  /** The dial has reached the reward. */
  const spun = useCallback(
    () => setClaim((state) => (state.phase === 'spinning' ? { ...state, phase: 'received' } : state)),
    [],
  );

  useEffect(() => {
    if (claim.phase !== 'received') return;
    const timer = setTimeout(() => setClaim((state) => ({ ...state, phase: 'idle' })), FAUCET.reenableMs);
    return () => clearTimeout(timer);
  }, [claim.phase]);

  return { ...claim, status, busy, spinnable: status !== null && canSpin(status, busy), spin, spun };
}
