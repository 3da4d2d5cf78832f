/**
 * What an amount input keeps of what was typed: digits and the first dot, at most `decimals` after it (all of
 * them by default). The wager inputs pass their currency's decimals.
 */
export function filterDecimalText(raw: string, decimals = Infinity): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept;
  if (decimals <= 0) return kept.slice(0, dot);
  const fraction = kept.slice(dot + 1).replace(/\./g, '');
  return `${kept.slice(0, dot)}.${fraction.slice(0, decimals)}`;
}
