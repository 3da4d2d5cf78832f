import { Link } from 'react-router';
import { useAppStore } from '../../../stores/app-store';
import { useSession } from '../../auth';
import { formatUsd } from '../../feed/format';
import { useWalletModal } from '../../wallet/wallet-modal-store';
import { REWARDS_PATH } from '../paths';
import { FaucetDial } from './FaucetDial';
import { FAUCET_RULES, maxRewardOf } from './faucet-rules';
import { useFaucet } from './use-faucet';
import '../rewards.css';

/** /bonus, signed in only (the route sends guests to sign in): the daily faucet (community.md §4, §5). */
export function FaucetPage() {
  const levels = useAppStore((state) => state.vip);
  const level = useSession((session) => session.user?.vipLevel ?? 0);
  const faucet = useFaucet();
  const max = maxRewardOf(levels, level);

  return (
    <div className="rewards-page faucet-page">
      <header className="rewards-page__header">
        <div>
          <h1>Daily faucet</h1>
          <p className="rewards-page__lead">Spin once a day for free money, paid straight to your balance.</p>
        </div>
        <Link className="rewards-page__back" to={REWARDS_PATH}>
          All rewards
        </Link>
      </header>
      <div className="faucet-page__body">
        <section className="card reward-card faucet" aria-label="Faucet">
          <FaucetDial
            phase={faucet.phase}
            max={max}
            value={faucet.value}
            spinKey={faucet.spinKey}
            onSpun={faucet.spun}
          />
          <p className="faucet__status" data-testid="faucet-status">
            {faucet.status ?? '…'}
          </p>
          <button
            type="button"
            className="button button--primary faucet__spin"
            disabled={!faucet.spinnable}
            onClick={() => void faucet.spin()}
          >
            Spin
          </button>
          {faucet.refusal && (
            <div className="reward-card__message" data-tone="danger" role="alert">
              <span>{faucet.refusal.text}</span>
              {faucet.refusal.code === 2 && (
                <button
                  type="button"
                  className="button"
                  onClick={() => useWalletModal.getState().openWallet('deposit')}
                >
                  Deposit
                </button>
              )}
            </div>
          )}
        </section>
        <aside className="card reward-card faucet-rules" aria-labelledby="faucet-rules-title">
          <h2 id="faucet-rules-title">Rules</h2>
          <ul className="faucet-rules__list">
            {FAUCET_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          {levels.length > 0 && (
            <table className="rewards-table">
              <caption>Largest reward by level</caption>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">Max reward</th>
                </tr>
              </thead>
              <tbody>
                {levels.map((entry) => (
                  <tr key={entry.level} aria-current={entry.level === level ? 'true' : undefined}>
                    <td>{entry.name}</td>
                    <td>{formatUsd(entry.bonusWheelMaxReward)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </aside>
      </div>
    </div>
  );
}
