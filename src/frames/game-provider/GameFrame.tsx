import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ProviderSessionInfo } from '@contract/provider/index';
import { GAME_CLIENTS } from './kinds';
import { ProviderCallError, createProviderClient } from './provider-client';
import { Loading, Unavailable } from './ui';

type Opening =
  | { status: 'loading' }
  | { status: 'ready'; info: ProviderSessionInfo }
  | { status: 'failed'; message: string };

/**
 * The provider's game client: opens the session named by the URL (session.info), then runs the client of the
 * game's kind (kinds.ts). No session, a failed opening or a kind without a client shows the game unavailable.
 */
export function GameFrame({ session }: { session: string | null }) {
  const call = useMemo(() => (session ? createProviderClient(session) : null), [session]);
  const [opening, setOpening] = useState<Opening>({ status: 'loading' });

  useEffect(() => {
    if (!call) return;
    let current = true;
    call('session.info', undefined).then(
      (info) => current && setOpening({ status: 'ready', info }),
      (error: unknown) =>
        current &&
        setOpening({
          status: 'failed',
          message: error instanceof ProviderCallError ? error.message : 'This game is unavailable.',
        }),
    );
    return () => {
      current = false;
    };
  }, [call]);

  if (!call) return <Unavailable />;
  if (opening.status === 'loading') return <Loading />;
  if (opening.status === 'failed') return <Unavailable message={opening.message} />;
  const Client = GAME_CLIENTS[opening.info.kind];
  if (!Client) return <Unavailable />;
  return (
    <Suspense fallback={<Loading />}>
      <Client info={opening.info} call={call} />
    </Suspense>
  );
}
