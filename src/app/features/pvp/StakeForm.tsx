import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { PvpPool, PvpSide } from '@contract/pvp';
import { filterDecimalText } from '../../format/decimal-input';
import { openAuthModal } from '../auth/auth-modal-store';
import { formatUsd } from '../feed/format';
import { formatAmount } from '../wallet/format-amount';
import { useAppStore } from '../../stores/app-store';
import { stakeProblem } from './pool-rules';
import { pvpFailureText } from './pvp-store';
import { AccountLine, type StakeAccount } from '../wallet/stake';

export interface StakeFormProps {
  label: string;
  account: StakeAccount;
  sides: PvpPool['sides'];
  side: PvpSide | null;
  onSide(side: PvpSide): void;
  /** Whether the Demo switch may be turned here (opening a pool; a joined pool plays its own money). */
  demoSwitch: boolean;
  submitText: string;
  /** Extra fields above the side (the match picker). */
  children?: ReactNode;
  /** Why it cannot be sent yet apart from the stake (no match picked, the pool closed); null when it can. */
  blocked?: string | null;
  onSubmit(stake: number): Promise<unknown>;
}

/**
 * A side and a stake in the account's currency, with its US dollar value and the balance it draws from; the
 * stake's limits are checked as the sim checks them, and what the sim still refuses is shown under the button.
 * A guest is asked to sign in instead.
 */
export function StakeForm(props: StakeFormProps) {
  const { account, sides, side } = props;
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const stakeId = useId();
  const stake = Number(text);
  const problem = text === '' ? null : stakeProblem(stake, account.usdPrice, account.balance);
  const ready = text !== '' && problem === null && side !== null && !props.blocked;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account.userId) return openAuthModal('auth');
    if (!ready || pending) return;
    setPending(true);
    setRefusal(null);
    try {
      await props.onSubmit(stake);
      setText('');
    } catch (error) {
      setRefusal(pvpFailureText(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="pvp-stake" aria-label={props.label} onSubmit={(event) => void submit(event)} noValidate>
      {props.children}
      {sides.length > 0 && (
        <fieldset className="pvp-stake__sides">
          <legend>Side</legend>
          {sides.map((entry) => (
            <label key={entry.side} className="pvp-stake__side" data-checked={side === entry.side}>
              <input
                type="radio"
                name={`${stakeId}-side`}
                value={entry.side}
                checked={side === entry.side}
                onChange={() => props.onSide(entry.side)}
              />
              <span>{entry.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="pvp-stake__field">
        <label htmlFor={stakeId}>Stake</label>
        <div className="pvp-stake__row">
          <input
            id={stakeId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={text}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setText(filterDecimalText(event.target.value, account.decimals));
              setRefusal(null);
            }}
          />
          <span className="pvp-stake__unit">{account.code}</span>
        </div>
        <p className="pvp-stake__usd" aria-live="polite">
          ≈ {formatUsd(Number.isFinite(stake) ? stake * account.usdPrice : 0)}
        </p>
        {problem && <p className="pvp-stake__error">{problem}</p>}
      </div>
      <PoolAccountLine account={account} demoSwitch={props.demoSwitch} />
      <button
        type="submit"
        className="button button--primary pvp-stake__submit"
        disabled={account.userId !== null && (!ready || pending)}
        aria-busy={pending || undefined}
      >
        {account.userId ? props.submitText : 'Sign in to play'}
      </button>
      {props.blocked && account.userId && <p className="pvp-stake__note">{props.blocked}</p>}
      {refusal && (
        <p className="pvp-stake__error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}

/** The account line, or the sign-in line for a guest; a joined pool plays its own money (no Demo switch). */
function PoolAccountLine({ account, demoSwitch }: { account: StakeAccount; demoSwitch: boolean }) {
  const unit = useAppStore((state) => state.unit);
  if (!account.userId) return <p className="account-line">Sign in to play pools.</p>;
  const balance =
    account.balance === null
      ? '…'
      : `${formatAmount(account.balance, account.decimals, unit)} ${account.code}`;
  const fixedNote = account.demo ? <span className="pvp-badge">Demo pool</span> : null;
  return <AccountLine demo={account.demo} balance={balance} fixedNote={demoSwitch ? undefined : fixedNote} />;
}
