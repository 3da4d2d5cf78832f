/** What the transport tests share: the ApiError a call rejects with. */
import { expect } from 'vitest';
import { ApiError } from '@contract/index';

/** The ApiError `promise` rejects with; the test fails if it settles otherwise. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
