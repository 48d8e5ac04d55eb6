import { showToast } from './toast';

/** Long enough to read a few lines (the timer pauses while pointed at); then it goes, and it can be closed before. */
export const ERROR_TOAST_MS = 10_000;

/**
 * An error said in a toast below the header. Lines of `message` show as lines. A list the person
 * must act on (the files that were not added) stays until it is closed.
 */
export function toastError(message: string, { stays = false }: { stays?: boolean } = {}) {
  showToast((toast) => toast.error(message, { duration: stays ? Infinity : ERROR_TOAST_MS, className: 'whitespace-pre-line' }));
}
