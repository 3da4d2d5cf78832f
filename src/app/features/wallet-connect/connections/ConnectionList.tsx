import { useState } from 'react';
import { toast } from '../../../components/toast';
import { ApiError, MESSAGES } from '@contract/index';
import { shortAddress, walletName, type WalletConnection } from '@contract/wallet-connect';
import { copyText } from '../../../components/copy/copy-text';
import { WalletIcon } from '../WalletIcon';
import { useConnections } from './connections-store';
import { UnlinkDialog } from './UnlinkDialog';

const linkedDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

function ConnectionRow({ connection, onUnlink }: { connection: WalletConnection; onUnlink: () => void }) {
  const name = walletName(connection.wallet);
  return (
    <li className="connection">
      <WalletIcon wallet={connection.wallet} />
      <div className="connection__who">
        <span className="connection__name">{name}</span>
        <code className="connection__address" title={connection.address}>
          {shortAddress(connection.address)}
        </code>
      </div>
      <span className="connection__date">
        Linked{' '}
        <time dateTime={connection.created_at}>{linkedDate.format(new Date(connection.created_at))}</time>
      </span>
      <div className="connection__actions">
        <button
          type="button"
          className="button"
          aria-label={`Copy the address of ${name}`}
          onClick={() => void copyText(connection.address, 'Could not copy the address')}
        >
          Copy
        </button>
        <button type="button" className="button connection__unlink" onClick={onUnlink}>
          Unlink
        </button>
      </div>
    </li>
  );
}

export function ConnectionList({ connections }: { connections: WalletConnection[] }) {
  const [unlinking, setUnlinking] = useState<WalletConnection | null>(null);

  async function unlink(connection: WalletConnection) {
    try {
      toast.success(await useConnections.getState().unlink(connection.address));
      setUnlinking(null);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.unreadableAnswer);
    }
  }

  return (
    <>
      <ul className="connections" aria-label="Linked wallets">
        {connections.map((connection) => (
          <ConnectionRow
            key={connection.address}
            connection={connection}
            onUnlink={() => setUnlinking(connection)}
          />
        ))}
      </ul>
      <UnlinkDialog
        connection={unlinking}
        onCancel={() => setUnlinking(null)}
        onConfirm={(connection) => unlink(connection)}
      />
    </>
  );
}
