import ipaddr from 'ipaddr.js';
import {
  type AllowanceEntry,
  type EgressAllowance,
  type IpAddress,
  parseAddress,
  rangeCovers,
} from './egress-allowance.js';
import { METADATA_ADDRESSES } from './egress-policy.js';

type RangeEntry = Extract<AllowanceEntry, { kind: 'range' }>;

/** Whether two CIDR ranges share an address: one holds the other's first address. */
function overlaps(a: RangeEntry, b: RangeEntry): boolean {
  if (a.address.kind() !== b.address.kind()) return false;
  return rangeCovers(a, networkOf(b)) || rangeCovers(b, networkOf(a));
}

function networkOf(entry: RangeEntry): IpAddress {
  const cidr = `${entry.address.toString()}/${entry.prefix}`;
  return entry.address.kind() === 'ipv4'
    ? ipaddr.IPv4.networkAddressFromCIDR(cidr)
    : ipaddr.IPv6.networkAddressFromCIDR(cidr);
}

function range(text: string): RangeEntry {
  const [ip, bits] = text.split('/');
  const address = parseAddress(ip ?? '');
  if (!address) throw new Error(`not an address: ${text}`);
  return { kind: 'range', text, address, prefix: Number(bits) };
}

/** What no multi-tenant deployment may open to every workspace's admin. */
const forbidden: readonly { range: RangeEntry; why: string }[] = [
  { range: range('0.0.0.0/32'), why: 'covers 0.0.0.0, which reaches this machine' },
  { range: range('::/128'), why: 'covers ::, which reaches this machine' },
  { range: range('127.0.0.0/8'), why: 'covers loopback: every service of this machine' },
  { range: range('::1/128'), why: 'covers loopback: every service of this machine' },
  ...METADATA_ADDRESSES.map((ip) => ({
    range: range(`${ip}/${ip.includes(':') ? 128 : 32}`),
    why: `covers the cloud metadata address ${ip} (instance credentials)`,
  })),
];

/**
 * Why an allowance is unsafe in production, or `undefined`: `*`, a range holding this machine's own addresses
 * (0.0.0.0, ::, loopback, hence 0.0.0.0/0 and ::/0) or a cloud metadata address, or the name `localhost`.
 * Every workspace's admin can point `/pbx connect` at what the allowance opens.
 */
export function unsafeAllowance(allowance: EgressAllowance): string | undefined {
  for (const entry of allowance.entries) {
    if (entry.kind === 'any') return `"${entry.text}" allows every address`;
    if (entry.kind === 'name' && (entry.name === 'localhost' || entry.name.endsWith('.localhost'))) {
      return `"${entry.text}" is loopback: every service of this machine`;
    }
    if (entry.kind !== 'range') continue;
    const hit = forbidden.find((f) => overlaps(entry, f.range));
    if (hit) return `"${entry.text}" ${hit.why}`;
  }
  return undefined;
}
