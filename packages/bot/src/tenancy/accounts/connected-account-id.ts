import { createHash, randomBytes } from 'node:crypto';

/** The exchange's name as a readable id prefix: `a-z 0-9 -`, at most `max` characters, `pbx` when nothing is left. */
function slugOf(exchange: string, max: number): string {
  return (
    exchange
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max)
      .replace(/-+$/, '') || 'pbx'
  );
}

/** RFC 4648 base32 alphabet in lower case: valid in Redis key segments, hash tags and Slack button values. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `bytes` random bytes as lower-case base32 (5 bits a character). */
function base32Of(buffer: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buffer) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * A new connected account's id: the exchange's name as a readable prefix, then 100 bits no one can choose or
 * predict: those of `seed` (the deployment's keyed digest of the workspace and the exchange, so the workspace that
 * connects the same exchange again gets its id back, with the rules it kept), else random (node:crypto). Fits the configuration's account ids (1–40 of
 * `a-z 0-9 _ -`).
 */
export function newConnectedAccountId(exchange: string, seed?: Buffer): string {
  // 13 bytes → 21 base32 characters (104 bits, the last 4 padding): 18 + 1 + 21 = 40
  const bytes = seed && seed.length >= 13 ? seed.subarray(0, 13) : randomBytes(13);
  return `${slugOf(exchange, 18)}-${base32Of(bytes).slice(0, 20)}`;
}

/**
 * Where a connected exchange's rate-limit budget is counted: what the exchange itself determines (its API's
 * origin and the `context` it reports), never the workspace that connected it, so every workspace connecting the
 * same exchange spends one budget.
 */
export function exchangeBudgetId(baseUrl: string, exchange: string): string {
  let origin = baseUrl;
  try {
    origin = new URL(baseUrl).origin;
  } catch {
    // a stored URL is always absolute; keep it as written otherwise
  }
  return `x-${createHash('sha256').update(`${origin}\n${exchange}`).digest('hex').slice(0, 32)}`;
}

/**
 * The id older versions derived from the base URL, the exchange and the key name (40 bits of a hash anyone
 * connecting could steer). Rows stored with such ids keep them; new connections never use it.
 * @deprecated use {@link newConnectedAccountId}
 */
export function connectedAccountId(baseUrl: string, exchange: string, keyName: string): string {
  const hash = createHash('sha256').update(`${baseUrl}\n${exchange}\n${keyName}`).digest('hex').slice(0, 10);
  return `${slugOf(exchange, 24)}-${hash}`;
}
