import { originAliases } from '../config';

/**
 * The Host headers the Node host answers: the configured origin's and, for a local origin, both
 * localhost and 127.0.0.1 on its port. Refusing every other name stops DNS rebinding, where a
 * foreign site points its own name at 127.0.0.1 to reach the local app from the visitor's browser.
 */
export function hostCheck(origin: string): (host: string | null) => boolean {
  const allowed = new Set(originAliases(origin).map((alias) => new URL(alias).host));
  return (host) => host !== null && allowed.has(host.toLowerCase());
}
