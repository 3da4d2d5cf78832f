import { useState } from 'react';
import { shortAddress, walletName, type WalletConnection } from '@contract/wallet-connect';
import { Modal } from '../../../components/modal';

export interface UnlinkDialogProps {
  connection: WalletConnection | null;
  onCancel: () => void;
  onConfirm: (connection: WalletConnection) => Promise<void>;
}

/** Asks before a wallet is unlinked: it will no longer sign in to this account. */
export function UnlinkDialog({ connection, onCancel, onConfirm }: UnlinkDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm(target: WalletConnection) {
    setBusy(true);
    try {
      await onConfirm(target);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={connection !== null} onClose={onCancel} title="Unlink wallet?">
      {connection && (
        <div className="unlink-dialog">
          <p>
            {walletName(connection.wallet)} <code>{shortAddress(connection.address)}</code> will no longer
            sign in to this account. You can connect it again later.
          </p>
          <div className="unlink-dialog__actions">
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
            <button
              type="button"
              className="button unlink-dialog__confirm"
              disabled={busy}
              onClick={() => void confirm(connection)}
            >
              Unlink
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
