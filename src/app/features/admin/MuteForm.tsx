import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MUTE_MINUTES } from '@contract/index';
import type { AdminUserDetails } from '@contract/admin';
import { adminMuteBodySchema, type AdminMuteBody } from '@contract/admin-schemas';
import { ConfirmDialog } from '../../components/modal';
import { muteLabel, muteSpan, untilText } from './admin-format';
import { runStaffAction } from './staff-action';

interface FormProps {
  details: AdminUserDetails;
  onDetails: (details: AdminUserDetails) => void;
}

/** The chat mute: the chat's own durations (the last is forever), asked for again before it applies. */
export function MuteForm({ details, onDetails }: FormProps) {
  const { user, mute } = details;
  const [pending, setPending] = useState<AdminMuteBody | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<AdminMuteBody>({
    resolver: zodResolver(adminMuteBodySchema),
    defaultValues: { userId: user._id, minutes: 60 },
  });

  async function apply(done: Promise<AdminUserDetails | null>) {
    const after = await done;
    if (after) onDetails(after);
  }

  async function unmute() {
    setBusy(true);
    await apply(
      runStaffAction('POST /api/admin/user/unmute', { userId: user._id }, `${user.name} is unmuted`),
    );
    setBusy(false);
  }

  return (
    <div className="admin-action">
      <h3>Chat</h3>
      <p className={mute ? 'admin-warn' : 'admin-muted'} aria-live="polite">
        {mute ? `Muted ${untilText(mute.until, mute.forever)}` : 'Not muted'}
      </p>
      <form className="admin-inline-form" noValidate onSubmit={form.handleSubmit(setPending)}>
        <label className="admin-field">
          <span>Mute for</span>
          <select {...form.register('minutes', { valueAsNumber: true })}>
            {MUTE_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {muteLabel(minutes)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          {mute ? 'Mute again' : 'Mute'}
        </button>
        {mute && (
          <button type="button" className="button" disabled={busy} onClick={() => void unmute()}>
            Unmute
          </button>
        )}
      </form>
      <ConfirmDialog
        subject={pending}
        title="Mute in chat"
        keepLabel="Cancel"
        confirmLabel="Mute"
        onKeep={() => setPending(null)}
        onConfirm={async (values) => {
          await apply(runStaffAction('POST /api/admin/user/mute', values, `${user.name} is muted`));
          setPending(null);
        }}
      >
        {(values) => (
          <p>
            Mute {user.name} in chat {muteSpan(values.minutes)}? They can read the chat but not write in it.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
