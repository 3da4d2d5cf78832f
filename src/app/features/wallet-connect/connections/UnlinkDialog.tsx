import { shortAddress, walletName, type WalletConnection } from '@contract/wallet-connect';
import { ConfirmDialog } from '../../../components/modal';

export interface UnlinkDialogProps {
  connection: WalletConnection | null;
  onCancel: () => void;
  onConfirm: (connection: WalletConnection) => Promise<void>;
}

/** Asks before a wallet is unlinked: it will no longer sign in to this account. */
export const UnlinkDialog = ({ connection, onCancel, onConfirm }: UnlinkDialogProps) => (
  <ConfirmDialog
    subject={connection}
    title="Unlink wallet?"
    keepLabel="Cancel"
    confirmLabel="Unlink"
    onKeep={onCancel}
    onConfirm={onConfirm}
  >
    {(target) => (
      <p>
        {walletName(target.wallet)} <code>{shortAddress(target.address)}</code> will no longer sign in to this
        account. You can connect it again later.
      </p>
    )}
  </ConfirmDialog>
);
