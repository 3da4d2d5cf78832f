/** Where the rewards screens are (community.md §2 "Routes referenced"). */
export const REWARDS_PATH = '/rewards';
/** The daily faucet, for signed-in players. */
export const FAUCET_PATH = '/bonus';
