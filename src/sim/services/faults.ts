import { CODES, HTTP, MESSAGES, type ApiErrorBody, type SimFault, type SimResponse } from '@contract/index';

/** Faults QA injects on cue: each answers the next matching request(s) instead of its handler. */
export class Faults {
  private pending: Array<SimFault & { left: number }> = [];

  inject(fault: SimFault): void {
    // A count that is not a number (NaN from a script) means once, like a missing one; Infinity means always.
    this.pending.push({ ...fault, left: Math.max(1, Math.floor(fault.times ?? 1) || 1) });
  }

  clear(): void {
    this.pending = [];
  }

  /** The answer of the first fault matching this path, consuming one of its uses; null when none. */
  take(path: string): SimResponse<ApiErrorBody> | null {
    const fault = this.pending.find((candidate) => !candidate.path || candidate.path === path);
    if (!fault) return null;
    fault.left -= 1;
    if (fault.left <= 0) this.pending = this.pending.filter((candidate) => candidate !== fault);
    switch (fault.type) {
      case 'sessionExpired':
        return {
          status: HTTP.sessionExpired,
          body: { code: CODES.sessionExpired, message: MESSAGES.sessionExpired },
        };
      case 'twoFactor':
        return {
          status: HTTP.forbidden,
          body: { code: CODES.twoFactorRequired, message: MESSAGES.twoFactorRequired },
        };
      case 'status':
        return { status: fault.status, body: { code: fault.code, message: fault.message } };
    }
  }
}
