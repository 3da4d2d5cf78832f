import { useSession } from '../auth';
import { writeLoginTypeCookie } from './frame-protocol';
import { useWalletConnect } from './wallet-connect-store';
import { preloadWalletConnect } from './WalletConnectSlot';

/**
 * Opens wallet-connect (the spec's event): the login type goes into the cookie for a day before the frame
 * starts, auth for a guest, connect for a signed-in player.
 */
function openWalletConnect() {
  const loginType = useSession.getState().user ? 'connect' : 'auth';
  writeLoginTypeCookie(loginType);
  useWalletConnect.getState().openWalletConnect(loginType);
}

export function ConnectWalletButton({ className = 'button' }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={openWalletConnect}
      onPointerEnter={preloadWalletConnect}
      onFocus={preloadWalletConnect}
    >
      Connect wallet
    </button>
  );
}
