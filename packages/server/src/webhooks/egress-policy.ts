import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server's outgoing requests (webhooks) may reach. Only public unicast addresses, unless the
 * operator allows more with `WEBHOOK_ALLOWED_PRIVATE_HOSTS`: a comma-separated list of host names (matched
 * exactly against the URL's host), IP addresses or CIDR ranges (matched against the resolved address). The
 * check runs after DNS resolution, inside the connection (`lookup`), so DNS rebinding and spellings such as
 * `127.1`, `2130706433` or `[::ffff:127.0.0.1]` cannot pass; literal IPs are checked before connecting.
 * @see ../../../../shared/library-facts.md "Outgoing requests to addresses a user chose"
 */
export interface EgressPolicy {
  /** Why `url` may not be requested before any DNS lookup (scheme, credentials, literal address), or undefined. */
  refuseUrl(url: string): string | undefined;
  /** A `dns.lookup` that fails with `EGRESS_REFUSED` when a resolved address is not allowed for `hostname`. */
  lookup: typeof dnsLookup;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses the allow-list (`WEBHOOK_ALLOWED_PRIVATE_HOSTS`); `*` allows every address. */
export function parseAllowedPrivateHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

function normalized(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.process(address);
  return parsed;
}

/** Builds the policy from the allow-list entries. */
export function createEgressPolicy(allowed: readonly string[] = []): EgressPolicy {
  const any = allowed.includes('*');
  const hosts = new Set<string>();
  const ranges: Range[] = [];
  for (const entry of allowed) {
    if (entry === '*') continue;
    const bare = entry.replace(/^\[|\]$/g, '');
    if (ipaddr.isValidCIDR(bare)) ranges.push(ipaddr.parseCIDR(bare));
    else if (ipaddr.isValid(bare)) {
      const ip = normalized(bare);
      ranges.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
    } else hosts.add(bare);
  }
  const addressAllowed = (host: string, address: string): boolean => {
    if (any || hosts.has(host)) return true;
    if (!ipaddr.isValid(address)) return false;
    const ip = normalized(address);
    if (ip.range() === 'unicast') return true;
    return ranges.some(([base, bits]) => base.kind() === ip.kind() && ip.match(base, bits));
  };

  const refuseUrl = (raw: string): string | undefined => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return 'invalid_url';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid_url';
    if (url.username || url.password) return 'invalid_url';
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (ipaddr.isValid(host) && !addressAllowed(host, host)) return 'address_not_allowed';
    return undefined;
  };

  const lookup = ((hostname: string, options: unknown, callback: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    const opts = (typeof options === 'object' && options !== null ? options : {}) as { all?: boolean };
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return done(error, []);
      const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
      const refused = addresses.find((a) => !addressAllowed(host, a.address));
      if (refused || addresses.length === 0) {
        const failure: NodeJS.ErrnoException = new Error(`address not allowed for ${hostname}`);
        failure.code = 'EGRESS_REFUSED';
        return done(failure, []);
      }
      if (opts.all) return done(null, addresses);
      const [first] = addresses;
      return done(null, first!.address, first!.family);
    });
  }) as typeof dnsLookup;

  return { refuseUrl, lookup };
}
