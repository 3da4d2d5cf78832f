import type * as AnswerSchemas from '@contract/answers';
import type { HttpMethod, RouteKey } from '@contract/index';
import { unreadableAnswer } from './api-error';
import type { Transport } from './types';

/** The answer schemas carry zod: they load with the first checked answer, not with the first paint. */
let answers: Promise<typeof AnswerSchemas> | null = null;
const loadAnswerSchemas = () => (answers ??= import('@contract/answers'));

/** Checks one 2xx answer against its route's schema; throws the ApiError of a malformed one. */
export async function checkAnswer(method: HttpMethod, path: string, answer: unknown): Promise<void> {
  const route = `${method} ${path}` as RouteKey;
  const { answerProblems } = await loadAnswerSchemas();
  const problems = answerProblems(route, answer);
  if (problems) throw unreadableAnswer(route, problems);
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
    trading: transport.trading,
    setToken: (token) => transport.setToken(token),
    whisper: (event, data) => transport.whisper(event, data),
    async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
      const answer = await transport.request<T>(method, path, body);
      await checkAnswer(method, path, answer);
      return answer;
    },
  };
}
