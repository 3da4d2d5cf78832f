/** Telegram mini-app mode (platform.md §4 "Telegram mode"). */
import { toast } from '../../../components/toast';
import { TELEGRAM_ERRORS } from '@contract/index';
import { api } from '../../../api/api';
import { useSession } from '../session/session-store';
import { signInWithToken } from '../session/sign-in';

interface TelegramWebApp {
  initData: string;
  ready?: () => void;
}

type WindowWithTelegram = Window & { Telegram?: { WebApp?: TelegramWebApp } };

/** The marker the Telegram client puts in the page address hash. */
const WEB_APP_DATA = 'tgWebAppData';

export function telegramWebApp(): TelegramWebApp | undefined {
  return (window as WindowWithTelegram).Telegram?.WebApp;
}

export function isTelegramMode(): boolean {
  return telegramWebApp() !== undefined && window.location.hash.includes(WEB_APP_DATA);
}

/** The hash's tgWebAppData value, URL-decoded once (it is the URL-encoded initData). */
export function hashWebAppData(hash = window.location.hash): string | null {
  const entry = hash
    .replace(/^#/, '')
    .split('&')
    .find((part) => part.startsWith(`${WEB_APP_DATA}=`));
  if (entry === undefined) return null;
  try {
    return decodeURIComponent(entry.slice(WEB_APP_DATA.length + 1));
  } catch {
    return null;
  }
}

/**
 * Sim mode only: outside the Telegram client there is no Telegram object, so a link signed for the sim
 * (a hash carrying tgWebAppData) gets a minimal one whose initData is that value.
 */
export function emulateTelegramWebApp(): void {
  const initData = hashWebAppData();
  const target = window as WindowWithTelegram;
  if (initData === null || target.Telegram?.WebApp) return;
  target.Telegram = { ...target.Telegram, WebApp: { initData, ready: () => undefined } };
}

/** Logs out whoever is signed in, then signs in as the Telegram user. Failure is reported by a toast. */
export async function signInFromTelegram(): Promise<void> {
  const webApp = telegramWebApp();
  if (!webApp) return;
  webApp.ready?.();
  try {
    if (useSession.getState().token) await useSession.getState().logout();
    const { token } = await api('POST /api/telegram/generateToken', { initData: webApp.initData });
    // Not loginViaToken: its reload would start this same attempt again, forever.
    await signInWithToken(token);
  } catch {
    toast.error(TELEGRAM_ERRORS.failed);
  }
}
