/** POST /api/profile/getUser for one player (community.md §7), with the private-profile refusal apart. */
import { useEffect, useState } from 'react';
import { ApiError, HTTP, type ProfileAnswer } from '@contract/index';
import { api } from '../../api/api';
import { errorText } from '../chat/texts';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ProfileAnswer }
  /** The server refused: the player is private and the viewer may not see them. */
  | { status: 'private' }
  | { status: 'error'; message: string };

type Answer = { key: string; state: ProfileState };

/** The profile of `userId`; a change of `refreshKey` (a tip sent, a sign-in) loads it again. */
export function useProfile(userId: string | null, refreshKey: unknown = null): ProfileState {
  const key = JSON.stringify([userId, refreshKey]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    const settle = (state: ProfileState) => active && setAnswer({ key, state });
    api('POST /api/profile/getUser', { id: userId }).then(
      (profile) => settle({ status: 'ready', profile }),
      (error: unknown) =>
        settle(
          error instanceof ApiError && error.status === HTTP.forbidden
            ? { status: 'private' }
            : { status: 'error', message: errorText(error) },
        ),
    );
    return () => {
      active = false;
    };
  }, [key, userId]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}
