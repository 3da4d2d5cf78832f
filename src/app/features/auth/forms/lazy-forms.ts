import { lazyComponent } from '../../../components/lazy';

/*
 * The auth forms carry react-hook-form and the contract's zod schemas, which the home page does not need
 * before a guest opens a modal: they load in their own chunk, preloaded once the browser is idle.
 */
export const LoginForm = lazyComponent(() => import('./LoginForm').then((module) => module.LoginForm));
export const RegisterForm = lazyComponent(() =>
  import('./RegisterForm').then((module) => module.RegisterForm),
);
export const ForgotPasswordForm = lazyComponent(() =>
  import('./ForgotPasswordForm').then((module) => module.ForgotPasswordForm),
);
export const EmailForm = lazyComponent(() => import('./EmailForm').then((module) => module.EmailForm));
export const NewPasswordForm = lazyComponent(() =>
  import('./NewPasswordForm').then((module) => module.NewPasswordForm),
);
/** Signing in with a wallet instead (wallet-connect), under the forms. */
export const WalletOption = lazyComponent(() =>
  import('./WalletOption').then((module) => module.WalletOption),
);

const forms = [LoginForm, RegisterForm, ForgotPasswordForm, EmailForm, NewPasswordForm, WalletOption];

/** Every form in memory, so that tests render them synchronously. */
export function preloadAuthForms() {
  return Promise.all(forms.map((form) => form.preload()));
}

/** Loads the forms while the browser is idle, before a player opens one. */
export function prefetchAuthForms() {
  forms.forEach((form) => form.prefetch());
}
