import {
  type EgressAllowance,
  type IpAddress,
  normalHostName,
  parseAddress,
  rangeCovers,
} from './egress-allowance.js';

/** Where clouds answer with instance credentials: refused even for an allowed host name. */
export const METADATA_ADDRESSES: readonly string[] = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'];

const metadata = METADATA_ADDRESSES.map((text) => parseAddress(text) as IpAddress);

/** Whether `address` is one of the cloud metadata addresses. */
export function isMetadataAddress(address: IpAddress): boolean {
  return metadata.some((m) => m.kind() === address.kind() && m.toString() === address.toString());
}

/**
 * The range ipaddr.js gives the address (IPv4-mapped IPv6 read as its IPv4): `'unicast'` is the only public one;
 * loopback, private, linkLocal, uniqueLocal, multicast, unspecified, carrierGradeNat, reserved, the IPv6
 * translation ranges (6to4, teredo, NAT64) and the rest are not.
 */
export function addressRange(address: IpAddress): string {
  return address.range();
}

/**
 * Whether the bot may connect to `ip` for a request to `host` (the URL's host name, or the IP literal itself):
 * public unicast addresses always (never a metadata address); others only when the allowance names the host
 * or covers the address.
 * @see ../../../../../shared/library-facts.md "Outgoing requests to addresses a user chose (egress)"
 */
export function egressAllowed(allowance: EgressAllowance, host: string, ip: string): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  const name = normalHostName(host.replace(/^\[(.*)\]$/, '$1'));
  for (const entry of allowance.entries) {
    if (entry.kind === 'any') return true;
    if (entry.kind === 'range' && rangeCovers(entry, address)) return true;
    if (entry.kind === 'name' && entry.name === name && !isMetadataAddress(address)) return true;
  }
  return addressRange(address) === 'unicast' && !isMetadataAddress(address);
}
