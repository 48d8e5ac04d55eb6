import { showToast } from './toast';

/** Long enough to read a few lines (the timer pauses while pointed at); then it goes, and it can be closed before. */
export const ERROR_TOAST_MS = 10_000;

/** An error said in a toast below the header. Lines of `message` show as lines. */
export function toastError(message: string) {
  showToast((toast) => toast.error(message, { duration: ERROR_TOAST_MS, className: 'whitespace-pre-line' }));
}
