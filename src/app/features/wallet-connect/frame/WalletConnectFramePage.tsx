/**
 * The page at /walletconnect (platform.md §2): a thirdweb-style connect modal shown in a frame, with emulated
 * wallets. It reads the login type the page set in its cookie, tells the page when its modal opens, and closes
 * with the provider's uid once a wallet approved (without one when the player closes it).
 */
import { useEffect, useState } from 'react';
import type { PrivateKeyAccount } from 'viem/accounts';
import { ApiError, MESSAGES } from '@contract/index';
import { closeMessage, modalOpenMessage, postToPage, readLoginTypeCookie } from '../frame-protocol';
import { signInToProvider, walletAccount } from './emulated-wallets';
import { Approval, Connected, Failed, WaitingFor, WalletList, type Wallet } from './FrameSteps';
import './frame.css';

type Step =
  | { kind: 'list' }
  | { kind: 'opening'; wallet: Wallet }
  | { kind: 'approve'; wallet: Wallet; account: PrivateKeyAccount }
  | { kind: 'verifying'; wallet: Wallet }
  | { kind: 'connected'; wallet: Wallet; address: string }
  | { kind: 'failed'; message: string };

/** How long the success shows before the frame closes with the uid. */
const CONNECTED_PAUSE_MS = 600;

const close = () => postToPage(closeMessage());

export function WalletConnectFramePage() {
  const [loginType] = useState(() => readLoginTypeCookie());
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const atList = step.kind === 'list';

  // The modal opens with the page, and again whenever the player comes back to the wallet list.
  useEffect(() => {
    if (atList) postToPage(modalOpenMessage());
  }, [atList]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  async function pick(wallet: Wallet) {
    setStep({ kind: 'opening', wallet });
    try {
      setStep({ kind: 'approve', wallet, account: await walletAccount(wallet.id) });
    } catch {
      setStep({ kind: 'failed', message: `${wallet.name} could not be opened.` });
    }
  }

  async function approve(wallet: Wallet, account: PrivateKeyAccount) {
    setStep({ kind: 'verifying', wallet });
    try {
      const { uid, address } = await signInToProvider(wallet.id, account);
      setStep({ kind: 'connected', wallet, address });
      setTimeout(() => postToPage(closeMessage(uid)), CONNECTED_PAUSE_MS);
    } catch (error) {
      setStep({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : MESSAGES.unreadableAnswer,
      });
    }
  }

  const backToList = () => setStep({ kind: 'list' });
  const canGoBack = step.kind === 'approve' || step.kind === 'failed';

  return (
    <div className="wc-frame">
      <header className="wc-frame__header">
        {canGoBack && (
          <button type="button" className="wc-icon-button" aria-label="Back" onClick={backToList}>
            ‹
          </button>
        )}
        <h1>{loginType === 'auth' ? 'Sign in with a wallet' : 'Connect a wallet'}</h1>
        <button type="button" className="wc-icon-button" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      <div className="wc-frame__body">
        {loginType === null ? (
          <p className="wc-centre wc-muted">Open wallet connect from BetKings to sign in or link a wallet.</p>
        ) : (
          <StepView step={step} onPick={pick} onApprove={approve} onBack={backToList} />
        )}
      </div>
      <footer className="wc-frame__footer">
        Powered by <strong>thirdweb</strong>
      </footer>
    </div>
  );
}

interface StepViewProps {
  step: Step;
  onPick: (wallet: Wallet) => void;
  onApprove: (wallet: Wallet, account: PrivateKeyAccount) => void;
  onBack: () => void;
}

function StepView({ step, onPick, onApprove, onBack }: StepViewProps) {
  switch (step.kind) {
    case 'list':
      return <WalletList onPick={onPick} />;
    case 'opening':
      return <WaitingFor wallet={step.wallet} text={`Opening ${step.wallet.name}…`} />;
    case 'approve':
      return (
        <Approval
          wallet={step.wallet}
          address={step.account.address}
          onApprove={() => onApprove(step.wallet, step.account)}
          onReject={onBack}
        />
      );
    case 'verifying':
      return <WaitingFor wallet={step.wallet} text="Verifying the signature…" />;
    case 'connected':
      return <Connected wallet={step.wallet} address={step.address} />;
    case 'failed':
      return <Failed message={step.message} onRetry={onBack} />;
  }
}
