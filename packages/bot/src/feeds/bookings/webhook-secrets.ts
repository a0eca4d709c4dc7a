import type { RedisClient } from '../../core/redis/redis-client.js';
import type { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import type { BookingKeys } from './booking-keys.js';

/** A Standard Webhooks signing secret: `whsec_` and base64 of 24–64 random bytes. */
export function isSigningSecret(text: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(text);
  if (!match?.[1]) return false;
  const bytes = Buffer.from(match[1], 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

/** How long the secret an admin replaced still verifies (deliveries signed before the change, retried later). */
export const PREVIOUS_SECRET_MS = 24 * 3600_000;

/** The replaced secrets kept (ciphertexts) and until when each verifies. */
function previousOf(text: string | undefined): { c: string; until: number }[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(list)
      ? list.filter(
          (p): p is { c: string; until: number } => typeof p?.c === 'string' && typeof p?.until === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** What Slack may show of an account's secret: where it comes from, who set it and when (never the secret). */
export interface SecretStatus {
  fromConfig: boolean;
  setBy?: string | undefined;
  setAt?: number | undefined;
}

/**
 * The signing secrets of each account's webhooks: one from the configuration file (`webhook_secret_env`), and
 * one an admin entered from Slack, stored in Redis encrypted with the API keys' cipher (AES-256-GCM, bound to
 * the account), those it replaced kept for a day each. A delivery verifies with any of them.
 */
export class WebhookSecrets {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: BookingKeys,
    private readonly cipher: KeyCipher,
    private readonly fromConfig: ReadonlyMap<string, string>,
  ) {}

  /** Whether secrets can be stored from Slack (an encryption key is configured). */
  get canStore(): boolean {
    return this.cipher.canEncrypt;
  }

  #context(accountId: string): string {
    return `webhook-secret:${accountId}`;
  }

  /** Stores the admin's secret; those it replaces still verify for a day each (at most three kept). */
  async set(accountId: string, secret: string, by: string, now = Date.now()): Promise<void> {
    const key = this.keys.secret(accountId);
    const hash = await this.redis.hgetall(key);
    const previous = [
      ...(hash.current ? [{ c: hash.current, until: now + PREVIOUS_SECRET_MS }] : []),
      ...previousOf(hash.previous).filter((p) => p.until > now),
    ].slice(0, 3);
    await this.redis.hset(key, {
      current: this.cipher.encrypt(secret, this.#context(accountId)),
      setBy: by,
      setAt: String(now),
      previous: JSON.stringify(previous),
    });
  }

  async status(accountId: string): Promise<SecretStatus | undefined> {
    const hash = await this.redis.hgetall(this.keys.secret(accountId));
    const fromConfig = this.fromConfig.has(accountId);
    if (!hash.current && !fromConfig) return undefined;
    return {
      fromConfig,
      ...(hash.current ? { setBy: hash.setBy, setAt: Number(hash.setAt) } : {}),
    };
  }

  /** Every secret a delivery may be signed with now; those no configured key opens are left out. */
  async secrets(accountId: string, now = Date.now()): Promise<string[]> {
    const hash = await this.redis.hgetall(this.keys.secret(accountId));
    const stored = [hash.current, ...previousOf(hash.previous).flatMap((p) => (p.until > now ? [p.c] : []))];
    const open = stored.flatMap((ciphertext) => {
      if (!ciphertext) return [];
      try {
        return [this.cipher.decrypt(ciphertext, this.#context(accountId)).plaintext];
      } catch {
        return [];
      }
    });
    const configured = this.fromConfig.get(accountId);
    return configured ? [configured, ...open] : open;
  }
}
