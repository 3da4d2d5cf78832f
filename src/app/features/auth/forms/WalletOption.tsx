import { ConnectWalletButton } from '../../wallet-connect';

/** Under the sign-in and sign-up forms: a wallet signs a guest in (or up) without a password. */
export function WalletOption() {
  return (
    <div className="auth-alternative">
      <span className="auth-alternative__or">or</span>
      <ConnectWalletButton className="auth-secondary" />
    </div>
  );
}
