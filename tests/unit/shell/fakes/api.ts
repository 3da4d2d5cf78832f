/** Stand-in for src/app/api/api: a spy answering success. */
import { vi } from 'vitest';

export const api = vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ success: true }));
export const getTransport = () => ({
  kind: 'sim' as const,
  // Features that follow the player's private channel (KYC verdicts) bind here once signed in.
  realtime: { listen: () => () => undefined },
});
export const setTransport = vi.fn();
