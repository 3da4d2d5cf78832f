import { useAppStore } from '../../../stores/app-store';
import { useSession } from '../../auth/session/session-store';
import { useWallet } from '../../wallet/wallet-store';
import { formatAmount } from '../../wallet/format-amount';
import { canPlay, primaryAction } from '../play/actions';
import { useGameSession } from '../stores/game-session-store';

/** The amount of an extended game in its own currency (a restored game may be in another one), in the unit. */
function useOwnerFormat(): (amount: number) => string {
  const currency = useGameSession((state) => state.owner?.currency);
  const decimals = useWallet((state) => state.currencies.find((entry) => entry.id === currency)?.decimals);
  const unit = useAppStore((state) => state.unit);
  return (amount) => formatAmount(amount, decimals ?? 8, unit);
}

/**
 * Play; while an extended game is in progress 'Take {profit}', or 'Cancel' when there is no profit, which
 * ends the game (platform.md §4). Blocked while a play is pending, so a double click sends one Play.
 */
export function PlayButton() {
  const session = useGameSession();
  const status = useSession((state) => state.status);
  const format = useOwnerFormat();
  const inProgress = session.extended === 'in-progress';
  const profit = session.round?.state.profit ?? 0;
  const label = inProgress ? (profit > 0 ? `Take ${format(profit)}` : 'Cancel') : 'Play';
  const disabled = inProgress ? session.pending : !canPlay(session, status);

  return (
    <button
      type="button"
      className={inProgress ? 'game-play game-play--take' : 'game-play'}
      disabled={disabled}
      aria-busy={session.pending || undefined}
      onClick={() => void primaryAction()}
    >
      {label}
    </button>
  );
}
