import { describe, expect, it } from 'vitest';
import { NO_ALLOWANCE, parseAllowance } from './egress-allowance.js';
import { egressAllowed } from './egress-policy.js';

/** Each URL's host as the WHATWG parser leaves it (what fetch connects to). */
const hostOf = (url: string) => new URL(url).hostname;

describe('the egress policy without allowance', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    [hostOf('http://127.1/'), 'loopback, short form'],
    [hostOf('http://2130706433/'), 'loopback, one decimal number'],
    [hostOf('http://0x7f000001/'), 'loopback, hexadecimal'],
    [hostOf('http://017700000001/'), 'loopback, octal'],
    [hostOf('http://[::1]/'), 'IPv6 loopback'],
    [hostOf('http://[::ffff:127.0.0.1]/'), 'IPv4-mapped loopback'],
    ['127.255.255.254', 'loopback, end of 127/8'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.255', '10/8, last'],
    ['172.16.0.1', '172.16/12'],
    ['172.31.255.254', '172.16/12, last'],
    ['192.168.1.1', '192.168/16'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT, last'],
    ['100.100.100.200', 'Alibaba metadata'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fdff:ffff::1', 'unique local, fd half'],
    ['fe80::1', 'IPv6 link-local fe80::/10'],
    ['febf::1', 'IPv6 link-local, end of fe80::/10'],
    ['::', 'IPv6 unspecified'],
    ['0.0.0.0', 'IPv4 unspecified'],
    ['224.0.0.1', 'IPv4 multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::', '6to4 of loopback'],
  ])('refuses %s (%s)', (ip) => {
    expect(egressAllowed(NO_ALLOWANCE, ip, ip)).toBe(false);
  });

  it.each([['8.8.8.8'], ['1.1.1.1'], ['93.184.215.14'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])(
    'allows the public address %s',
    (ip) => {
      expect(egressAllowed(NO_ALLOWANCE, ip, ip)).toBe(true);
    },
  );

  it('a public host name resolving to a private address is refused', () => {
    expect(egressAllowed(NO_ALLOWANCE, 'pbx.example.com', '10.0.0.5')).toBe(false);
    expect(egressAllowed(NO_ALLOWANCE, 'localhost', '127.0.0.1')).toBe(false);
  });

  it('anything that is not an address is refused', () => {
    expect(egressAllowed(NO_ALLOWANCE, 'x', 'not-an-ip')).toBe(false);
    expect(egressAllowed(NO_ALLOWANCE, 'x', '')).toBe(false);
  });
});

describe('the egress policy with PBX_ALLOWED_PRIVATE_HOSTS', () => {
  const allowance = parseAllowance('pbx.lan, 10.1.0.0/16, 192.168.5.9, [::1], fd12:3456::/32');

  it.each([
    ['pbx.lan', '10.9.9.9', true, 'an allowed name, any private address'],
    ['PBX.LAN.', '172.16.0.9', true, 'the name in another spelling'],
    ['pbx.lan', '169.254.169.254', false, 'an allowed name never reaches the metadata address'],
    ['other.lan', '10.9.9.9', false, 'another name'],
    ['10.1.200.3', '10.1.200.3', true, 'inside 10.1.0.0/16'],
    ['10.2.0.1', '10.2.0.1', false, 'outside 10.1.0.0/16'],
    ['any.example', '10.1.0.1', true, 'a name resolving inside an allowed range'],
    ['192.168.5.9', '192.168.5.9', true, 'an allowed address'],
    ['192.168.5.10', '192.168.5.10', false, 'the next address'],
    ['::1', '::1', true, 'IPv6 loopback, given in brackets'],
    ['127.0.0.1', '127.0.0.1', false, 'IPv4 loopback is another address'],
    ['fd12:3456:1::1', 'fd12:3456:1::1', true, 'inside fd12:3456::/32'],
    ['::ffff:10.1.0.7', '::ffff:10.1.0.7', true, 'IPv4-mapped inside 10.1.0.0/16'],
  ])('%s at %s → %s (%s)', (host, ip, allowed) => {
    expect(egressAllowed(allowance, host, ip)).toBe(allowed);
  });

  it('the loopback allowance of the demo and tests covers every loopback spelling', () => {
    const loopback = parseAllowance('127.0.0.0/8,::1,localhost');
    for (const url of [
      'http://127.1/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect(egressAllowed(loopback, hostOf(url), hostOf(url))).toBe(true);
    }
    expect(egressAllowed(loopback, 'localhost', '127.0.0.1')).toBe(true);
    expect(egressAllowed(loopback, '10.0.0.1', '10.0.0.1')).toBe(false);
  });

  it('`*` allows every address', () => {
    expect(egressAllowed(parseAllowance('*'), '169.254.169.254', '169.254.169.254')).toBe(true);
  });
});
