import { isLocalOrigin } from '../config';

/**
 * The Host headers the Node host answers: the configured origin's and, for a local origin, both
 * localhost and 127.0.0.1 on its port. Refusing every other name stops DNS rebinding, where a
 * foreign site points its own name at 127.0.0.1 to reach the local app from the visitor's browser.
 */
export function hostCheck(origin: string): (host: string | null) => boolean {
  const url = new URL(origin);
  const allowed = new Set([url.host]);
  if (isLocalOrigin(origin)) {
    const port = url.port ? `:${url.port}` : '';
    allowed.add(`localhost${port}`).add(`127.0.0.1${port}`);
  }
  return (host) => host !== null && allowed.has(host.toLowerCase());
}
