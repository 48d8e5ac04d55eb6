import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv4ToBinary,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';

/** An IP address as a number; an IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is the IPv4 address it maps. */
export interface IpAddress {
  version: 4 | 6;
  value: bigint;
}

/** Addresses sharing their first `prefix` bits with `network`: a CIDR block, or one address (the full width). */
export interface IpRange {
  version: 4 | 6;
  network: bigint;
  prefix: number;
}

const WIDTH = { 4: 32, 6: 128 } as const;
/** An IPv6 subscriber is handed a /64 at least; counting a smaller part would let one host rotate addresses. */
const IPV6_SUBSCRIBER_PREFIX = 64;

const maskOf = (version: 4 | 6, prefix: number) => ((1n << BigInt(prefix)) - 1n) << BigInt(WIDTH[version] - prefix);

/** Parses an IPv4 or IPv6 address (brackets allowed, no port); null when it is not one. */
export function parseIpAddress(text: string): IpAddress | null {
  const address = text.trim().replace(/^\[(.*)\]$/, '$1');
  try {
    const kind = distinctRemoteAddr(address);
    if (kind === 'IPv4') return { version: 4, value: convertIPv4ToBinary(address) };
    if (kind !== 'IPv6') return null;
    const value = convertIPv6ToBinary(address);
    return isIPv4MappedIPv6(value) ? { version: 4, value: convertIPv4MappedIPv6ToIPv4(value) } : { version: 6, value };
  } catch {
    return null;
  }
}

/** Parses `address` or `address/prefix`; null when it is neither. */
export function parseIpRange(text: string): IpRange | null {
  const [addressText, prefixText, ...rest] = text.trim().split('/');
  const address = parseIpAddress(addressText ?? '');
  if (!address || rest.length > 0) return null;
  const width = WIDTH[address.version];
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (prefix > width) return null;
  return { version: address.version, network: address.value & maskOf(address.version, prefix), prefix };
}

export function inIpRange(address: IpAddress, range: IpRange): boolean {
  return address.version === range.version && (address.value & maskOf(range.version, range.prefix)) === range.network;
}

export function formatIpAddress(address: IpAddress): string {
  return address.version === 4 ? convertIPv4BinaryToString(address.value) : convertIPv6BinaryToString(address.value);
}

export function isLoopback(address: IpAddress): boolean {
  return address.version === 4 ? address.value >> 24n === 127n : address.value === 1n;
}

/**
 * Whom a per-requester rate limit counts: an IPv4 address, or the /64 an IPv6 address lies in,
 * since one subscriber holds a whole /64 and could otherwise ask from a new address each time.
 */
export function requesterSubject(clientAddress: string | null): string {
  const address = clientAddress === null ? null : parseIpAddress(clientAddress);
  if (!address) return 'unknown';
  if (address.version === 4) return formatIpAddress(address);
  return `${formatIpAddress({ version: 6, value: address.value & maskOf(6, IPV6_SUBSCRIBER_PREFIX) })}/${IPV6_SUBSCRIBER_PREFIX}`;
}
