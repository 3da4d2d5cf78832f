import { lazy, Suspense, useEffect } from 'react';
import { toasterReady } from './toast';

/** sonner's Toaster in a chunk of its own; mounted, it lets the waiting toasts through (toast.ts). */
const Toaster = lazy(async () => {
  const sonner = await import('sonner');
  function ReadyToaster() {
    useEffect(() => toasterReady(sonner.toast), []);
    return <sonner.Toaster position="top-right" theme="dark" richColors closeButton />;
  }
  return { default: ReadyToaster };
});

/** Where the app's toasts show (top right), mounted once by the layout. */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
