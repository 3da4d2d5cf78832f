import type { BetInfo } from '@contract/index';
import { copyText } from '../../components/copy/copy-text';
import { useSession } from '../auth';
import { ShareToChatButton } from '../chat';
import { SHARE_TARGETS, betShareUrl } from './bet-overview-store';

/**
 * The overview's share row (community.md §2, §6): anyone copies the link; signed-in players also share to
 * Twitter and Telegram (outside links the player opens, nothing the page fetches) and, for a settled bet of
 * their own, to the chat.
 */
export function ShareButtons({ bet }: { bet: BetInfo }) {
  const signedIn = useSession((session) => session.user !== null);
  const url = betShareUrl(bet.info.game, bet.info.id);
  return (
    <div className="bet-overview__share">
      {signedIn &&
        SHARE_TARGETS.map((target) => (
          <a key={target.name} href={target.href(url)} target="_blank" rel="noopener noreferrer">
            Share on {target.name}
          </a>
        ))}
      <button type="button" onClick={() => void copyText(url, 'Could not copy the link')}>
        Copy link
      </button>
      {bet.info.status !== 'in-progress' && (
        <ShareToChatButton betId={bet.info._id} ownerId={bet.info.user} />
      )}
    </div>
  );
}
