export { ConnectWalletButton } from './ConnectWalletButton';
export { WalletConnectSlot } from './WalletConnectSlot';
export { useWalletConnect, type LoginType } from './wallet-connect-store';
