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
      {/* Below the header (64 px and its line), never over its controls; the close button easy to hit on a phone. */}
      <Toaster
        position="top-center"
        offset={{ top: 80 }}
        mobileOffset={{ top: 76 }}
        richColors
        closeButton
        toastOptions={{ classNames: { closeButton: 'max-md:tap-target' } }}
      />
      <ToasterReady />
    </>
  );
}
