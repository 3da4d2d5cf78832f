/**
 * The server's time on the wire (ARCHITECTURE.md "Wire conventions"): every answer carries it the standard way,
 * in the HTTP `Date` header (RFC 9110 IMF-fixdate, to the second). The sim also sends `X-Server-Time`, its
 * clock in milliseconds, so that the client follows a clock running 60 times faster to the millisecond; a real
 * API may send it too, but only `Date` is required.
 */
export const SERVER_TIME_HEADER = 'x-server-time';

/**
 * The headers the sim puts on every answer (lower-case names, as the Fetch API's Headers has them). A type, not
 * an interface, so that it reads as a record of header names.
 */
export type ServerTimeHeaders = {
  date: string;
  'x-server-time'?: string;
};

export function serverTimeHeaders(ms: number): ServerTimeHeaders {
  return { date: new Date(ms).toUTCString(), [SERVER_TIME_HEADER]: String(Math.round(ms)) };
}

/** A time an answer carried: `at` (ms since the epoch) to within `resolution` ms after it. */
export interface ServerTimeReading {
  at: number;
  resolution: number;
}

/** `Date` names a whole second: the server's time was somewhere in the 1,000 ms after it. */
export const DATE_HEADER_RESOLUTION_MS = 1_000;

/**
 * The server's time an answer carried, from a header getter (`response.headers.get` or the sim's headers):
 * the millisecond header when present, else `Date`; null when neither is there or parses.
 */
export function readServerTime(
  header: (name: string) => string | null | undefined,
): ServerTimeReading | null {
  const precise = header(SERVER_TIME_HEADER);
  if (precise && /^\d+$/.test(precise.trim())) return { at: Number(precise.trim()), resolution: 1 };
  const date = header('date');
  const at = date ? Date.parse(date) : Number.NaN;
  return Number.isFinite(at) ? { at, resolution: DATE_HEADER_RESOLUTION_MS } : null;
}
