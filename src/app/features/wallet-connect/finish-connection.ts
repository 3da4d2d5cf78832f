/** What the page does with the uid the frame closed with (platform.md §4 "Wallet-connect", §7, §8). */
import { toast } from '../../components/toast';
import { ApiError, MESSAGES } from '@contract/index';
import { newConnectionText, walletName } from '@contract/wallet-connect';
import { api } from '../../api/api';
import { signInWithToken } from '../auth';
import { useConnections } from './connections/connections-store';
import type { LoginType } from './wallet-connect-store';

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.unreadableAnswer;

/** A guest fetches a token and is signed in with it; a player links the address and hears of the new connection. */
export async function finishConnection(loginType: LoginType, uid: string): Promise<void> {
  try {
    if (loginType === 'auth') {
      const { model } = await api('POST /api/thirdweb/fetchToken', { uid });
      await signInWithToken(model.userAuthToken);
      return;
    }
    const { connection } = await api('POST /api/profile/connections/connect', { uid });
    toast.success(newConnectionText(walletName(connection.wallet), connection.address));
    void useConnections.getState().load();
  } catch (error) {
    // 'This address is already connected', an expired uid, or a token sign-in that failed.
    toast.error(failureText(error));
  }
}
