import type { OAUTH_ERRORS } from '@contract/oauth';
import { refusal } from '../../services/http-error';

/** One of the contract's OAuth refusals, with its own status. */
export const oauthRefusal = (entry: (typeof OAUTH_ERRORS)[keyof typeof OAUTH_ERRORS]) =>
  refusal(entry.status, entry);
