import { useServerNow } from '../../api/server-clock';

/**
 * The server's time for the pool screens' countdowns, every `tickMs`. The screens show only what an answer
 * brought, and every answer sets the server clock, so the 0 before any answer is never read for a pool.
 */
export const usePoolNow = (tickMs = 1_000): number => useServerNow(tickMs) ?? 0;
