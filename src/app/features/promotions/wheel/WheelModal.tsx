import { useId } from 'react';
import { Link } from 'react-router';
import { WHEEL } from '@contract/index';
import { Modal } from '../../../components/modal';
import { openAuthModal } from '../../auth';
import { useAppStore } from '../../../stores/app-store';
import { PromoCodeForm } from '../code/PromoCodeForm';
import { closePromotionModal } from '../promotion-modals';
import { formatUsd } from '../promo-texts';
import { useWheel, type WheelState } from './use-wheel';
import { WheelDisc } from './WheelDisc';
import { wheelLabels } from './wheel-geometry';
import './wheel.css';

export const WHEEL_TOOLTIP =
  'Every player gets one spin after registration; more spins come with special promo codes.';

/** The title with its info tooltip (shown on hover and keyboard focus). */
function WheelTitle() {
  const tipId = useId();
  return (
    <span className="wheel-title">
      Bonus wheel
      <button
        type="button"
        className="wheel-title__info"
        aria-label="How to get spins"
        aria-describedby={tipId}
      >
        ?
      </button>
      <span role="tooltip" id={tipId} className="wheel-title__tip">
        {WHEEL_TOOLTIP}
      </span>
    </span>
  );
}

function SpinOutcome({ wheel, labels }: { wheel: WheelState; labels: readonly string[] }) {
  const { phase, result, error } = wheel;
  if (error)
    return (
      <p className="wheel-outcome wheel-outcome--error" role="alert">
        {error}
      </p>
    );
  if (phase !== 'finished' || !result) return <p className="wheel-outcome" aria-hidden="true" />;
  return (
    <div className="wheel-outcome wheel-outcome--won" role="status">
      <p className="wheel-outcome__prize">You won {labels[result.segment - 1] ?? formatUsd(result.usd)}</p>
      <p className="wheel-outcome__note">Added to your bonus balance, x{WHEEL.multiplier} wager to unlock.</p>
      <p className="wheel-outcome__seeds">
        Client seed <code>{result.clientSeed}</code>, nonce {result.nonce}, server seed hash{' '}
        <code>{result.serverSeedHash}</code>.{' '}
        <Link to="/fairness" onClick={closePromotionModal}>
          Verify on /fairness
        </Link>
      </p>
    </div>
  );
}

/**
 * The bonus wheel (openPromotionModal('wheel'), platform.md §4 and §8): the wheel, the player's spins, Spin,
 * the prize once it has stopped, and a promo code field for codes that give spins.
 */
export function WheelModal() {
  const licence = useAppStore((state) => state.licence);
  const labels = wheelLabels(licence);
  const wheel = useWheel();
  const spinning = wheel.phase === 'spinning';
  const finishedSegment = wheel.phase === 'finished' ? (wheel.result?.segment ?? null) : null;

  return (
    <Modal open onClose={closePromotionModal} title={<WheelTitle />} className="wheel-modal">
      <WheelDisc labels={labels} rotation={wheel.rotation} spinMs={wheel.spinMs} winner={finishedSegment} />
      <div className="wheel-controls">
        <p className="wheel-tickets" aria-live="polite">
          Spins: <strong>{wheel.tickets ?? '…'}</strong>
        </p>
        <button
          type="button"
          className="button button--primary wheel-spin"
          disabled={spinning}
          aria-busy={spinning}
          onClick={wheel.spin}
        >
          {spinning ? 'Spinning…' : 'Spin'}
        </button>
      </div>
      <SpinOutcome wheel={wheel} labels={labels} />
      <section className="wheel-code" aria-label="Get more spins">
        <h3>Have a promo code?</h3>
        {wheel.signedIn ? (
          <PromoCodeForm variant="wheel" onActivated={wheel.reloadTickets} />
        ) : (
          <button type="button" className="button" onClick={() => openAuthModal('auth')}>
            Sign in to redeem a code
          </button>
        )}
        {wheel.ticketCodes.length > 0 && (
          <p className="wheel-code__used">
            Spins from: {wheel.ticketCodes.map(({ code }) => code).join(', ')}
          </p>
        )}
      </section>
    </Modal>
  );
}
