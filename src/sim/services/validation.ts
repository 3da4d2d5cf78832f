import * as z from 'zod/mini';
import { CODES, HTTP } from '@contract/index';
import { fieldErrors } from '@contract/schemas';
import { HttpError } from './http-error';

/** Parses a request body with a contract schema; failure is a 422 with the spec's per-field texts. */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const result = z.safeParse(schema, body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid request';
  throw new HttpError(HTTP.unprocessable, CODES.validation, first, errors);
}

/** A body field the schema lets through but the sim cannot use (an unknown currency, too many decimals). */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(HTTP.unprocessable, CODES.validation, message, { [field]: [message] });
}
