import type { Context, MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config';
import type { AppEnv } from '../context';
import { formatIpAddress, inIpRange, type IpRange, isLoopback, parseIpAddress } from '../network/ip-address';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export const UNTRUSTED_PROXY_MESSAGE = 'This server is not set up for the proxy in front of it yet. Please try again later.';

/**
 * The client's address: the connection's own (`peer`) unless it is a trusted proxy, in which case
 * X-Forwarded-For is walked from its right end (the hop the proxy itself added) past every trusted
 * proxy, and the first address that is not one is the client. Entries left of it were written by
 * the client and are never believed; a garbled entry stops the walk at the last proxy.
 */
export function resolveClientAddress(peer: string | null, forwardedFor: string | undefined, trusted: IpRange[]): string | null {
  let address = peer === null ? null : parseIpAddress(peer);
  if (!address) return peer;
  const hops = (forwardedFor ?? '').split(',');
  while (trusted.some((range) => inIpRange(address!, range)) && hops.length > 0) {
    const next = parseIpAddress(hops.pop()!);
    if (!next) break;
    address = next;
  }
  return formatIpAddress(address);
}

/**
 * Decides the request's client address once, for the whole app (rate limits and logs). The Node
 * host listens on loopback, so forwarded headers arriving from loopback in production mean a
 * proxy nobody configured: every visitor would share one rate-limit bucket, and a few requests
 * would lock everyone out. Such requests are refused, with the fix in the log, rather than served
 * that way.
 */
export function clientAddress(config: AppConfig, peerAddress: (c: Context) => string | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const peer = peerAddress(c);
    const forwardedFor = c.req.header('x-forwarded-for');
    if (config.environment === 'production' && FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) {
      const parsedPeer = peer === null ? null : parseIpAddress(peer);
      if (parsedPeer && isLoopback(parsedPeer) && !config.trustedProxies.some((range) => inIpRange(parsedPeer, range))) {
        c.var.logger.error('request through an untrusted proxy refused', {
          peer,
          advice: 'Set TRUSTED_PROXIES to the address of the reverse proxy (e.g. 127.0.0.1) so the client address is read from X-Forwarded-For.',
        });
        return c.json({ error: { message: UNTRUSTED_PROXY_MESSAGE } }, 503);
      }
    }
    c.set('clientAddress', resolveClientAddress(peer, forwardedFor, config.trustedProxies));
    await next();
  };
}
