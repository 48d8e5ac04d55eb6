import { showToast } from './toast';

/**
 * An error said in a toast that stays until the person closes it: something went wrong, and
 * reading it must not be a race against a timer. Lines of `message` show as lines.
 */
export function toastError(message: string) {
  showToast((toast) => toast.error(message, { duration: Infinity, className: 'whitespace-pre-line' }));
}
