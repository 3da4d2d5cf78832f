/** The poker game client's calls to the provider's server (filled in by the poker games). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PokerMethodMap {}
