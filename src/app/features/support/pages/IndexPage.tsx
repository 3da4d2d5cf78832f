import { useEffect, useId, type ReactNode } from 'react';
import { NEW_SUPPORT_CHAT } from '@contract/index';
import { ChatList } from '../components/ChatList';
import { Faq } from '../components/Faq';
import { useSupportData } from '../support-store';
import { useSupportWindow } from '../window-store';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="support-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * The index (community.md §2): ask a question, general questions, my chats, and Moderate for staff. Moderate
 * and my chats come before the FAQ, so that unread answers are seen without scrolling.
 */
export function IndexPage({ staff }: { staff: boolean }) {
  const go = useSupportWindow((state) => state.go);
  const mine = useSupportData((state) => state.mine);
  const loadMine = useSupportData((state) => state.loadMine);

  // Every visit reloads the list, so the unread counts are fresh after reading a chat.
  useEffect(() => void loadMine(), [loadMine]);

  return (
    <div className="support-index">
      <Section title="Need help?">
        <p className="support-muted">Our team answers in a live chat, usually within a minute.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => go({ name: 'chat', id: NEW_SUPPORT_CHAT })}
        >
          Ask a question
        </button>
      </Section>
      {staff && (
        <Section title="Staff">
          <button type="button" className="button" onClick={() => go({ name: 'moderate' })}>
            Moderate
          </button>
        </Section>
      )}
      <Section title="My chats">
        <ChatList
          list={mine}
          side="user"
          label="My chats"
          empty="You have no chats with support yet."
          onRetry={() => void loadMine()}
        />
      </Section>
      <Section title="General questions">
        <Faq />
      </Section>
    </div>
  );
}
