import { ApiError, CODES, MESSAGES, type ApiErrorBody } from '@contract/index';

function isEnvelope(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ApiErrorBody).code === 'number' &&
    typeof (body as ApiErrorBody).message === 'string'
  );
}

/**
 * One conversion of a non-2xx answer into ApiError, for both transports: the wire envelope when the body is
 * one, else the status itself as the code.
 */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  if (isEnvelope(body)) return new ApiError(status, body);
  return new ApiError(status, {
    code: status,
    message: statusText || `Request failed with status ${status}`,
  });
}

/**
 * Status 0 means no usable answer: the request never got one (offline, DNS, CORS), it broke off, or it
 * cannot be read. The user sees `message`; `cause` keeps what went wrong for the console.
 */
function noAnswer(message: string, cause: unknown): ApiError {
  const error = new ApiError(0, { code: CODES.generic, message });
  error.cause = cause;
  return error;
}

/** The request never got an answer (offline, DNS, CORS). */
export function networkError(cause: unknown): ApiError {
  return noAnswer(cause instanceof Error ? cause.message : 'Network error', cause);
}

/** The answer started but its body broke off (a dropped connection mid-read). */
export function interruptedAnswer(cause: unknown): ApiError {
  return noAnswer(MESSAGES.connectionLost, cause);
}

/** A 2xx answer the client cannot use: not JSON, or not the shape the contract names for its route. */
export function unreadableAnswer(route: string, problem: string): ApiError {
  return noAnswer(MESSAGES.unreadableAnswer, new Error(`${route}: ${problem}`));
}

/** The simulated backend failed to answer at all (its worker call rejected). */
export function backendFailure(route: string, cause: unknown): ApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return noAnswer(
    MESSAGES.internal,
    new Error(`${route}: the simulated backend failed: ${reason}`, { cause }),
  );
}
