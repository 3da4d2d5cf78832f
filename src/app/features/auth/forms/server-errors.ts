import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, HTTP } from '@contract/index';

/**
 * Puts the per-field messages of a 422 answer under the matching fields. Returns whether any was shown,
 * so the caller can fall back to a form-level message.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== HTTP.unprocessable) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
