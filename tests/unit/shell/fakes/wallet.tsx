/** Stand-in for src/app/features/wallet. */
export const HeaderBalance = () => <span>Balance 0.00</span>;
export const useWallet = () => ({});
export const startWalletSync = () => {};
