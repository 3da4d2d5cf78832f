export { AuthModals } from './AuthModals';
export { useSession, type SessionState, type SessionStatus } from './session/session-store';
export { loginViaToken, signInWithToken } from './session/sign-in';
export { openAuthModal, useAuthModal, type AuthTab, type AuthView } from './auth-modal-store';
export { hasPermission, isModerator } from './permissions';
export { MetaMaskButton } from './metamask/MetaMaskButton';
export { TelegramAuthOverlay } from './telegram/TelegramAuthOverlay';
export { EmailForm, NewPasswordForm, preloadAuthForms } from './forms/lazy-forms';
