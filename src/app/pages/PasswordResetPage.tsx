import { useNavigate, useParams } from 'react-router';
import { toast } from '../components/toast';
import { NewPasswordForm, openAuthModal } from '../features/auth';
import { CasinoHome } from '../features/home';
import { Modal } from '../components/modal';

/** /password/reset/{user}/{token}: the casino home with the 'Set a new password' modal of the reset email. */
export function PasswordResetPage() {
  const { user = '', token = '' } = useParams();
  const navigate = useNavigate();
  const leave = () => navigate('/', { replace: true });

  return (
    <>
      <CasinoHome />
      <Modal open onClose={leave} title="Set a new password">
        <NewPasswordForm
          user={user}
          token={token}
          onSaved={() => {
            toast.success('Your password was changed. Sign in with the new one.');
            leave();
            openAuthModal('auth');
          }}
        />
      </Modal>
    </>
  );
}
