/**
 * The emulated KYC provider's backend. Its form (kyc-provider.html, shown in the operator's KYC frame) hands
 * the applicant's submission to the operator's page, which in sim mode forwards it here
 * (control.kycProviderSubmit): as a real provider does, it then calls the operator's webhook at once with
 * 'pending', and again with its verdict a seeded 2 to 5 sim minutes later. The verdict is a rejection exactly
 * when a submitted image is the unreadable sample, so QA gets one on purpose and never by chance.
 *
 * The provider's record and the operator's user row change in one transaction (a real provider retries its
 * webhook until the operator answers: the outcome is the same), so a reload never finds one without the other;
 * a reload before the verdict puts it back on the sim clock (resumeVerdicts).
 */
import { KYC_RULES, type KycProviderSubmission, type KycUpdate } from '@contract/kyc';
import { kycSubmissionSchema } from '@contract/kyc-schemas';
import type { SimContext } from '../../context';
import type { KycVerificationRecord } from '../../services/db';
import { createStream } from '../../services/rng';
import { announceKyc, applyProviderCallback } from './webhook';

/** When the verdict of a submission made at `at` arrives, drawn from the world seed and the verification. */
function verdictTime(ctx: SimContext, id: string, at: number): number {
  const { min, max } = KYC_RULES.verdictDelayMs;
  return at + min + Math.floor(createStream(ctx.seed, `kyc:${id}`).next() * (max - min));
}

type Verdict = { status: 'verified' | 'rejected'; reason: string | null };

/** The provider's check of the images: only the unreadable sample fails it. */
function verdictOf({ id_document: idDocument }: KycProviderSubmission): Verdict {
  return idDocument.sample === 'unreadable'
    ? { status: 'rejected', reason: KYC_RULES.unreadableReason }
    : { status: 'verified', reason: null };
}

function parseSubmission(input: unknown): KycProviderSubmission {
  const parsed = kycSubmissionSchema.safeParse(input);
  if (!parsed.success) throw new RangeError(`Not a KYC form submission: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export async function submitToProvider(ctx: SimContext, input: unknown): Promise<{ status: 'pending' }> {
  const submission = parseSubmission(input);
  const { db } = ctx;
  const at = ctx.clock.now();
  const record = await db.transaction('rw', db.kycVerifications, db.users, async () => {
    const found = await db.kycVerifications.get(submission.form_id);
    if (!found) throw new RangeError('Unknown verification form');
    if (found.status !== 'open') throw new RangeError('This verification form has already been submitted');
    const next: KycVerificationRecord = {
      ...found,
      status: 'submitted',
      submission,
      submittedAt: at,
      verdictAt: verdictTime(ctx, found._id, at),
    };
    await db.kycVerifications.put(next);
    await applyProviderCallback(ctx, next.userId, pendingUpdate(next));
    return next;
  });
  announceKyc(ctx, record.userId, pendingUpdate(record));
  scheduleVerdict(ctx, record);
  return { status: 'pending' };
}

const pendingUpdate = (record: KycVerificationRecord): KycUpdate => ({
  verification_id: record._id,
  status: 'pending',
  reason: null,
});

function scheduleVerdict(ctx: SimContext, record: KycVerificationRecord): void {
  ctx.scheduler.at(record.verdictAt!, `kyc-verdict:${record._id}`, () => deliverVerdict(ctx, record._id));
}

/** The verdict: the provider's record and the player's fields, then the event; once per verification. */
async function deliverVerdict(ctx: SimContext, id: string): Promise<void> {
  const { db } = ctx;
  const delivered = await db.transaction('rw', db.kycVerifications, db.users, async () => {
    const record = await db.kycVerifications.get(id);
    if (!record || record.status !== 'submitted' || !record.submission) return null;
    const verdict = verdictOf(record.submission);
    await db.kycVerifications.put({ ...record, ...verdict });
    const update: KycUpdate = { verification_id: id, ...verdict };
    await applyProviderCallback(ctx, record.userId, update);
    return { userId: record.userId, update };
  });
  if (delivered) announceKyc(ctx, delivered.userId, delivered.update);
}

/** On start: the submissions still waiting for their verdict go back on the sim clock. */
export async function resumeVerdicts(ctx: SimContext): Promise<void> {
  const waiting = await ctx.db.kycVerifications.where('status').equals('submitted').toArray();
  for (const record of waiting) scheduleVerdict(ctx, record);
}
