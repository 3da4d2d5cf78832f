/**
 * zod schemas of request bodies, used on both sides of the seam: the sim validates input with them and the
 * app validates its forms with them, so a validation text is written once.
 */
import { z } from 'zod';
import { LIMITS } from './constants';
import { VALIDATION_TEXTS as T } from './errors';

export const loginNameSchema = z
  .string(T.loginPattern)
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_.-]{${LIMITS.loginMin},${LIMITS.loginMax}}$`), T.loginPattern);
export const emailSchema = z.string(T.invalidEmail).trim().toLowerCase().pipe(z.email(T.invalidEmail));
export const passwordSchema = z.string(T.passwordShort).min(LIMITS.passwordMin, T.passwordShort);
export const captchaSchema = z.string().min(1).optional();
export const twoFactorCodeSchema = z.string(T.twoFactorCode).regex(/^\d{6}$/, T.twoFactorCode);

export const registerBodySchema = z.object({
  email: emailSchema,
  name: loginNameSchema,
  password: passwordSchema,
  captcha: captchaSchema,
  inviteCode: z.string().trim().max(64).optional().nullable(),
  /** Optional device fingerprint: the server refuses a fourth account from one device (code 2). */
  fingerprint: z.string().max(128).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The typed-twice check of the forms that set a password; the message sits under the confirmation. */
const passwordsMatch: [
  (form: { password: string; passwordConfirmation: string }) => boolean,
  { path: string[]; message: string },
] = [
  (form) => form.password === form.passwordConfirmation,
  { path: ['passwordConfirmation'], message: T.passwordMismatch },
];

/** The register form adds what only the client checks: the confirmation and the 18+ tick. */
export const registerFormSchema = registerBodySchema
  .omit({ captcha: true, fingerprint: true })
  .extend({
    passwordConfirmation: z.string(),
    ageConfirmed: z.literal(true, T.ageConfirmation),
  })
  .refine(...passwordsMatch);
export type RegisterForm = z.input<typeof registerFormSchema>;

export const loginBodySchema = z.object({
  login: z.string(T.required).trim().min(1, T.required),
  password: z.string(T.required).min(1, T.required),
  captcha: captchaSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;
export const loginFormSchema = loginBodySchema.omit({ captcha: true });
export type LoginForm = z.input<typeof loginFormSchema>;

export const resetPasswordBodySchema = z.object({ login: z.string(T.required).trim().min(1, T.required) });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const loginViaTokenBodySchema = z.object({ token: z.string().min(1) });
export const twoFactorBodySchema = z.object({ code: twoFactorCodeSchema });
export const resetPasswordConfirmBodySchema = z.object({
  user: z.string().min(1),
  token: z.string().min(1),
  password: passwordSchema,
});
/** The 'Set a new password' form of the reset email's link. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, passwordConfirmation: z.string() })
  .refine(...passwordsMatch);
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
export const confirmEmailBodySchema = z.object({ user: z.string().min(1), token: z.string().min(1) });
export const updateEmailBodySchema = z.object({ email: emailSchema });
export type UpdateEmailBody = z.input<typeof updateEmailBodySchema>;

export const metamaskNonceBodySchema = z.object({ account: z.string().regex(/^0x[0-9a-fA-F]{40}$/) });
export const metamaskSignatureBodySchema = z.object({
  message: z.string().min(1),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  nonce: z.string().min(1),
});
export const telegramBodySchema = z.object({ initData: z.string().min(1) });
export const currencyBodySchema = z.object({ currency: z.string().min(1) });
export const channelAuthBodySchema = z.object({
  socket_id: z.string().min(1),
  channel_name: z.string().min(1),
});

/** Per-field messages of a failed parse, in the wire's `errors` shape. */
export function fieldErrors(error: Pick<z.core.$ZodError, 'issues'>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
