/**
 * zod schemas of request bodies, used on both sides of the seam: the sim validates input with them and the
 * app validates its forms with them, so a validation text is written once.
 */
import * as z from 'zod/mini';
import { LIMITS } from './constants';
import { VALIDATION_TEXTS as T } from './errors';

// zod/mini registers no texts of its own: the English ones that classic zod sets are registered here, where
// every failed parse's texts are read (fieldErrors), so a default text stays the same wherever it is raised.
z.config(z.locales.en());

/** A non-empty string, with zod's own text when it is not. */
const nonEmpty = () => z.string().check(z.minLength(1));

export const loginNameSchema = z
  .string(T.loginPattern)
  .check(
    z.trim(),
    z.regex(new RegExp(`^[A-Za-z0-9_.-]{${LIMITS.loginMin},${LIMITS.loginMax}}$`), T.loginPattern),
  );
export const emailSchema = z.pipe(
  z.string(T.invalidEmail).check(z.trim(), z.toLowerCase()),
  z.email(T.invalidEmail),
);
export const passwordSchema = z
  .string(T.passwordShort)
  .check(z.minLength(LIMITS.passwordMin, T.passwordShort));
export const captchaSchema = z.optional(nonEmpty());
export const twoFactorCodeSchema = z.string(T.twoFactorCode).check(z.regex(/^\d{6}$/, T.twoFactorCode));

export const registerBodySchema = z.object({
  email: emailSchema,
  name: loginNameSchema,
  password: passwordSchema,
  captcha: captchaSchema,
  inviteCode: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(64)))),
  /** Optional device fingerprint: the server refuses a fourth account from one device (code 2). */
  fingerprint: z.optional(z.string().check(z.maxLength(128))),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The typed-twice check of the forms that set a password; the message sits under the confirmation. */
const passwordsMatch = z.refine<{ password: string; passwordConfirmation: string }>(
  (form) => form.password === form.passwordConfirmation,
  { path: ['passwordConfirmation'], message: T.passwordMismatch },
);

/** The register form adds what only the client checks: the confirmation and the 18+ tick. */
export const registerFormSchema = z
  .extend(z.omit(registerBodySchema, { captcha: true, fingerprint: true }), {
    passwordConfirmation: z.string(),
    ageConfirmed: z.literal(true, T.ageConfirmation),
  })
  .check(passwordsMatch);
export type RegisterForm = z.input<typeof registerFormSchema>;

export const loginBodySchema = z.object({
  login: z.string(T.required).check(z.trim(), z.minLength(1, T.required)),
  password: z.string(T.required).check(z.minLength(1, T.required)),
  captcha: captchaSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;
export const loginFormSchema = z.omit(loginBodySchema, { captcha: true });
export type LoginForm = z.input<typeof loginFormSchema>;

export const resetPasswordBodySchema = z.object({
  login: z.string(T.required).check(z.trim(), z.minLength(1, T.required)),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const loginViaTokenBodySchema = z.object({ token: nonEmpty() });
export const twoFactorBodySchema = z.object({ code: twoFactorCodeSchema });
export const resetPasswordConfirmBodySchema = z.object({
  user: nonEmpty(),
  token: nonEmpty(),
  password: passwordSchema,
});
/** The 'Set a new password' form of the reset email's link. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, passwordConfirmation: z.string() })
  .check(passwordsMatch);
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
export const confirmEmailBodySchema = z.object({ user: nonEmpty(), token: nonEmpty() });
export const updateEmailBodySchema = z.object({ email: emailSchema });
export type UpdateEmailBody = z.input<typeof updateEmailBodySchema>;

const ethereumAddress = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
export const metamaskNonceBodySchema = z.object({ account: ethereumAddress() });
export const metamaskSignatureBodySchema = z.object({
  message: nonEmpty(),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  address: ethereumAddress(),
  nonce: nonEmpty(),
});
export const telegramBodySchema = z.object({ initData: nonEmpty() });
export const currencyBodySchema = z.object({ currency: nonEmpty() });
export const channelAuthBodySchema = z.object({
  socket_id: nonEmpty(),
  channel_name: nonEmpty(),
});

/** Per-field messages of a failed parse, in the wire's `errors` shape. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
