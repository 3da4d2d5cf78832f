import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError, MESSAGES, formatVerifyParam, gameInfo, isFairGame, type BetRecord } from '@contract/index';
import { api } from '../../api/api';
import { Modal } from '../../components/modal';
import { ShareToChatButton } from '../chat';
import { BetAmount, formatMultiplier } from './BetAmount';
import { betShareUrl, useBetOverview } from './bet-overview-store';

type Loaded =
  { status: 'loading' } | { status: 'ready'; bet: BetRecord } | { status: 'error'; message: string };
type Answer = { id: string; bet: BetRecord } | { id: string; message: string };

/** Opens the overview of `?bet={id}` (a shared link) once, then drops the parameter. */
function useBetFromAddress() {
  const [params, setParams] = useSearchParams();
  const shared = params.get('bet');
  useEffect(() => {
    if (!shared) return;
    useBetOverview.getState().open(shared);
    const next = new URLSearchParams(params);
    next.delete('bet');
    setParams(next, { replace: true });
  }, [shared, params, setParams]);
}

function useBet(betId: string | null): Loaded {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!betId) return;
    let active = true;
    api('POST /api/bets/get', { id: betId }).then(
      (bet) => active && setAnswer({ id: betId, bet }),
      (error: unknown) =>
        active &&
        setAnswer({ id: betId, message: error instanceof ApiError ? error.message : MESSAGES.internal }),
    );
    return () => {
      active = false;
    };
  }, [betId]);
  if (!answer || answer.id !== betId) return { status: 'loading' };
  return 'bet' in answer
    ? { status: 'ready', bet: answer.bet }
    : { status: 'error', message: answer.message };
}

async function share(bet: BetRecord) {
  const url = betShareUrl(bet.id);
  if (typeof navigator.share === 'function') {
    await navigator
      .share({ title: `${gameInfo(bet.game)?.name ?? bet.game} bet #${bet.number}`, url })
      .catch(() => {});
    return;
  }
  await navigator.clipboard?.writeText(url);
  toast.success('Link copied');
}

function Seeds({ bet }: { bet: BetRecord }) {
  const verifiable = bet.nonce >= 0 && isFairGame(bet.game);
  return (
    <dl className="bet-overview__seeds">
      <dt>Server seed (hashed)</dt>
      <dd>
        <code>{bet.serverSeedHash}</code>
      </dd>
      <dt>Server seed</dt>
      <dd>
        {bet.serverSeed ? (
          <code>{bet.serverSeed}</code>
        ) : (
          <span className="bet-overview__muted">Revealed when the player changes the client seed.</span>
        )}
      </dd>
      <dt>Client seed</dt>
      <dd>
        <code>{bet.clientSeed}</code>
      </dd>
      <dt>Nonce</dt>
      <dd>
        {verifiable ? bet.nonce : <span className="bet-overview__muted">This bet cannot be verified.</span>}
      </dd>
      {verifiable && bet.serverSeed && (
        <dd className="bet-overview__verify">
          <Link
            to={`/fairness?verify=${encodeURIComponent(
              formatVerifyParam({
                game: bet.game,
                serverSeed: bet.serverSeed,
                clientSeed: bet.clientSeed,
                nonce: bet.nonce,
              }),
            )}`}
            onClick={() => useBetOverview.getState().close()}
          >
            Verify this bet
          </Link>
        </dd>
      )}
    </dl>
  );
}

/** The bet overview popup (community.md): game and bet number, share, player, bet, multiplier, win, seeds. */
export function BetOverviewModal() {
  useBetFromAddress();
  const betId = useBetOverview((state) => state.betId);
  const close = useBetOverview((state) => state.close);
  const loaded = useBet(betId);
  const bet = loaded.status === 'ready' ? loaded.bet : null;
  const title = bet ? `${gameInfo(bet.game)?.name ?? bet.game} · Bet #${bet.number}` : 'Bet';

  return (
    <Modal open={betId !== null} onClose={close} title={title} className="bet-overview">
      {loaded.status === 'error' && <p role="alert">{loaded.message}</p>}
      {!bet && loaded.status !== 'error' && <p role="status">Loading bet…</p>}
      {bet && (
        <>
          <div className="bet-overview__share">
            <button type="button" onClick={() => void share(bet)}>
              Share
            </button>
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(betShareUrl(bet.id))
                  .then(() => toast.success('Link copied'))
              }
            >
              Copy link
            </button>
            {bet.status !== 'in-progress' && (
              <ShareToChatButton betId={bet.id} ownerId={bet.user?._id ?? null} />
            )}
          </div>
          <dl className="bet-overview__facts">
            <dt>Player</dt>
            <dd>{bet.user?.name ?? 'Hidden'}</dd>
            <dt>Bet</dt>
            <dd>
              <BetAmount value={bet.wager} currency={bet.currency} />
            </dd>
            <dt>Multiplier</dt>
            <dd>{formatMultiplier(bet.multiplier)}</dd>
            <dt>Win</dt>
            <dd>
              <BetAmount value={bet.payout} currency={bet.currency} />
            </dd>
          </dl>
          <Seeds bet={bet} />
        </>
      )}
    </Modal>
  );
}
