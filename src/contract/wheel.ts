/** The bonus wheel's shape and timing (platform.md §4, §9), apart from the rest of promotions.ts. */

export const WHEEL = {
  /** Segment labels come from the licence's wheel plugin (pluginSettings.wheel.segments); these when absent. */
  defaultSegments: ['$0.10', '$0.50', '$1', '$5', '$10', '$50'],
  /** The base segments are repeated this many times round the wheel. */
  repeats: 2,
  spinMs: 5_000,
  spins: 8,
  /** Tickets a new account gets at registration. */
  ticketsAtRegistration: 1,
  /** Operator choice: wheel prizes are bonus balances in this currency with this wager multiplier. */
  currency: 'usdt',
  multiplier: 10,
} as const;
export const WHEEL_PLUGIN = 'wheel';
export const WHEEL_SEGMENT_COUNT = WHEEL.defaultSegments.length * WHEEL.repeats;
