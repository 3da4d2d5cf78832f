/**
 * The consent page's state: the request as the server shows it, then the player's answer. A request that can
 * no longer be answered (unknown, expired, already answered) is a state of its own, with the server's text.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@contract/index';
import { OAUTH_ERRORS, type OAuthDecision, type OAuthRequestView } from '@contract/oauth';
import { apiAt } from '../../api/api';
import { errorText } from '../chat/texts';

export type Closed = 'unknown' | 'expired' | 'used';

export type ConsentState =
  | { status: 'loading' }
  | { status: 'closed'; reason: Closed; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; request: OAuthRequestView; deciding: boolean; failure: string | null }
  | { status: 'decided'; request: OAuthRequestView; decision: OAuthDecision };

const CLOSED_CODES: Record<number, Closed> = {
  [OAUTH_ERRORS.unknownRequest.code]: 'unknown',
  [OAUTH_ERRORS.expiredRequest.code]: 'expired',
  [OAUTH_ERRORS.usedRequest.code]: 'used',
};

/** The closed state a refusal stands for, or null for any other failure. */
export function closedReason(error: unknown): Closed | null {
  return error instanceof ApiError ? (CLOSED_CODES[error.code] ?? null) : null;
}

const failed = (error: unknown): ConsentState => {
  const reason = closedReason(error);
  return reason
    ? { status: 'closed', reason, message: errorText(error) }
    : { status: 'error', message: errorText(error) };
};

export function useOAuthRequest(requestId: string) {
  const [state, setState] = useState<ConsentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    apiAt('GET /api/oauth/request/{requestId}', { requestId }).then(
      (request) => active && setState({ status: 'ready', request, deciding: false, failure: null }),
      (error: unknown) => active && setState(failed(error)),
    );
    return () => {
      active = false;
    };
  }, [requestId, attempt]);

  const decide = useCallback(
    async (approve: boolean) => {
      if (state.status !== 'ready' || state.deciding) return;
      const { request } = state;
      setState({ ...state, deciding: true, failure: null });
      const route = approve
        ? 'POST /api/oauth/request/{requestId}/approve'
        : 'POST /api/oauth/request/{requestId}/deny';
      try {
        const decision = await apiAt(route, { requestId });
        setState({ status: 'decided', request, decision });
      } catch (error) {
        // A request that expired meanwhile closes the page; anything else lets the player try again.
        setState(
          closedReason(error)
            ? failed(error)
            : { status: 'ready', request, deciding: false, failure: errorText(error) },
        );
      }
    },
    [requestId, state],
  );

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  // The page keys this hook by the request id, so a new id starts from 'loading' too.
  return { state, decide, retry };
}
