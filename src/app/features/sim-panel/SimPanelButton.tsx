import { useState } from 'react';
import { lazyComponent } from '../../components/lazy';
import { Modal } from '../../components/modal';
import { currentHarness } from './harness';

// The panel is for QA and sales only: its code loads when it is first opened.
const SimPanel = lazyComponent(() => import('./SimPanel').then((module) => module.SimPanel));

/**
 * The demo panel's launcher (issue 4 §7: "the sim can drop and restore the socket on cue"): shown in the demo
 * badge in sim mode only, where `window.__harness` exists. Everything it does, a script can do through
 * `window.__harness` too.
 */
export function SimPanelButton() {
  const [open, setOpen] = useState(false);
  const harness = currentHarness();
  if (!harness) return null;
  return (
    <>
      <button type="button" className="demo-badge__button" onClick={() => setOpen(true)}>
        Sim controls
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Sim controls" className="sim-panel-modal">
        <SimPanel harness={harness} close={() => setOpen(false)} />
      </Modal>
    </>
  );
}
