import type { ApiErrorBody } from '@contract/index';

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
