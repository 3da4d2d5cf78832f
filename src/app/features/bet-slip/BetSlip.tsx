/**
 * The bet slip of the sport screens: a rail beside them on wide screens; below 1200 px a floating
 * 'Bet slip (n)' button that opens it as a bottom sheet. Wherever it is shown, it keeps the selections' odds
 * live and hears the player's verdicts and bets.
 */
import { useId, useState } from 'react';
import { Modal } from '../../components/modal';
import { useSession } from '../auth/session/session-store';
import { useSlip } from './slip-store';
import { SlipPanel } from './SlipPanel';
import { useSlipFeed } from './use-slip-feed';
import { useWideScreen } from './use-wide-screen';
import './bet-slip.css';

export function BetSlip() {
  const userId = useSession((state) => (state.status === 'signedIn' ? (state.user?._id ?? null) : null));
  useSlipFeed(userId);
  const wide = useWideScreen();
  return wide ? (
    <aside className="bet-slip" aria-label="Bet slip">
      <SlipPanel />
    </aside>
  ) : (
    <SlipSheet />
  );
}

function SlipSheet() {
  const [open, setOpen] = useState(false);
  const count = useSlip((state) => state.selections.length);
  const titleId = useId();
  return (
    <>
      <button type="button" className="bet-slip-fab" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Bet slip ({count})
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} className="bet-slip-sheet">
        <SlipPanel titleId={titleId} />
      </Modal>
    </>
  );
}
