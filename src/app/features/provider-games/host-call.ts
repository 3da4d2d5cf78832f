/** The provider's server API as the host page calls it for a session (the live tables' panels). */
import type { ProviderError, ProviderMethod, ProviderParams, ProviderResult } from '@contract/provider/index';
import { callProviderServer } from './relay';

export class ProviderCallFailed extends Error {
  readonly code: string;
  constructor(error: ProviderError) {
    super(error.message);
    this.name = 'ProviderCallFailed';
    this.code = error.code;
  }
}

export type HostProviderCall = <M extends ProviderMethod>(
  method: M,
  params: ProviderParams<M>,
) => Promise<ProviderResult<M>>;

export function hostProviderCall(session: string): HostProviderCall {
  return async (method, params) => {
    const answer = await callProviderServer(session, method, params);
    if (!answer.ok) throw new ProviderCallFailed(answer.error);
    return answer.result as ProviderResult<typeof method>;
  };
}
