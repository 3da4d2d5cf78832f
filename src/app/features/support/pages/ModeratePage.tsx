import { useEffect } from 'react';
import { SUPPORT_MESSAGES } from '@contract/index';
import { ChatList } from '../components/ChatList';
import { useSupportData } from '../support-store';

/** Moderate (community.md §6, manageTickets): every support chat, with support's unread counts. */
export function ModeratePage({ staff }: { staff: boolean }) {
  const list = useSupportData((state) => state.staff);
  const loadStaff = useSupportData((state) => state.loadStaff);

  useEffect(() => {
    if (staff) void loadStaff();
  }, [staff, loadStaff]);

  if (!staff) {
    return (
      <p className="support-notice" role="alert">
        {SUPPORT_MESSAGES.forbidden}
      </p>
    );
  }
  return (
    <ChatList
      list={list}
      side="support"
      label="All support chats"
      empty="No player has written to support yet."
      onRetry={() => void loadStaff()}
      showOwner
    />
  );
}
