/** The provider's small UI kit, shared by its game clients (slots, live tables, poker). */
export { BalanceBar } from './BalanceBar';
export { ErrorToast } from './ErrorToast';
export { Loading, Unavailable } from './Loading';
export { formatAmount } from './format';
export { useProviderError } from './use-provider-error';
