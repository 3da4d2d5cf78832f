import { createElement, useEffect } from 'react';
import { useSession } from '../auth';
import { loadedSupportPanel } from './open-support';
import { useSupportData } from './support-store';
import { useSupportWindow } from './window-store';

/**
 * Mounted once with the global overlays: shows the support panel while it is open for a signed-in user,
 * and forgets the window and its chats when the user signs out or changes.
 */
export function SupportWindow() {
  const open = useSupportWindow((state) => state.open);
  const user = useSession((state) => state.user);
  const userId = user?._id ?? null;

  useEffect(
    () => () => {
      useSupportWindow.getState().close();
      useSupportData.getState().reset();
    },
    [userId],
  );

  // The panel is its own chunk, loaded by openSupport before the window opens.
  const panel = loadedSupportPanel();
  if (!open || !user || !panel) return null;
  return createElement(panel, { user });
}
