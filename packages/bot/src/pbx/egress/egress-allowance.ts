import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An IPv4 or IPv6 address, as ipaddr.js parses it. */
export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** One entry of `PBX_ALLOWED_PRIVATE_HOSTS`. */
export type AllowanceEntry =
  /** `*`: every address (demo and tests only; refused in production). */
  | { kind: 'any'; text: string }
  /** A host name whose addresses may be private (never the cloud metadata addresses). */
  | { kind: 'name'; text: string; name: string }
  /** An IP address (a range of one) or a CIDR range. */
  | { kind: 'range'; text: string; address: IpAddress; prefix: number };

/** The non-public hosts and ranges the operator lets the bot reach on a PBX's behalf. */
export interface EgressAllowance {
  readonly entries: readonly AllowanceEntry[];
}

/** No private address at all: production's default. */
export const NO_ALLOWANCE: EgressAllowance = { entries: [] };

/** This machine only (the demo's and the tests' sandbox exchange listens on 127.0.0.1). */
export const LOOPBACK_ALLOWANCE_TEXT = '127.0.0.0/8,::1,localhost';

/** An entry of the allowance that is not a host name, an IP address or a CIDR range. */
export class AllowanceError extends Error {
  override readonly name = 'AllowanceError';
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A host name as compared: lower case, without the trailing dot of a fully qualified name. */
export function normalHostName(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

/** An address in one spelling: IPv4-mapped IPv6 (`::ffff:127.0.0.1`) becomes the IPv4 it carries. */
export function parseAddress(text: string): IpAddress | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) === 0) return undefined;
  return ipaddr.process(bare);
}

function parseRange(text: string): AllowanceEntry | undefined {
  const [ip, bits, ...rest] = text.split('/');
  if (ip === undefined || bits === undefined || rest.length > 0 || !/^\d{1,3}$/.test(bits)) return undefined;
  const raw = ip.replace(/^\[(.*)\]$/, '$1');
  if (isIP(raw) === 0) return undefined;
  let address: IpAddress = ipaddr.parse(raw);
  let prefix = Number(bits);
  if (prefix > (address.kind() === 'ipv4' ? 32 : 128)) return undefined;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    prefix -= 96;
  }
  return { kind: 'range', text, address, prefix };
}

function parseEntry(text: string): AllowanceEntry {
  if (text === '*') return { kind: 'any', text };
  if (text.includes('/')) {
    const range = parseRange(text);
    if (range) return range;
  } else {
    const address = parseAddress(text);
    if (address) return { kind: 'range', text, address, prefix: address.kind() === 'ipv4' ? 32 : 128 };
    const name = normalHostName(text);
    // a last label that is a number makes the URL parser read the host as IPv4 (`0x7f000001`, `127.1`)
    const numeric = /(^|\.)(0x[0-9a-f]*|\d+)$/.test(name);
    if (HOST_NAME.test(name) && !numeric) return { kind: 'name', text, name };
  }
  throw new AllowanceError(
    `"${text}" is neither a host name, an IP address nor a CIDR range (e.g. pbx.lan, 10.0.0.5, 10.0.0.0/8)`,
  );
}

/**
 * Reads `PBX_ALLOWED_PRIVATE_HOSTS`: comma-separated host names, IP literals and CIDR ranges (empty: none).
 * Throws {@link AllowanceError} naming the first entry it cannot read.
 */
export function parseAllowance(text: string | undefined): EgressAllowance {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return { entries: items.map(parseEntry) };
}

/** Whether an entry of the allowance covers `address` (already in one spelling, see {@link parseAddress}). */
export function rangeCovers(entry: Extract<AllowanceEntry, { kind: 'range' }>, address: IpAddress): boolean {
  return address.kind() === entry.address.kind() && address.match(entry.address, entry.prefix);
}
