import { useState } from 'react';
import type { AdminSession, AdminUserDetails } from '@contract/admin';
import { ConfirmDialog } from '../../components/modal';
import { CallState } from './CallState';
import { formatTime } from './admin-format';
import { runStaffAction } from './staff-action';
import { useAdminCall } from './use-admin-call';

interface TabProps {
  userId: string;
  onDetails: (details: AdminUserDetails) => void;
}

/** The player's live sessions, with a sign-out of one (confirmed) or of every one. */
export function SessionsTab({ userId, onDetails }: TabProps) {
  const { state, reload } = useAdminCall('POST /api/admin/user/sessions', { userId });
  const [pending, setPending] = useState<AdminSession | 'all' | null>(null);

  async function signOut(subject: AdminSession | 'all') {
    const body = subject === 'all' ? { userId } : { userId, sessionId: subject.id };
    const after = await runStaffAction(
      'POST /api/admin/user/signOut',
      body,
      subject === 'all' ? 'Signed out everywhere' : 'Session ended',
    );
    if (after) onDetails(after);
    setPending(null);
    reload();
  }

  return (
    <div className="admin-card">
      <div className="admin-toolbar">
        <h2>Sessions</h2>
        {state.status === 'ready' && state.data.length > 0 && (
          <button type="button" className="button admin-danger-button" onClick={() => setPending('all')}>
            Sign out everywhere
          </button>
        )}
      </div>
      <CallState
        state={state}
        what="sessions"
        onRetry={reload}
        isEmpty={(sessions) => sessions.length === 0}
        empty="No live session: the player is signed out."
      >
        {(sessions) => (
          <ul className="admin-sessions">
            {sessions.map((session) => (
              <li key={session.id} className="admin-session">
                <div>
                  <p className="admin-mono">
                    {session.id}
                    {session.current && (
                      <span className="admin-tag admin-tag--small admin-tag--accent">This session</span>
                    )}
                    {session.twoFactorPending && (
                      <span className="admin-tag admin-tag--small admin-tag--warning">Awaiting 2FA</span>
                    )}
                  </p>
                  <p className="admin-muted">
                    Started {formatTime(session.createdAt)} · last seen {formatTime(session.lastSeen)}
                  </p>
                </div>
                <button type="button" className="button" onClick={() => setPending(session)}>
                  Sign out
                </button>
              </li>
            ))}
          </ul>
        )}
      </CallState>
      <ConfirmDialog
        subject={pending}
        title="Sign out"
        keepLabel="Cancel"
        confirmLabel="Sign out"
        onKeep={() => setPending(null)}
        onConfirm={signOut}
      >
        {(subject) => (
          <p>
            {subject === 'all' ? 'End every session of this player?' : `End session ${subject.id}?`} They will
            have to sign in again.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
