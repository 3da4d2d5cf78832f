import { toast } from '../components/toast';
import { EmailForm, useSession } from '../features/auth';
import { Modal } from '../components/modal';

/** "Change email" from the verification bar: the shared update-email form in a dismissible modal. */
export function ChangeEmailModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Change email">
      <EmailForm
        label="New email"
        onSaved={(user) => {
          useSession.setState({ user });
          toast.success('Your email address was changed.');
          onClose();
        }}
      />
    </Modal>
  );
}
