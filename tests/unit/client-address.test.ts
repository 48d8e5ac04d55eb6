import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/worker/config';
import { resolveClientAddress } from '../../src/worker/http/client-address';
import { requesterSubject } from '../../src/worker/network/ip-address';
import { startNodeServer } from '../../src/worker/node/server';

const trusted = (list: string) => parseConfig({ TRUSTED_PROXIES: list }).trustedProxies;

describe('the client address behind trusted proxies', () => {
  it.each([
    ['no proxy trusted: the connection, whatever X-Forwarded-For says', '198.51.100.9', '203.0.113.1', '', '198.51.100.9'],
    ['an untrusted peer: its X-Forwarded-For is ignored', '198.51.100.9', '203.0.113.1', '127.0.0.1', '198.51.100.9'],
    ['a trusted proxy: the hop it added', '127.0.0.1', '203.0.113.1', '127.0.0.1', '203.0.113.1'],
    ['a spoofed entry left of the hop the proxy added is not believed', '127.0.0.1', '6.6.6.6, 203.0.113.1', '127.0.0.1', '203.0.113.1'],
    ['a chain of trusted proxies, by CIDR', '127.0.0.1', '6.6.6.6, 203.0.113.1, 10.1.2.3', '127.0.0.1, 10.0.0.0/8', '203.0.113.1'],
    ['a trusted proxy that forwarded nothing: the proxy', '127.0.0.1', undefined, '127.0.0.1', '127.0.0.1'],
    ['a garbled hop stops at the last proxy', '127.0.0.1', 'not-an-address', '127.0.0.1', '127.0.0.1'],
    ['IPv6 proxies and clients', '::1', '2001:db8:1:2::a', '::1', '2001:db8:1:2::a'],
    ['an IPv4-mapped peer is its IPv4 address', '::ffff:127.0.0.1', '203.0.113.1', '127.0.0.0/8', '203.0.113.1'],
  ])('%s', (_case, peer, forwardedFor, proxies, expected) => {
    expect(resolveClientAddress(peer, forwardedFor, trusted(proxies))).toBe(expected);
  });

  it('counts an IPv6 client by its /64, an IPv4 client by its address', () => {
    expect(requesterSubject('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(requesterSubject('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(requesterSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(requesterSubject('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(requesterSubject('198.51.100.7')).toBe('198.51.100.7');
    expect(requesterSubject(null)).toBe('unknown');
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR blocks, and names what it cannot read', () => {
    expect(trusted(' 127.0.0.1 ,10.0.0.0/8,::1')).toHaveLength(3);
    expect(() => trusted('127.0.0.1, proxy.local, 10.0.0.0/33')).toThrow(
      new ConfigError('TRUSTED_PROXIES: expected IP addresses or CIDR blocks separated by commas, not "proxy.local", "10.0.0.0/33".'),
    );
  });

  it('keeps the Node host from starting in production on a public origin without TRUSTED_PROXIES', async () => {
    const production = { NODE_ENV: 'production', APP_ORIGIN: 'https://attune.example' };
    await expect(startNodeServer(parseConfig(production), { pgliteDirectory: 'memory' })).rejects.toThrow(/^TRUSTED_PROXIES must be set in production/);
  });
});
