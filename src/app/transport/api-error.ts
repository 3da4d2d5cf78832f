import { ApiError, type ApiErrorBody } from '@contract/index';

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

/** Status 0: the request never got an answer (offline, DNS, CORS). */
export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : 'Network error';
  return new ApiError(0, { code: 0, message });
}
