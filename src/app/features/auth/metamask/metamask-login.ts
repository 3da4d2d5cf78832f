/** MetaMask login (platform.md §4): nonce, signature of the one-time sentence, then the session. */
import { toast } from '../../../components/toast';
import { METAMASK_ERRORS, metamaskMessage } from '@contract/index';
import { api } from '../../../api/api';
import { loginWithSignature } from '../session/sign-in';
import { injectedProvider, isUserRejection, utf8ToHex } from './ethereum';

/** Resolves once the flow is over; every failure is reported by a toast, a refusal by nothing at all. */
export async function signInWithMetaMask(): Promise<void> {
  const wallet = injectedProvider();
  if (!wallet) {
    toast.error(METAMASK_ERRORS.notInstalled);
    return;
  }
  try {
    const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
    if (!address) return;

    const nonce = await api('POST /auth/metamask/nonce', { account: address }).then(
      (answer) => answer.nonce,
      () => null,
    );
    if (nonce === null) {
      toast.error(METAMASK_ERRORS.nonceFailed);
      return;
    }

    const message = metamaskMessage(nonce);
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [utf8ToHex(message), address],
    })) as string;

    try {
      await loginWithSignature({ message, signature, address, nonce });
    } catch {
      toast.error(METAMASK_ERRORS.signatureFailed);
    }
  } catch (error) {
    // Errors here come from the wallet itself; a refusal to connect or to sign stops silently.
    if (!isUserRejection(error)) toast.error(METAMASK_ERRORS.nonceFailed);
  }
}
