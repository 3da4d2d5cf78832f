import type { z } from 'zod';
import { CODES, HTTP } from '@contract/index';
import { fieldErrors } from '@contract/schemas';
import { HttpError } from './http-error';

/** A request schema, classic zod or zod/mini: both parse with safeParse. */
interface BodySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: z.core.$ZodError };
}

/** Parses a request body with a contract schema; failure is a 422 with the spec's per-field texts. */
export function parseBody<T>(schema: BodySchema<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid request';
  throw new HttpError(HTTP.unprocessable, CODES.validation, first, errors);
}
