/** The sim's outbox: verification and password-reset emails, read by QA and demos through control.outbox(). */
import type { SimEmail } from '@contract/index';
import type { SimContext } from '../context';
import type { EmailRecord, UserRecord } from '../services/db';

const SUBJECTS: Record<EmailRecord['kind'], string> = {
  verify: 'Verify your email',
  reset: 'Reset your password',
};

export async function sendEmail(
  ctx: SimContext,
  user: UserRecord,
  kind: EmailRecord['kind'],
): Promise<EmailRecord> {
  const token = ctx.random.tokens.token(32);
  const path = kind === 'verify' ? 'email' : 'password/reset';
  const email: EmailRecord = {
    userId: user._id,
    to: user.email ?? '',
    kind,
    subject: SUBJECTS[kind],
    link: `/${path}/${user._id}/${token}`,
    token,
    sentAt: ctx.clock.now(),
    used: false,
  };
  email.id = await ctx.db.emails.add(email);
  return email;
}

/** The unused email of this kind and token for this user, or undefined. */
export async function findEmail(ctx: SimContext, userId: string, token: string, kind: EmailRecord['kind']) {
  const email = await ctx.db.emails.where('token').equals(token).first();
  return email && email.userId === userId && email.kind === kind && !email.used ? email : undefined;
}

export async function outbox(ctx: SimContext): Promise<SimEmail[]> {
  const emails = await ctx.db.emails.orderBy('sentAt').reverse().toArray();
  return emails.map(({ to, subject, link, sentAt }) => ({ to, subject, link, sentAt }));
}
