import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const v4 = (...cidrs: string[]) => cidrs.map((c) => ipaddr.IPv4.parseCIDR(c));
const v6 = (...cidrs: string[]) => cidrs.map((c) => ipaddr.IPv6.parseCIDR(c));

// IPv4 addresses that are not globally reachable (IANA special-purpose registry, RFC 6890),
// plus multicast. First match names the range, so /32s come before the blocks holding them.
const V4_NON_PUBLIC = {
  broadcast: v4('255.255.255.255/32'),
  unspecified: v4('0.0.0.0/8'),
  private: v4('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'),
  loopback: v4('127.0.0.0/8'),
  'link-local': v4('169.254.0.0/16'),
  'carrier-grade NAT': v4('100.64.0.0/10'),
  benchmarking: v4('198.18.0.0/15'),
  documentation: v4('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24'),
  multicast: v4('224.0.0.0/4'),
  reserved: v4('192.0.0.0/24', '192.88.99.0/24', '240.0.0.0/4'),
};

// Addresses that carry an IPv4 address a connection may end up at; they are judged by that address.
const EMBEDS_V4 = {
  'IPv4-mapped': { range: v6('::ffff:0:0/96')[0], offset: 12 },
  NAT64: { range: v6('64:ff9b::/96')[0], offset: 12 },
  '6to4': { range: v6('2002::/16')[0], offset: 2 },
};

// Only global unicast (2000::/3) is public; these are the non-public blocks inside or near it.
const GLOBAL_UNICAST = v6('2000::/3')[0];
const V6_NON_PUBLIC = {
  unspecified: v6('::/128'),
  loopback: v6('::1/128'),
  'IPv4-compatible (deprecated)': v6('::/96'),
  'unique-local': v6('fc00::/7'),
  'link-local': v6('fe80::/10'),
  'site-local (deprecated)': v6('fec0::/10'),
  multicast: v6('ff00::/8'),
  'discard-only': v6('100::/64'),
  'local-use NAT64': v6('64:ff9b:1::/48'),
  benchmarking: v6('2001:2::/48'),
  // Teredo hides its client address (bit-inverted) and the relay picks the path: nothing to call.
  Teredo: v6('2001::/32'),
  'IETF protocol assignments': v6('2001::/23'),
  documentation: v6('2001:db8::/32', '3fff::/20'),
};

const PUBLIC = '';

/**
 * The name of the non-public range `ip` falls in ("loopback", "private", ...), or undefined when
 * it is public. Only canonical dotted-decimal IPv4 and standard IPv6 text count as addresses:
 * anything else ("0x7f.1", "2130706433") is reported as "not an IP address".
 */
export function nonPublicRange(ip: string): string | undefined {
  const family = isIP(ip);
  if (family === 0) return 'not an IP address';
  const range = family === 4 ? rangeOfV4(ipaddr.IPv4.parse(ip)) : rangeOfV6(ipaddr.IPv6.parse(canonicalV6(ip)));
  return range === PUBLIC ? undefined : range;
}

export function isPublicAddress(ip: string): boolean {
  return nonPublicRange(ip) === undefined;
}

// ipaddr.js reads "::a.b.c.d" as IPv4-mapped, unlike "::7f00:1"; the URL serialiser's compressed
// hex form has no dotted quad, so every spelling of an address gets the same answer.
function canonicalV6(ip: string): string {
  const withoutZone = ip.split('%')[0];
  return new URL(`http://[${withoutZone}]/`).hostname.slice(1, -1);
}

function rangeOfV4(address: IPv4): string {
  return ipaddr.subnetMatch(address, V4_NON_PUBLIC, PUBLIC);
}

function rangeOfV6(address: IPv6): string {
  for (const [name, { range, offset }] of Object.entries(EMBEDS_V4)) {
    if (!address.match(range)) continue;
    const embedded = new ipaddr.IPv4(address.toByteArray().slice(offset, offset + 4));
    const inner = rangeOfV4(embedded);
    return inner === PUBLIC ? PUBLIC : `${name} ${embedded.toString()}, ${inner}`;
  }
  const named = ipaddr.subnetMatch(address, V6_NON_PUBLIC, PUBLIC);
  if (named !== PUBLIC) return named;
  return address.match(GLOBAL_UNICAST) ? PUBLIC : 'reserved';
}
