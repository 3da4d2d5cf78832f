import type { VipData, VipLevel } from '@contract/index';
import { useSession } from '../auth';
import { SignInCall } from '../auth/SignInCall';
import { VipBenefitsTable } from './VipBenefitsTable';
import { VipLevelCard } from './VipLevelCard';
import { useRouteAnswer } from './use-route-answer';
import { vipBenefitRows } from './vip-benefits';
import './vip.css';

/**
 * /vip (community.md §2): the player's level card with the level bar and the two requirement bars, and the
 * benefits of the ten levels with the player's row marked and each level's chat badge. Guests see the table
 * and are asked to sign in. A level-up refreshes the user (the notifications follow it), which asks again.
 */
export function VipPage() {
  const user = useSession((session) => session.user);
  const booting = useSession((session) => session.status === 'booting');
  const { state, reload } = useRouteAnswer('POST /api/vip', user?._id ?? 'guest', user?.vipLevel);
  return (
    <div className="vip-page">
      <header className="vip-page__header">
        <h1>VIP programme</h1>
        <p className="vip-page__lead">
          Deposit and play to climb ten levels. Each level lowers your withdrawal fee and raises your daily
          cashback and bonus wheel rewards.
        </p>
      </header>
      {state.status === 'loading' && <VipSkeleton />}
      {state.status === 'error' && (
        <div className="card vip-card vip-note" role="alert">
          <p>The VIP levels could not be loaded.</p>
          <button type="button" className="button" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <VipContent levels={state.data.levels} data={state.data.data} guest={!user && !booting} />
      )}
    </div>
  );
}

function VipContent({ levels, data, guest }: { levels: VipLevel[]; data: VipData | null; guest: boolean }) {
  const user = useSession((session) => session.user);
  return (
    <>
      {user && <VipLevelCard user={user} levels={levels} data={data} />}
      {guest && (
        <SignInCall label="Join the VIP programme">
          Sign in to see your level and how close you are to the next one.
        </SignInCall>
      )}
      <section className="card vip-card" aria-labelledby="vip-benefits-title">
        <h2 id="vip-benefits-title">Level benefits</h2>
        {levels.length === 0 ? (
          <p className="vip-muted">No VIP levels are set up.</p>
        ) : (
          <VipBenefitsTable rows={vipBenefitRows(levels, user?.vipLevel ?? null)} />
        )}
      </section>
    </>
  );
}

function VipSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the VIP levels" className="vip-skeleton">
      <div className="card vip-card vip-card--skeleton" />
      <div className="card vip-card vip-card--skeleton vip-card--tall" />
    </div>
  );
}
