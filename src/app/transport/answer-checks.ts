import { ANSWER_SCHEMAS, answerProblems, type HttpMethod, type RouteKey } from '@contract/index';
import { unreadableAnswer } from './api-error';
import type { Transport } from './types';

/** Checks one 2xx answer against its route's schema; throws the ApiError of a malformed one. */
export function checkAnswer(method: HttpMethod, path: string, answer: unknown): void {
  const route = `${method} ${path}`;
  const schema = ANSWER_SCHEMAS[route as RouteKey];
  if (!schema) return;
  const result = schema.safeParse(answer);
  if (!result.success) throw unreadableAnswer(route, answerProblems(result.error));
}

/**
 * The answer checks of the seam, once above both transports (ARCHITECTURE.md "The seam"): a route the
 * contract gives an answer schema resolves only with an answer that fits it, otherwise with an ApiError. The
 * answer itself is passed on untouched, extra fields and all.
 */
export function withAnswerChecks(transport: Transport): Transport {
  return {
    kind: transport.kind,
    config: transport.config,
    realtime: transport.realtime,
    setToken: (token) => transport.setToken(token),
    whisper: (event, data) => transport.whisper(event, data),
    async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
      const answer = await transport.request<T>(method, path, body);
      checkAnswer(method, path, answer);
      return answer;
    },
  };
}
