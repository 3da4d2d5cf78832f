import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast';
import type { HarnessHandle } from '../../../transport';
import { useSession } from '../../auth/session/session-store';
import { attempt } from '../attempt';
import { DAY_MS } from '../harness';

/** Dollars the wager form starts with: enough for the first VIP level's wagering. */
const DEFAULT_WAGER_USD = 1_000;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Rewards on cue: real bets wagered for the signed-in player (VIP progress, rakeback, the race, an affiliate's
 * commission), and the clock moved to the next 0:00 UTC, when the daily cashback and commission are paid.
 */
export function RewardsSection({ harness }: { harness: HarnessHandle }) {
  const amountId = useId();
  const user = useSession((state) => state.user);
  const refreshUser = useSession((state) => state.refreshUser);
  const [usd, setUsd] = useState(DEFAULT_WAGER_USD);
  const [busy, setBusy] = useState(false);

  /** One control call at a time; its refusal becomes a toast (attempt). */
  const busyWith = (work: () => Promise<void>, done?: string) => {
    setBusy(true);
    void attempt(work, done).finally(() => setBusy(false));
  };

  const wager = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !(usd > 0)) return;
    busyWith(async () => {
      const answer = await harness.control.wagerFor(user.name, usd);
      // The level and the progress the bets brought.
      await refreshUser();
      toast.success(`${USD.format(answer.wageredUsd)} wagered in ${answer.bets} bets`);
    });
  };

  const toMidnight = () =>
    busyWith(async () => {
      const now = await harness.control.now();
      // One second past 0:00 UTC, so that the day's payouts have run.
      await harness.control.advance((Math.floor(now / DAY_MS) + 1) * DAY_MS - now + 1_000);
      await harness.control.settle();
      if (user) await refreshUser();
    }, 'The sim clock moved past midnight (UTC)');

  return (
    <section aria-labelledby="sim-panel-rewards">
      <h3 id="sim-panel-rewards">Rewards</h3>
      <p>Real bets for the signed-in player count toward VIP, rakeback and the race.</p>
      <form className="sim-panel__form" onSubmit={wager}>
        <label htmlFor={amountId}>
          Dollars to wager
          <input
            id={amountId}
            type="number"
            min="1"
            step="1"
            value={Number.isFinite(usd) ? usd : ''}
            onChange={(event) => setUsd(event.target.valueAsNumber)}
          />
        </label>
        <div className="sim-panel__row">
          <button type="submit" className="button" disabled={!user || busy || !(usd > 0)}>
            Wager {USD.format(usd > 0 ? usd : 0)} as me
          </button>
          <button type="button" className="button" disabled={busy} onClick={toMidnight}>
            Advance to next midnight
          </button>
        </div>
        {!user && <p className="sim-panel__wide">Sign in to wager as a player.</p>}
      </form>
    </section>
  );
}
