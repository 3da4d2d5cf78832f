import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../components/toast';
import { ApiError } from '@contract/index';
import { api } from '../api/api';
import { useSession } from '../features/auth';
import { CasinoHome } from '../features/home';

/** /email/{user}/{token}: the link of the verification email. Confirms, then shows the casino home. */
export function EmailConfirmPage() {
  const { user = '', token = '' } = useParams();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development: the link must be spent once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await api('POST /api/user/confirmEmail', { user, token });
        toast.success('Your email address is verified.');
        if (useSession.getState().user) await useSession.getState().refreshUser();
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : 'This verification link could not be used.');
      }
      navigate('/', { replace: true });
    })();
  }, [user, token, navigate]);

  return <CasinoHome />;
}
