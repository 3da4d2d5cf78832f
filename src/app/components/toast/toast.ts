/**
 * The app's toasts: sonner's `toast`, without sonner in the first load. The toaster (ToastHost) loads just after
 * the first paint; what is asked before it is on screen waits and then shows, in order. Import `toast` from
 * here, never from 'sonner' (an ESLint rule says so), or the home's first load grows by sonner's 10 kB.
 */
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast>[0];
type Show = (message: Message, data?: ExternalToast) => void;

let shown: SonnerToast | null = null;
const waiting: Array<(toast: SonnerToast) => unknown> = [];

function show(run: (toast: SonnerToast) => unknown): void {
  if (shown) run(shown);
  else waiting.push(run);
}

/** ToastHost calls this once its toaster is mounted: the toasts asked for meanwhile show now. */
export function toasterReady(toast: SonnerToast): void {
  shown = toast;
  for (const run of waiting.splice(0)) run(toast);
}

const kind =
  (pick: (toast: SonnerToast) => Show): Show =>
  (message, data) =>
    show((toast) => pick(toast)(message, data));

export const toast = Object.assign(
  kind((toast) => toast),
  {
    success: kind((toast) => toast.success),
    error: kind((toast) => toast.error),
    warning: kind((toast) => toast.warning),
    info: kind((toast) => toast.info),
  },
);
