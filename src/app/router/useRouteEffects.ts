/** What happens on every route change: scroll to top, mode channel, referral capture, verify redirect. */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../features/auth';
import { channelForPage } from '../features/chat/channel';
import { useAppStore } from '../stores/app-store';
import { captureReferral } from './referral';

export function useRouteEffects(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const user = useSession((session) => session.user);
  const locale = useAppStore((state) => state.locale);

  // A link to a section (/terms#aml) scrolls to it; any other route change starts at the top.
  useEffect(() => {
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) section.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  useEffect(() => {
    // The chat's own rule (sport_ on sport pages and the sportsbook), so that a tip's notice lands in the room shown.
    useAppStore.getState().set({ channel: channelForPage(pathname, locale) });
  }, [pathname, locale]);

  useEffect(() => {
    captureReferral({ pathname, search });
  }, [pathname, search]);

  // The email-verification link lands on /?verify=true: the profile shows the verified state.
  const verifyRequested = pathname === '/' && new URLSearchParams(search).get('verify') === 'true';
  useEffect(() => {
    if (verifyRequested && user) navigate(`/profile/${user._id}`, { replace: true });
  }, [verifyRequested, user, navigate]);
}
