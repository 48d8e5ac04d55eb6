import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

let requested = false;
const listeners = new Set<() => void>();
let toasterReady: (toast: Toast) => void = () => {};
const readyToast = new Promise<Toast>((resolve) => (toasterReady = resolve));

/** For LazyToaster: whether a toast was asked for, and the call that says the Toaster listens. */
export const toasterDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isRequested: () => requested,
  ready: (toast: Toast) => toasterReady(toast),
};

/**
 * Shows a toast through sonner, which (with its Toaster) loads with the first toast rather than
 * with every page; the toast waits until the Toaster listens, as sonner drops earlier ones.
 */
export function showToast(show: (toast: Toast) => void) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void readyToast.then(show);
}
