import { lazyComponent } from '../../components/lazy';
import { useWalletConnect } from './wallet-connect-store';

const WalletConnectModal = lazyComponent(() =>
  import('./WalletConnectModal').then((module) => module.WalletConnectModal),
);

/** Starts loading the modal's code (a Connect wallet button does so on hover and focus). */
export const preloadWalletConnect = WalletConnectModal.prefetch;

/** Mounted in the layout; the modal's code loads when a Connect wallet button first opens it. */
export function WalletConnectSlot() {
  const open = useWalletConnect((state) => state.loginType !== null);
  return open ? <WalletConnectModal /> : null;
}
