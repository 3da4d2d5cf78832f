import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SELF_EXCLUSION_DAYS, type AdminUserDetails, type SelfExclusionPeriod } from '@contract/admin';
import { adminSelfExclusionBodySchema, type AdminSelfExclusionBody } from '@contract/admin-schemas';
import { ConfirmDialog } from '../../components/modal';
import { periodLabel, untilText } from './admin-format';
import { runStaffAction } from './staff-action';

interface FormProps {
  details: AdminUserDetails;
  onDetails: (details: AdminUserDetails) => void;
}

const PERIODS: readonly SelfExclusionPeriod[] = [...SELF_EXCLUSION_DAYS, 'forever'];
const periodOf = (value: string): SelfExclusionPeriod =>
  value === 'forever' ? 'forever' : (Number(value) as SelfExclusionPeriod);

/**
 * Self-exclusion: the player is held on the self-exclusion page for the period (their sessions end), or until
 * staff lift it. Both directions are asked for again: they change what the player may do.
 */
export function ExclusionForm({ details, onDetails }: FormProps) {
  const { user, selfExclusion } = details;
  const [pending, setPending] = useState<AdminSelfExclusionBody | 'lift' | null>(null);
  const form = useForm<AdminSelfExclusionBody>({
    resolver: zodResolver(adminSelfExclusionBodySchema),
    defaultValues: { userId: user._id, days: 30 },
  });

  async function confirm(subject: AdminSelfExclusionBody | 'lift') {
    const after =
      subject === 'lift'
        ? await runStaffAction(
            'POST /api/admin/user/selfExclusion/lift',
            { userId: user._id },
            'Self-exclusion lifted',
          )
        : await runStaffAction(
            'POST /api/admin/user/selfExclusion',
            subject,
            `${user.name} is self-excluded`,
          );
    if (after) onDetails(after);
    setPending(null);
  }

  return (
    <div className="admin-action">
      <h3>Self-exclusion</h3>
      <p className={selfExclusion ? 'admin-danger' : 'admin-muted'} aria-live="polite">
        {selfExclusion ? `Self-excluded ${untilText(selfExclusion.until)}` : 'Not self-excluded'}
      </p>
      <form className="admin-inline-form" noValidate onSubmit={form.handleSubmit(setPending)}>
        <label className="admin-field">
          <span>Exclude for</span>
          <select {...form.register('days', { setValueAs: periodOf })}>
            {PERIODS.map((days) => (
              <option key={days} value={days}>
                {periodLabel(days)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          {selfExclusion ? 'Change' : 'Self-exclude'}
        </button>
        {selfExclusion && (
          <button type="button" className="button" onClick={() => setPending('lift')}>
            Lift
          </button>
        )}
      </form>
      <ConfirmDialog
        subject={pending}
        title={pending === 'lift' ? 'Lift self-exclusion' : 'Self-exclude'}
        keepLabel="Cancel"
        confirmLabel={pending === 'lift' ? 'Lift' : 'Self-exclude'}
        onKeep={() => setPending(null)}
        onConfirm={confirm}
      >
        {(subject) =>
          subject === 'lift' ? (
            <p>Lift {user.name}&apos;s self-exclusion? They can play again at once.</p>
          ) : (
            <p>
              Self-exclude {user.name} for {periodLabel(subject.days).toLowerCase()}? Their sessions end, and
              they are held on the self-exclusion page when they sign in.
            </p>
          )
        }
      </ConfirmDialog>
    </div>
  );
}
