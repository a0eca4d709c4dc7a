import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import type { EgressAllowance } from './egress-allowance.js';
import { PbxEgressError } from './egress-error.js';
import { egressAllowed } from './egress-policy.js';

/** Resolves a host name to all its addresses (default `dns.lookup`; tests give their own). */
export type ResolveAll = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** The `lookup` of `net.connect`: one address, or all of them when asked (`autoSelectFamily`). */
export type ConnectLookup = (
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

const resolveAllByDns: ResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * The connect-time check: resolves the name and refuses the connection when any of its addresses is not
 * allowed, so the address checked is the address connected to (a name that resolves to a public address
 * when checked and to 127.0.0.1 when used cannot pass). Node skips `lookup` for IP literals: the fetch checks
 * those itself before connecting.
 */
export function guardedLookup(
  allowance: EgressAllowance,
  resolve: ResolveAll = resolveAllByDns,
): ConnectLookup {
  return (hostname, options, callback) => {
    const query: LookupAllOptions = { all: true };
    if (options.family !== undefined) query.family = options.family;
    if (options.hints !== undefined) query.hints = options.hints;
    resolve(hostname, query, (error, addresses) => {
      if (error) return callback(error, '');
      const first = addresses[0];
      if (!first || addresses.some((a) => !egressAllowed(allowance, hostname, a.address))) {
        return callback(new PbxEgressError('refused_address'), '');
      }
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}
