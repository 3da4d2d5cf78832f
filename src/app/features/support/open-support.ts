/**
 * Opening the support window from the layout: guests are asked to sign in (community.md §5); the window's
 * code is its own chunk, and when it cannot be loaded the spec's "not loaded yet" toast shows (§8) and the
 * next try loads it afresh.
 */
import type { ComponentType } from 'react';
import { toast } from '../../components/toast';
import { SUPPORT_MESSAGES, type User } from '@contract/index';
import { openAuthModal, useSession } from '../auth';
import { useSupportWindow } from './window-store';

export type SupportPanelComponent = ComponentType<{ user: User }>;
export type PanelLoader = () => Promise<SupportPanelComponent>;

let loaded: SupportPanelComponent | null = null;
let pending: Promise<SupportPanelComponent> | null = null;

const importPanel: PanelLoader = () => import('./SupportPanel').then((module) => module.SupportPanel);

export function loadSupportPanel(load: PanelLoader = importPanel): Promise<SupportPanelComponent> {
  pending ??= load().then(
    (component) => (loaded = component),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export const loadedSupportPanel = () => loaded;

export async function openSupport(load?: PanelLoader): Promise<void> {
  if (!useSession.getState().user) {
    openAuthModal('auth');
    return;
  }
  try {
    await loadSupportPanel(load);
  } catch {
    toast.error(SUPPORT_MESSAGES.widgetMissing);
    return;
  }
  useSupportWindow.getState().show();
}

/** For tests: forgets the loaded chunk. */
export function forgetSupportPanel(): void {
  loaded = null;
  pending = null;
}
