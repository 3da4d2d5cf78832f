/**
 * The poker room's game client: one table (the URL's `table`), watched or played. It asks the provider for
 * the table several times a second, shows the felt, and when it is the player's turn the action bar; the
 * player leaves with the button at the top (at the end of the hand when in one).
 */
import { useCallback, useState } from 'react';
import type { PokerActionKind } from '@contract/provider/poker';
import type { ProviderGameProps } from '../kinds';
import { BalanceBar, ErrorToast, Unavailable, formatAmount, useProviderError } from '../ui';
import { ActionBar } from './ActionBar';
import { chipsText } from './chips';
import { PokerFelt, type TurnClock } from './PokerFelt';
import { useTable, useTicker } from './use-table';
import './poker.css';

/** The URL parameter naming the table the client shows. */
export const POKER_TABLE_PARAM = 'table';

const tableFromUrl = () => new URLSearchParams(window.location.search).get(POKER_TABLE_PARAM);

export default function PokerClient({ info, call }: ProviderGameProps) {
  const table = tableFromUrl();
  if (!table) return <Unavailable message="Choose a table in the poker lobby." />;
  return <PokerTableClient info={info} call={call} table={table} />;
}

function PokerTableClient({ info, call, table }: ProviderGameProps & { table: string }) {
  const error = useProviderError();
  const { state, accept } = useTable(call, table, error.show);
  const [busy, setBusy] = useState(false);
  const [balance, setBalance] = useState(info.balance);
  const view = state?.view ?? null;
  const ticking = useTicker(Boolean(view?.hand?.deadline));

  const act = useCallback(
    (action: PokerActionKind, amount?: number) => {
      setBusy(true);
      call('poker.act', { table, action, ...(amount === undefined ? {} : { amount }) })
        .then(accept, error.show)
        .finally(() => setBusy(false));
    },
    [call, table, accept, error.show],
  );

  const leave = useCallback(() => {
    setBusy(true);
    call('poker.leave', { table })
      .then(() => call('session.balance', undefined))
      .then((answer) => setBalance(answer.balance), error.show)
      .finally(() => setBusy(false));
  }, [call, table, error.show]);

  if (!view) return <div className="pk-room pk-room--loading" aria-busy />;
  const you = view.you.seat === null ? null : view.seats[view.you.seat];
  const clock: TurnClock | null =
    view.hand?.deadline && view.hand.toAct !== null && state
      ? {
          seat: view.hand.toAct,
          left: view.hand.deadline - view.now - (ticking - state.at),
          total: view.hand.deadline - view.now + (ticking - state.at) || 1,
        }
      : null;
  return (
    <div className="pk-room">
      <header className="pk-top">
        <span className="pk-top__table">
          <strong>{view.table.name}</strong>
          <span>
            No-limit hold&apos;em · {chipsText(view.table.blinds.small, view.chip)} /{' '}
            {chipsText(view.table.blinds.big, view.chip)}
          </span>
        </span>
        {you ? (
          <button type="button" className="pk-leave" onClick={leave} disabled={busy || view.you.leaving}>
            {view.you.leaving ? 'Leaving after this hand' : 'Leave table'}
          </button>
        ) : (
          <span className="pk-top__status">
            {view.you.cashedOut !== null
              ? `You left with ${formatAmount(view.you.cashedOut, view.chip.currency)}`
              : 'Watching'}
          </span>
        )}
      </header>
      <PokerFelt view={view} clock={clock} />
      <div className="pk-dock">
        {view.you.legal && you ? (
          <ActionBar
            key={`${view.hand?.id}:${view.hand?.street}:${view.you.legal.raise?.minTo}`}
            legal={view.you.legal}
            chip={view.chip}
            pot={view.hand?.pot ?? 0}
            yourBet={you.bet}
            busy={busy}
            onAct={act}
          />
        ) : (
          <p className="pk-dock__note">
            {you
              ? you.inHand
                ? 'Waiting for the others…'
                : 'You play from the next hand.'
              : 'Take a seat from the lobby to play.'}
          </p>
        )}
      </div>
      <BalanceBar info={info} balance={balance} />
      <ErrorToast message={error.message} onDismiss={error.dismiss} />
    </div>
  );
}
