import type { ReactNode } from 'react';
import type { ProviderSessionInfo } from '@contract/provider/index';
import { formatAmount } from './format';

interface BalanceBarProps {
  info: ProviderSessionInfo;
  /** The balance after the latest call (decimal). */
  balance: number;
  /** What the round is worth now (the stake, a win), shown beside the balance. */
  children?: ReactNode;
}

/** The bar every game client shows at its foot: the game, demo or real money, the balance. */
export function BalanceBar({ info, balance, children }: BalanceBarProps) {
  return (
    <footer className="gp-balance" aria-label="Balance">
      <span className="gp-balance__game">
        <strong>{info.gameName}</strong>
        <span className="gp-balance__provider">{info.provider}</span>
      </span>
      {children}
      <span className="gp-balance__money">
        {info.demo && <span className="gp-badge">Demo</span>}
        <span className="gp-balance__label">Balance</span>
        <output className="gp-balance__amount" aria-live="polite" data-testid="provider-balance">
          {formatAmount(balance, info.currency)}
        </output>
      </span>
    </footer>
  );
}
