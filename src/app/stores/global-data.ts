/** Loads the server data the global store holds (platform.md §3): the licence and the VIP levels. */
import { api } from '../api/api';
import { useAppStore } from './app-store';

export async function loadGlobalData(): Promise<void> {
  const [licence, vip] = await Promise.allSettled([api('POST /license'), api('POST /api/vip')]);
  const set = useAppStore.getState().set;
  if (licence.status === 'fulfilled') set({ licence: licence.value });
  else console.warn('Licence could not be loaded', licence.reason);
  if (vip.status === 'fulfilled') set({ vip: vip.value.levels });
  else console.warn('VIP levels could not be loaded', vip.reason);
}
