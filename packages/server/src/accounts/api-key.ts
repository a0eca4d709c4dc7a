import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Recognisable prefix of every key issued by this service (helps secret scanners and humans). */
export const API_KEY_PREFIX = 'cnt_';

const KEY_PATTERN = /^cnt_[A-Za-z0-9_-]{43}$/;

/** A new random key: the prefix and 32 random bytes in base64url. Shown once; only its hash is stored. */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** True if `value` has the shape of a key this service issues (cheap check before touching the database). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** Hex SHA-256 of a key, as stored in `api_keys.key_hash`. */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex hashes. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
