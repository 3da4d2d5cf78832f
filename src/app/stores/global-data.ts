/** Loads the server data the global store holds (platform.md §3): the licence and the VIP levels. */
import { api } from '../api/api';
import { useAppStore } from './app-store';

export async function loadGlobalData(): Promise<void> {
  await Promise.all([loadLicence(), loadVipLevels()]);
}

/** The licence, at start and again when the server says it changed (PUBLIC_EVENTS.licence). */
export async function loadLicence(): Promise<void> {
  try {
    useAppStore.getState().set({ licence: await api('POST /license') });
  } catch (error) {
    console.warn('Licence could not be loaded', error);
  }
}

async function loadVipLevels(): Promise<void> {
  try {
    useAppStore.getState().set({ vip: (await api('POST /api/vip')).levels });
  } catch (error) {
    console.warn('VIP levels could not be loaded', error);
  }
}
