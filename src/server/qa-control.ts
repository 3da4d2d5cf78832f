/**
 * `POST /__sim/control/{name} {args: [...]}`: any QA method of the sim (SimControlApi) by name, for scripts
 * and the HTTP-mode Playwright suite. Only the names below answer: a name is looked up in this list, never on
 * the object, so that `constructor` or `__proto__` reach nothing.
 */
import { CODES, HTTP, MESSAGES, type SimControlApi } from '@contract/index';
import { json, refusal } from './wire';

export const CONTROL_ALLOWLIST = [
  'now',
  'advance',
  'settle',
  'injectFault',
  'clearFaults',
  'twoFactorCode',
  'outbox',
  'worldRates',
  'setWorldRates',
  'chatBurst',
  'sendToAddress',
  'explorerTransactions',
  'pendingWithdrawals',
  'approveWithdrawal',
  'declineWithdrawal',
  'setLicencePlugin',
  'kycProviderSubmit',
  'onrampChallengeCode',
  'setJurisdiction',
  'providerCallbacks',
  'replayProviderCallback',
  'playProviderRound',
  'marketShock',
  'matchOutcome',
  'wagerFor',
  'revealedWin',
] as const satisfies readonly (keyof SimControlApi)[];

export type ControlName = (typeof CONTROL_ALLOWLIST)[number];

export const isControlName = (name: string): name is ControlName =>
  (CONTROL_ALLOWLIST as readonly string[]).includes(name);

/**
 * A control's failure on the wire: a refusal that carries its own status and code keeps them, a RangeError or
 * TypeError (the controls' "refused" for bad input) is 422, anything else a logged 500.
 */
export function controlFailure(error: unknown): Response {
  if (error instanceof Error) {
    const { status, code } = error as Error & { status?: unknown; code?: unknown };
    if (typeof status === 'number' && typeof code === 'number') return refusal(status, code, error.message);
    if (error instanceof RangeError || error instanceof TypeError)
      return refusal(HTTP.unprocessable, CODES.validation, error.message);
  }
  console.error('[server] a QA control failed', error);
  return refusal(HTTP.serverError, CODES.generic, MESSAGES.internal);
}

/**
 * Calls one allowed control with the given arguments; answers its result as JSON, as the in-page harness would
 * resolve it (null for a control without one; the e2e helpers' simControl reads it so).
 */
export async function callControl(
  control: SimControlApi,
  name: ControlName,
  args: readonly unknown[],
): Promise<Response> {
  try {
    const method = control[name] as (...values: unknown[]) => unknown;
    const result = await method.apply(control, [...args]);
    return json(HTTP.ok, result ?? null);
  } catch (error) {
    return controlFailure(error);
  }
}
