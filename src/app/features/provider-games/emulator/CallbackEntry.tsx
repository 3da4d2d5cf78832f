import {
  isWalletRefusal,
  type WalletCallbackAnswer,
  type WalletCallbackLogEntry,
} from '@contract/provider/wallet-callbacks';

const time = (at: number) => new Date(at).toISOString().slice(11, 19);

function Answer({ answer }: { answer: WalletCallbackAnswer }) {
  if (isWalletRefusal(answer))
    return (
      <span className="emulator-entry__refused">
        {answer.error_code}
        <small>{answer.error_description}</small>
      </span>
    );
  return (
    <span className="emulator-entry__ok">
      balance {answer.balance}
      {answer.transaction_id && <small>tx {answer.transaction_id}</small>}
    </span>
  );
}

/** The parameters worth reading, by the names QA knows them by (absent ones left out). */
function paramsShown({ request: { params } }: WalletCallbackLogEntry): Array<[string, string]> {
  const rows: Array<[string, string | undefined]> = [
    ['player', params.player_id],
    ['game', params.game_uuid],
    ['amount', params.amount === undefined ? undefined : `${params.amount} ${params.currency.toUpperCase()}`],
    ['round', params.round_id],
    ['transaction', params.transaction_id],
    ['refunds', params.bet_transaction_id],
    ['finished', params.finished === undefined ? undefined : params.finished === '1' ? 'yes' : 'no'],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

interface CallbackEntryProps {
  entry: WalletCallbackLogEntry;
  busy: boolean;
  onReplay: (entry: WalletCallbackLogEntry, badSignature: boolean) => void;
}

/** One callback: what the provider sent (action, player, round, transaction, amount) and the answer. */
export function CallbackEntry({ entry, busy, onReplay }: CallbackEntryProps) {
  const { params } = entry.request;
  return (
    <li className="emulator-entry" aria-label={`Callback ${entry.id}: ${params.action}`}>
      <span className="emulator-entry__id">#{entry.id}</span>
      <span className={`emulator-entry__action emulator-entry__action--${params.action}`}>
        {params.action}
      </span>
      <time className="emulator-entry__time" dateTime={new Date(entry.at).toISOString()}>
        {time(entry.at)}
      </time>
      <dl className="emulator-entry__params">
        {paramsShown(entry).map(([name, value]) => (
          <div key={name} className="emulator-entry__param">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="emulator-entry__answer">
        <Answer answer={entry.answer} />
        {entry.replayOf !== null && (
          <span className="emulator-entry__replay">replay of #{entry.replayOf}</span>
        )}
      </div>
      <div className="emulator-entry__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onReplay(entry, false)}
        >
          Replay
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onReplay(entry, true)}>
          Bad signature
        </button>
      </div>
    </li>
  );
}
