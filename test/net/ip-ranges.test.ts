import { describe, expect, it } from 'vitest';
import { isPublicAddress, nonPublicRange } from '../../src/net/ip-ranges.js';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255', // just below carrier-grade NAT
    '100.128.0.0', // just above it
    '172.15.255.255',
    '172.32.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '2001:4860:4860::8888',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808', // NAT64 of a public address
    '2002:808:808::1', // 6to4 of a public address
  ])('%s is public', (ip) => {
    expect(nonPublicRange(ip)).toBeUndefined();
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['192.0.0.8', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped 127.0.0.1, loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped 127.0.0.1, loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped 169.254.169.254, link-local'],
    ['::ffff:10.0.0.1', 'IPv4-mapped 10.0.0.1, private'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['::7f00:1', 'IPv4-compatible (deprecated)'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated)'],
    ['64:ff9b::7f00:1', 'NAT64 127.0.0.1, loopback'],
    ['64:ff9b::10.0.0.1', 'NAT64 10.0.0.1, private'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 127.0.0.1, loopback'],
    ['2002:c0a8:101::1', '6to4 192.168.1.1, private'],
    ['2001::1', 'Teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'IETF protocol assignments'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'site-local (deprecated)'],
    ['ff02::1', 'multicast'],
    ['ff05::2', 'multicast'],
    ['100::1', 'discard-only'],
    ['::ffff:0:7f00:1', 'reserved'], // IPv4-translated (SIIT), outside global unicast
    ['4000::1', 'reserved'],
    ['5f00::1', 'reserved'],
  ])('%s is %s', (ip, range) => {
    expect(nonPublicRange(ip)).toBe(range);
    expect(isPublicAddress(ip)).toBe(false);
  });

  // URLs normalise these to 127.0.0.1 before they reach the check (see outbound-policy tests);
  // given as raw text, anything but a standard address fails closed.
  it.each([
    '2130706433',
    '0x7f.1',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '1.2.3.4.5',
    '127.0.0.1 ',
    '[::1]',
    'localhost',
    '',
  ])('%j is not an address, so not public', (text) => {
    expect(nonPublicRange(text)).toBe('not an IP address');
    expect(isPublicAddress(text)).toBe(false);
  });
});
