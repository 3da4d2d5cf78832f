import type { ChatUser } from '@contract/index';
import { openUserProfile } from '../../profile';
import { shortName, staffRole } from '../names';
import { VipBadge } from './VipBadge';

const ROLE_LABEL = { admin: 'Admin', moderator: 'Mod' } as const;

/** VIP badge, the short name (opens the profile popup) and the staff label of a message's author. */
export function MessageAuthor({ user, vipLevel }: { user: ChatUser; vipLevel: number }) {
  const role = staffRole(user);
  return (
    <span className="chat-author">
      <VipBadge level={vipLevel} />
      <button
        type="button"
        className="chat-author__name"
        title={user.name}
        onClick={() => openUserProfile(user._id)}
      >
        {shortName(user.name)}
      </button>
      {role && <span className={`chat-role chat-role--${role}`}>{ROLE_LABEL[role]}</span>}
    </span>
  );
}
