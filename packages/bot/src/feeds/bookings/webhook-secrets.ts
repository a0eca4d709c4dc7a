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

/** What Slack may show of an account's secret: where it comes from, who set it and when (never the secret). */
export interface SecretStatus {
  fromConfig: boolean;
  setBy?: string | undefined;
  setAt?: number | undefined;
}

/**
 * The signing secrets of each account's webhooks: one from the configuration file (`webhook_secret_env`), and
 * one an admin entered from Slack, stored in Redis encrypted with the API keys' cipher (AES-256-GCM, bound to
 * the account), the one it replaced kept for a day. A delivery verifies with any of them.
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

  /** Stores the admin's secret; the one it replaces still verifies for a day. */
  async set(accountId: string, secret: string, by: string, now = Date.now()): Promise<void> {
    const key = this.keys.secret(accountId);
    const current = await this.redis.hget(key, 'current');
    await this.redis.hset(key, {
      current: this.cipher.encrypt(secret, this.#context(accountId)),
      setBy: by,
      setAt: String(now),
      ...(current ? { previous: current, previousUntil: String(now + PREVIOUS_SECRET_MS) } : {}),
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
    const stored = [hash.current, Number(hash.previousUntil ?? 0) > now ? hash.previous : undefined];
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

  /** Forgets the stored secrets (the account is disconnected, or the workspace uninstalled the app). */
  async forget(accountId: string): Promise<void> {
    await this.redis.del(this.keys.secret(accountId));
  }
}
