import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterDemand } from './toast';

/** Runs after the Toaster's own effect (siblings in order), so it is subscribed by then. */
function ToasterReady() {
  useEffect(() => toasterDemand.ready(toast), []);
  return null;
}

export function LoadedToaster() {
  return (
    <>
      {/* Error toasts stay until closed, so their close button must be easy to hit on a phone. */}
      <Toaster position="top-center" richColors closeButton toastOptions={{ classNames: { closeButton: 'max-md:tap-target' } }} />
      <ToasterReady />
    </>
  );
}
