import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../../components/lazy';

const loadBell = () => import('./NotificationBell').then((module) => module.NotificationBell);

/**
 * The header's notifications bell (signed-in players). Only this slot is in the first bundle: the bell, its
 * list and its realtime follow load once the browser is idle; meanwhile an empty box holds the bell's place.
 */
export function NotificationsSlot() {
  const [Bell, setBell] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() =>
      loadBell().then(
        (component) => active && setBell(() => component),
        () => {
          // No bell on this page: the header works without it.
        },
      ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return Bell ? <Bell /> : <span className="icon-button" aria-hidden="true" />;
}
