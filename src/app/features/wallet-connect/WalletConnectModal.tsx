import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Modal } from '../../components/modal';
import { finishConnection } from './finish-connection';
import { WALLET_CONNECT_FRAME_PATH, createFrameListener, type FrameAction } from './frame-protocol';
import { useWalletConnect, type LoginType } from './wallet-connect-store';
import './wallet-connect.css';

const FINISHING_TEXT: Record<LoginType, string> = {
  auth: 'Signing in with your wallet…',
  connect: 'Linking your wallet…',
};

/**
 * The frame and its messages. The modal ends when the frame closes: at once without a uid, else once the
 * sign-in or the link is done (the frame gives way to a status line meanwhile).
 */
function WalletConnectFrame({ loginType, onClosed }: { loginType: LoginType; onClosed: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const onAction = useEffectEvent((action: FrameAction) => {
    // 'open': the frame is back at its wallet list, in the modal that is open already.
    if (action.kind === 'open') return;
    if (action.uid) {
      setFinishing(true);
      void finishConnection(loginType, action.uid).finally(onClosed);
      return;
    }
    onClosed();
    // platform.md §8: missing auth data (closed without connecting) is only logged.
    console.info('Wallet connect closed without auth data');
  });

  useEffect(() => {
    const listener = createFrameListener({
      origin: window.location.origin,
      frame: () => frame.current?.contentWindow ?? null,
      onAction,
    });
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  if (finishing) {
    return (
      <p role="status" className="wallet-connect-finishing">
        <span className="spinner" aria-hidden="true" /> {FINISHING_TEXT[loginType]}
      </p>
    );
  }
  return (
    <div className="wallet-connect-frame">
      {!loaded && (
        <p role="status" className="wallet-connect-frame__loading">
          <span className="spinner" aria-hidden="true" /> Loading wallets…
        </p>
      )}
      <iframe
        ref={frame}
        src={WALLET_CONNECT_FRAME_PATH}
        title="Wallet connect"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}

/** The wallet-connect modal (platform.md §2 layout, §4): the provider's frame, which draws its own header. */
export function WalletConnectModal() {
  const loginType = useWalletConnect((state) => state.loginType);
  const close = useWalletConnect((state) => state.closeWalletConnect);
  const titleId = useId();
  return (
    <Modal
      open={loginType !== null}
      onClose={close}
      header={false}
      labelledBy={titleId}
      className="wallet-connect-modal"
    >
      <h2 id={titleId} className="visually-hidden">
        {loginType === 'auth' ? 'Sign in with a wallet' : 'Connect a wallet'}
      </h2>
      {loginType && <WalletConnectFrame loginType={loginType} onClosed={close} />}
    </Modal>
  );
}
