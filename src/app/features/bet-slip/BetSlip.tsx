/**
 * The bet slip of the sport screens, rendered by them at every width: a rail beside them on wide screens;
 * below SLIP_RAIL_WIDTH a floating 'Bet slip (n)' button that opens it as a bottom sheet. Wherever it is shown,
 * it keeps the selections' odds live and hears the player's verdicts and bets.
 */
import { useId, useState } from 'react';
import { Modal } from '../../components/modal';
import { useWindowWidth } from '../../hooks';
import { useSession } from '../auth/session/session-store';
import { useSlip } from './slip-store';
import { SlipPanel } from './SlipPanel';
import { useSlipFeed } from './use-slip-feed';
import './bet-slip.css';
import './slip-sheet.css';

/** From this window width the slip is a rail beside the sport pages; below it, a bottom sheet. */
export const SLIP_RAIL_WIDTH = 1200;

export function BetSlip() {
  const userId = useSession((state) => (state.status === 'signedIn' ? (state.user?._id ?? null) : null));
  useSlipFeed(userId);
  const wide = useWindowWidth() >= SLIP_RAIL_WIDTH;
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
