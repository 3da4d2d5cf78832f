/** While the deposit tab shows an address, the picker polls its chain's explorer (deposit-poller.ts). */
import { useEffect } from 'react';
import { getTransport } from '../../../api/api';
import { currentHarness } from '../../sim-panel/harness';
import { notifyDeposit } from './deposit-api';
import { startDepositPoller } from './deposit-poller';
import { explorerSourceFor } from './explorers';
import { seenTxids } from './seen-txids';

export function useDepositPolling(chain: string | null, address: string | null): void {
  useEffect(() => {
    if (!chain || !address) return;
    const source = explorerSourceFor(getTransport(), currentHarness(), chain, address);
    if (!source) return;
    return startDepositPoller({ source, notify: notifyDeposit, seen: seenTxids() });
  }, [chain, address]);
}
