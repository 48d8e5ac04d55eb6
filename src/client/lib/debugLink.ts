import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../worker/routers';
import { debugLog } from './debugMode';

/** In debug mode, every API call is logged with its input, its answer or error, and how long it took. */
export const debugLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const started = performance.now();
      const elapsed = () => `${Math.round(performance.now() - started)} ms`;
      debugLog(`→ ${op.type} ${op.path}`, op.input);
      return next(op).subscribe({
        next(result) {
          debugLog(`← ${op.path} (${elapsed()})`, result.result);
          observer.next(result);
        },
        error(error) {
          debugLog(`✕ ${op.path} (${elapsed()}) ${error.message}`, error.data);
          observer.error(error);
        },
        complete() {
          observer.complete();
        },
      });
    });
