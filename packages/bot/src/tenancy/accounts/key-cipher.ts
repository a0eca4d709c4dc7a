import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** No configured encryption key (`PBX_KEY_ENCRYPTION_KEY`): API keys cannot be stored. */
export class NoEncryptionKey extends Error {
  override readonly name = 'NoEncryptionKey';
}

/** A ciphertext no configured key opens, or one that was changed after it was written. */
export class UnreadableCiphertext extends Error {
  override readonly name = 'UnreadableCiphertext';
  constructor(
    message: string,
    /** The id of the key that wrote it, when the ciphertext says (never the key). */
    readonly keyId: string | undefined = undefined,
  ) {
    super(message);
  }
}

/** A key given in the environment is not 32 bytes of base64. */
export class InvalidEncryptionKey extends Error {
  override readonly name = 'InvalidEncryptionKey';
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface CipherKey {
  id: string;
  key: Buffer;
}

/** The id written in every ciphertext: the first 8 hex digits of the key's SHA-256 (the key itself never). */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** A key as the environment gives it: base64 of 32 random bytes (`openssl rand -base64 32`). */
export function parseEncryptionKey(text: string, name: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) {
    throw new InvalidEncryptionKey(
      `${name} must be 32 random bytes in base64 (44 characters; create one with: openssl rand -base64 32)`,
    );
  }
  return key;
}

/** What a ciphertext says about itself: its format version and the id of the key that wrote it. */
export function ciphertextKeyId(ciphertext: string): string | undefined {
  const [version, keyId] = ciphertext.split(':');
  return version === VERSION ? keyId : undefined;
}

/**
 * Encrypts PBX API keys at rest with AES-256-GCM (node:crypto): `v1:<key id>:<iv>:<tag>:<ciphertext>`, base64url,
 * bound to `context` (the account id) as additional data, so a ciphertext moved to another row does not open.
 * Writes with the current key; reads with whichever configured key wrote it (the current one or an old one kept
 * for rotation), and says when a value should be written again with the current key.
 */
export class KeyCipher {
  readonly #current: CipherKey | undefined;
  readonly #byId = new Map<string, CipherKey>();

  constructor(keys: { current: Buffer | undefined; old?: readonly Buffer[] }) {
    for (const key of [...(keys.old ?? []), ...(keys.current ? [keys.current] : [])]) {
      const entry = { id: keyIdOf(key), key };
      this.#byId.set(entry.id, entry);
    }
    this.#current = keys.current ? { id: keyIdOf(keys.current), key: keys.current } : undefined;
  }

  /** From the environment: `PBX_KEY_ENCRYPTION_KEY` and `PBX_KEY_ENCRYPTION_KEYS_OLD` (comma separated). */
  static fromEnv(env: {
    PBX_KEY_ENCRYPTION_KEY?: string | undefined;
    PBX_KEY_ENCRYPTION_KEYS_OLD?: string | undefined;
  }): KeyCipher {
    const current = env.PBX_KEY_ENCRYPTION_KEY?.trim()
      ? parseEncryptionKey(env.PBX_KEY_ENCRYPTION_KEY, 'PBX_KEY_ENCRYPTION_KEY')
      : undefined;
    const old = (env.PBX_KEY_ENCRYPTION_KEYS_OLD ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .map((s, i) => parseEncryptionKey(s, `PBX_KEY_ENCRYPTION_KEYS_OLD (item ${i + 1})`));
    return new KeyCipher({ current, old });
  }

  /** Whether new keys can be stored. */
  get canEncrypt(): boolean {
    return this.#current !== undefined;
  }

  /**
   * A digest of `label` under the current key (HMAC-SHA256): the same label gives the same bytes while the key
   * stays, and nobody without the key can compute or predict it. `undefined` without a current key.
   */
  digest(label: string): Buffer | undefined {
    if (!this.#current) return undefined;
    return createHmac('sha256', this.#current.key).update(`centralino:${label}`).digest();
  }

  /** The ids of the keys this cipher can read with. */
  get keyIds(): readonly string[] {
    return [...this.#byId.keys()];
  }

  encrypt(plaintext: string, context: string): string {
    const key = this.#current;
    if (!key) throw new NoEncryptionKey('PBX_KEY_ENCRYPTION_KEY is not set');
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      VERSION,
      key.id,
      iv.toString('base64url'),
      tag.toString('base64url'),
      body.toString('base64url'),
    ].join(':');
  }

  /** Whether a configured key wrote `ciphertext` (without opening it). */
  canRead(ciphertext: string): boolean {
    const id = ciphertextKeyId(ciphertext);
    return id !== undefined && this.#byId.has(id);
  }

  /**
   * Opens `ciphertext`; `stale` when an old key wrote it (write it again with {@link encrypt}). Throws
   * {@link UnreadableCiphertext} when no configured key wrote it, or it was changed.
   */
  decrypt(ciphertext: string, context: string): { plaintext: string; stale: boolean } {
    const parts = ciphertext.split(':');
    const [version, id, iv, tag, body] = parts;
    if (parts.length !== 5 || version !== VERSION || !id || !iv || !tag || body === undefined) {
      throw new UnreadableCiphertext('not a ciphertext of this format');
    }
    const key = this.#byId.get(id);
    if (!key) throw new UnreadableCiphertext(`written with key ${id}, which is not configured`, id);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plaintext = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return { plaintext, stale: id !== this.#current?.id };
    } catch {
      throw new UnreadableCiphertext(
        `key ${id} does not open it: it was changed or belongs to another account`,
        id,
      );
    }
  }
}
