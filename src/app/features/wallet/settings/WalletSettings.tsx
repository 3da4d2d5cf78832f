import { useId, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { lazyComponent } from '../../../components/lazy';
import { useDismiss } from '../../../hooks/dismiss';

/** The panel's code and styles load on the first open (or when the pointer comes near the button). */
const WalletSettingsPanel = lazyComponent(() =>
  import('./WalletSettingsPanel').then((module) => module.WalletSettingsPanel),
);

/**
 * The wallet settings button beside the header balance and its popover (platform.md §3 unit, fiatView,
 * fiatCurrency; §9), as the wallet settings of crypto casinos offer.
 */
export function WalletSettings() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, root, () => setOpen(false));

  return (
    <div className="wallet-settings" ref={root}>
      <button
        type="button"
        className="wallet-settings__toggle"
        aria-label="Wallet settings"
        title="Wallet settings"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={WalletSettingsPanel.prefetch}
        onFocus={WalletSettingsPanel.prefetch}
        onClick={() => setOpen(!open)}
      >
        <Icon name="sliders" />
      </button>
      {open && <WalletSettingsPanel id={panelId} />}
    </div>
  );
}
