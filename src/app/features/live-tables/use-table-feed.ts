/**
 * A live table as the host page follows it: the multiplayer events of the public channel for this table (phase,
 * each seat's bet, the settled round), started from one `live.state` so the round under way shows at once.
 */
import { useEffect, useRef, useState } from 'react';
import { MULTIPLAYER_EVENTS, PUBLIC_CHANNEL } from '@contract/index';
import type {
  LivePhase,
  MultiplayerBetPayload,
  MultiplayerBetRow,
  MultiplayerPhasePayload,
  MultiplayerSettledPayload,
} from '@contract/provider/live';
import { getTransport } from '../../api/api';
import type { HostProviderCall } from '../provider-games/host-call';

export interface TableFeed {
  round: number;
  phase: LivePhase | null;
  /** When the phase ends, on the server clock. */
  endsAt: number | null;
  /** This round's seats, the newest first (one row per player). */
  rows: MultiplayerBetRow[];
  /** The player's own id at the provider (the rows' user._id), once known. */
  playerId: string | null;
}

const EMPTY: TableFeed = { round: 0, phase: null, endsAt: null, rows: [], playerId: null };

/** `rows` with `row` in front, replacing that player's earlier row of the round. */
const upsert = (rows: MultiplayerBetRow[], row: MultiplayerBetRow) => [
  row,
  ...rows.filter((other) => other.user._id !== row.user._id),
];

export function useTableFeed(
  table: string,
  session: string,
  call: HostProviderCall,
  onSettled: (settled: MultiplayerSettledPayload, playerId: string | null) => void,
): TableFeed {
  const [feed, setFeed] = useState<TableFeed>(EMPTY);
  // The page may hand a new `call` on each render: the subscription follows the session, not the function.
  const onSettledRef = useRef(onSettled);
  const callRef = useRef(call);
  useEffect(() => {
    onSettledRef.current = onSettled;
    callRef.current = call;
  }, [onSettled, call]);

  useEffect(() => {
    let alive = true;
    const { realtime } = getTransport();
    let playerId: string | null = null;
    const listen = <T extends { table: string }>(event: string, handle: (payload: T) => void) =>
      realtime.listen(PUBLIC_CHANNEL, event, (payload) => {
        if (alive && (payload as T).table === table) handle(payload as T);
      });
    const stops = [
      listen<MultiplayerPhasePayload>(MULTIPLAYER_EVENTS.phase, ({ round, phase, endsAt }) =>
        setFeed((current) => ({
          ...current,
          round,
          phase,
          endsAt,
          rows: round === current.round ? current.rows : [],
        })),
      ),
      listen<MultiplayerBetPayload>(MULTIPLAYER_EVENTS.bet, ({ round, row }) =>
        setFeed((current) =>
          round === current.round ? { ...current, rows: upsert(current.rows, row) } : current,
        ),
      ),
      listen<MultiplayerSettledPayload>(MULTIPLAYER_EVENTS.settled, (settled) => {
        setFeed((current) => ({ ...current, rows: settled.rows }));
        onSettledRef.current(settled, playerId);
      }),
    ];
    void Promise.all([callRef.current('live.state', undefined), callRef.current('session.info', undefined)])
      .then(([state, info]) => {
        if (!alive) return;
        playerId = info.player.id;
        setFeed((current) =>
          current.round > state.round
            ? { ...current, playerId }
            : { round: state.round, phase: state.phase, endsAt: state.endsAt, rows: state.bets, playerId },
        );
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      for (const stop of stops) stop();
    };
  }, [table, session]);

  return feed;
}
