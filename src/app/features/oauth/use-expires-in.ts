import { useServerNow } from '../../api/server-clock';

/** "9 min" or "45 s" until `at` on the server's clock; null before the clock is known or once it passed. */
export function useExpiresIn(at: number): string | null {
  const now = useServerNow();
  if (now === null || now >= at) return null;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;
}
