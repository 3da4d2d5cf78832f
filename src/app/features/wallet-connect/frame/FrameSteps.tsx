/** The views of the emulated connect modal: the wallet list, the wallet's approval, and the waits and results. */
import { THIRDWEB_WALLETS, shortAddress } from '@contract/wallet-connect';
import { WalletIcon } from '../WalletIcon';

export type Wallet = (typeof THIRDWEB_WALLETS)[number];

export function WalletList({ onPick }: { onPick: (wallet: Wallet) => void }) {
  return (
    <ul className="wc-wallets" aria-label="Wallets">
      {THIRDWEB_WALLETS.map((wallet) => (
        <li key={wallet.id}>
          <button type="button" className="wc-wallet" onClick={() => onPick(wallet)}>
            <WalletIcon wallet={wallet.id} />
            <span>{wallet.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface ApprovalProps {
  wallet: Wallet;
  address: string;
  onApprove: () => void;
  onReject: () => void;
}

/** The wallet's own request, as its pop-up would show it. */
export function Approval({ wallet, address, onApprove, onReject }: ApprovalProps) {
  return (
    <div className="wc-centre">
      <WalletIcon wallet={wallet.id} size={64} />
      <h2>{wallet.name}</h2>
      <p className="wc-muted">Approve the sign-in request in your wallet.</p>
      <section className="wc-request" aria-label="Signature request">
        <h3>Signature request</h3>
        <dl>
          <dt>Account</dt>
          <dd>
            <code title={address}>{shortAddress(address)}</code>
          </dd>
          <dt>Network</dt>
          <dd>Ethereum</dd>
        </dl>
        <p>BetKings wants you to sign in with your Ethereum account.</p>
        <div className="wc-request__actions">
          <button type="button" className="wc-button" onClick={onReject}>
            Reject
          </button>
          <button type="button" className="wc-button wc-button--primary" onClick={onApprove}>
            Approve
          </button>
        </div>
      </section>
    </div>
  );
}

export function WaitingFor({ wallet, text }: { wallet: Wallet; text: string }) {
  return (
    <div className="wc-centre" role="status">
      <WalletIcon wallet={wallet.id} size={64} />
      <span className="wc-spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

export function Connected({ wallet, address }: { wallet: Wallet; address: string }) {
  return (
    <div className="wc-centre" role="status">
      <WalletIcon wallet={wallet.id} size={64} />
      <h2>Connected</h2>
      <p className="wc-muted">
        {wallet.name} · <code title={address}>{shortAddress(address)}</code>
      </p>
    </div>
  );
}

export function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="wc-centre">
      <h2>Connection failed</h2>
      <p role="alert" className="wc-error">
        {message}
      </p>
      <button type="button" className="wc-button wc-button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
