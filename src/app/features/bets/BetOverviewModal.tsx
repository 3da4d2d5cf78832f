import { Link } from 'react-router';
import { formatVerifyParam, isVerifiableGame, type BetInfo } from '@contract/index';
import { Modal } from '../../components/modal';
import { BetAmount, formatMultiplier } from './BetAmount';
import { useBetOverview } from './bet-overview-store';
import { ShareButtons } from './ShareButtons';
import { useBetFromAddress, useBetInfo } from './use-bet-info';

function Seeds({ info }: { info: BetInfo['info'] }) {
  // Third-party games' rounds (nonce -1) are not the fairness scheme's: only in-house games verify.
  const fairGame = info.nonce >= 0 && isVerifiableGame(info.game) ? info.game : null;
  const verifiable = fairGame !== null;
  return (
    <dl className="bet-overview__seeds">
      <dt>Server seed (hashed)</dt>
      <dd>
        <code>{info.server_seed_hash}</code>
      </dd>
      <dt>Server seed</dt>
      <dd>
        {info.server_seed ? (
          <code>{info.server_seed}</code>
        ) : (
          <span className="bet-overview__muted">Revealed when the player changes the client seed.</span>
        )}
      </dd>
      <dt>Client seed</dt>
      <dd>
        <code>{info.client_seed}</code>
      </dd>
      <dt>Nonce</dt>
      <dd>
        {verifiable ? info.nonce : <span className="bet-overview__muted">This bet cannot be verified.</span>}
      </dd>
      {fairGame && info.server_seed && (
        <dd className="bet-overview__verify">
          <Link
            to={`/fairness?verify=${encodeURIComponent(
              formatVerifyParam({
                game: fairGame,
                serverSeed: info.server_seed,
                clientSeed: info.client_seed,
                nonce: info.nonce,
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

/**
 * The bet overview popup (community.md §2, §3): game name and bet number, share buttons, player (hidden by the
 * server for a private one), bet, multiplier (0.00 for a 'lose'), win and seeds, all from the whisper Info.
 */
export function BetOverviewModal() {
  useBetFromAddress();
  const betId = useBetOverview((state) => state.betId);
  const close = useBetOverview((state) => state.close);
  const loaded = useBetInfo(betId);
  const bet = loaded.status === 'ready' ? loaded.bet : null;
  const title = bet ? `${bet.metadata.name} · Bet #${bet.info.id}` : 'Bet';

  return (
    <Modal open={betId !== null} onClose={close} title={title} className="bet-overview">
      {loaded.status === 'error' && <p role="alert">{loaded.message}</p>}
      {!bet && loaded.status !== 'error' && <p role="status">Loading bet…</p>}
      {bet && (
        <>
          <ShareButtons bet={bet} />
          <dl className="bet-overview__facts">
            <dt>Player</dt>
            <dd>{bet.user.name}</dd>
            <dt>Bet</dt>
            <dd>
              <BetAmount value={bet.info.splitTotal} currency={bet.info.currency} />
            </dd>
            <dt>Multiplier</dt>
            <dd>{formatMultiplier(bet.info.status === 'lose' ? 0 : bet.info.multiplier)}</dd>
            <dt>Win</dt>
            <dd>
              <BetAmount value={bet.info.profit} currency={bet.info.currency} />
            </dd>
          </dl>
          <Seeds info={bet.info} />
        </>
      )}
    </Modal>
  );
}
