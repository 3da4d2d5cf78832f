/**
 * How a refused Play, Turn or Finish is shown (platform.md §8 "Play validation codes"): -2 opens the auth
 * modal with an auth error, -7 sends a guest to the auth modal, -6 and -99 are warnings, -8 and 0 are
 * silent, the other catalogue codes are error toasts, codes of 1 and above an unknown-error message with the
 * code. A server error shows its message with the code appended and returns the player to /.
 */
import { toast } from '../../../components/toast';
import { ApiError, HTTP, MESSAGES, PLAY_ERRORS } from '@contract/index';
import { openAuthModal } from '../../auth/auth-modal-store';

export interface ErrorContext {
  guest: boolean;
  /** Leaves the game page for / (server errors). */
  exit(): void;
}

const WARNINGS = new Set([-6, -99]);
const SILENT = new Set([0, -8]);

export const unknownErrorText = (code: number) => `Unknown error (code ${code})`;

/** A server error's message with its code appended when there is one. */
export function serverErrorText(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : MESSAGES.internal;
  const code = error instanceof ApiError ? error.code : undefined;
  return code ? `${message} (${code})` : message;
}

function isServerError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= HTTP.serverError;
}

export function handlePlayError(error: unknown, context: ErrorContext): void {
  if (isServerError(error)) {
    if (!(error instanceof ApiError)) console.error(error);
    toast.error(serverErrorText(error));
    context.exit();
    return;
  }
  const { code, status } = error as ApiError;
  if (SILENT.has(code)) return;
  if (code === -2 || status === HTTP.unauthorized) {
    openAuthModal('auth');
    toast.error(PLAY_ERRORS['-2']);
    return;
  }
  if (code === -7) {
    if (context.guest) openAuthModal('auth');
    else toast.error(PLAY_ERRORS['-7']);
    return;
  }
  const text = (PLAY_ERRORS as Record<string, string>)[String(code)];
  if (WARNINGS.has(code)) toast.warning(text);
  else if (text) toast.error(text);
  else toast.error(unknownErrorText(code));
}
