/** The bet slip panel of the sport screens. Placeholder body: the bet slip fills it in. */
export function BetSlip() {
  return <aside className="bet-slip" aria-label="Bet slip" />;
}
