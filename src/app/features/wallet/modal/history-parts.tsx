/** What both histories show alike: the time of an entry, a shortened address and a status pill. */

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function HistoryTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{TIME.format(new Date(iso))}</time>;
}

/** The start and the end of a long address, the whole of it on hover. */
export function ShortAddress({ address }: { address: string }) {
  const short = address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
  return (
    <span className="wallet-history__address" title={address}>
      {short}
    </span>
  );
}

export type StatusTone = 'pending' | 'success' | 'danger' | 'muted';

export function StatusPill({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={`wallet-status wallet-status--${tone}`}>{children}</span>;
}
