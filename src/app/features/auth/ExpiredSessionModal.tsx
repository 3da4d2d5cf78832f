import { useId } from 'react';
import { MESSAGES } from '@contract/index';
import { useSessionGuard } from '../../api/guards';
import { Modal } from '../../components/modal';

/** Shown on HTTP 419 while the transport layer reloads the page (platform.md §4 "Expired session"). */
export function ExpiredSessionModal() {
  const expired = useSessionGuard((state) => state.sessionExpired);
  const textId = useId();
  return (
    <Modal open={expired} dismissible={false} labelledBy={textId}>
      <div className="auth-loading" role="status">
        <span className="auth-spinner" aria-hidden="true" />
        <p id={textId}>{MESSAGES.sessionExpired}, reloading…</p>
      </div>
    </Modal>
  );
}
