import { AccountLine as StakeAccountLine, type StakeAccount } from '../../wallet/stake';
import { formatPositionAmount } from '../positions/money';

/** What the wager draws from (the wallet's account line); a guest is told that trading needs an account. */
export function AccountLine({ account }: { account: StakeAccount }) {
  if (!account.userId) return <p className="account-line">Sign in to trade futures.</p>;
  const { balance, currency } = account;
  return (
    <StakeAccountLine
      demo={account.demo}
      balance={balance === null ? '…' : formatPositionAmount(balance, currency)}
    />
  );
}
