import { CODES, HTTP, MESSAGES, type ApiErrorBody, type SimResponse } from '@contract/index';

/** Thrown by handlers to answer with a non-2xx status and the wire's error envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const fail = (status: number, code: number, message: string, errors?: Record<string, string[]>) =>
  new HttpError(status, code, message, errors);

/** A refusal from one of the contract's `{ code, message }` catalogues (PVP_ERRORS, SPIN_ERRORS, ...). */
export const refusal = (status: number, entry: { code: number; message: string }) =>
  new HttpError(status, entry.code, entry.message);

/**
 * The answer of a call that threw: a refusal's own envelope, or for anything else (a bug, not bad input: bad
 * input is refused with 4xx) the generic 500, logged. The router and the whisper path share it, so that no
 * call ever rejects instead of answering.
 */
export function errorAnswer(error: unknown, where: string): SimResponse {
  if (error instanceof HttpError) return { status: error.status, body: error.toBody() };
  console.error(`[sim] ${where} failed`, error);
  return { status: HTTP.serverError, body: { code: CODES.generic, message: MESSAGES.internal } };
}
