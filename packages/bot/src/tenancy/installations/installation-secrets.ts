import type { Installation } from '@slack/oauth';
import { ciphertextKeyId, type KeyCipher, UnreadableCiphertext } from '../accounts/key-cipher.js';

/** The fields of an installation that are secrets, besides the bot token columns. */
const NESTED = [
  ['user', 'token'],
  ['user', 'refreshToken'],
  ['incomingWebhook', 'url'],
] as const;

/** A row's key, the additional data each of its secrets is bound to (a ciphertext moved to another row does not open). */
export interface RowRef {
  enterpriseId: string;
  teamId: string;
}

/** What opening a stored secret gives: the value, and whether it should be written again (clear, or an old key). */
export interface Opened {
  value: string;
  stale: boolean;
}

/**
 * Slack tokens at rest: sealed with the PBX keys' {@link KeyCipher} (AES-256-GCM, `PBX_KEY_ENCRYPTION_KEY`, old keys
 * in `PBX_KEY_ENCRYPTION_KEYS_OLD`) when an encryption key is configured, each bound to its row and field. A value
 * written in clear (an older version, or a deployment without a key) is read as it is and reported stale, so the
 * store writes it again sealed once a key is set. Without an encryption key, tokens are kept in clear.
 */
export class InstallationSecrets {
  constructor(private readonly cipher: KeyCipher | undefined) {}

  /** Whether new values are written encrypted. */
  get encrypts(): boolean {
    return this.cipher?.canEncrypt === true;
  }

  seal(value: string, row: RowRef, field: string): string {
    return this.cipher?.canEncrypt ? this.cipher.encrypt(value, contextOf(row, field)) : value;
  }

  /** Throws `UnreadableCiphertext` when no configured key opens it. */
  open(stored: string, row: RowRef, field: string): Opened {
    if (!stored.startsWith('v1:')) {
      // written in clear: read as it is, written again sealed when there is a key
      return { value: stored, stale: this.encrypts };
    }
    if (!this.cipher) {
      const keyId = ciphertextKeyId(stored);
      throw new UnreadableCiphertext(`written with key ${keyId}, and no encryption key is configured`, keyId);
    }
    const { plaintext, stale } = this.cipher.decrypt(stored, contextOf(row, field));
    return { value: plaintext, stale: stale && this.cipher.canEncrypt };
  }

  /** What the `installation` column keeps: the bot tokens left out (they have columns), other secrets sealed. */
  sealInstallation(installation: Installation, row: RowRef): unknown {
    const copy = structuredClone(installation) as unknown as Record<
      string,
      Record<string, unknown> | undefined
    >;
    const bot = copy.bot;
    if (bot) {
      delete bot.token;
      delete bot.refreshToken;
    }
    for (const [part, field] of NESTED) {
      const holder = copy[part];
      const value = holder?.[field];
      if (holder && typeof value === 'string') holder[field] = this.seal(value, row, `${part}.${field}`);
    }
    return copy;
  }

  /** The `installation` column opened; `stale` when something in it was in clear or under an old key. */
  openInstallation(stored: unknown, row: RowRef): { installation: Installation; stale: boolean } {
    const copy = structuredClone(stored) as Record<string, Record<string, unknown> | undefined>;
    let stale = false;
    // older versions kept the bot tokens in the column too: the columns are what counts
    if (copy.bot && ('token' in copy.bot || 'refreshToken' in copy.bot)) stale ||= this.encrypts;
    for (const [part, field] of NESTED) {
      const holder = copy[part];
      const value = holder?.[field];
      if (!holder || typeof value !== 'string') continue;
      const opened = this.open(value, row, `${part}.${field}`);
      holder[field] = opened.value;
      stale ||= opened.stale;
    }
    return { installation: copy as unknown as Installation, stale };
  }
}

function contextOf(row: RowRef, field: string): string {
  return `slack-installation:${row.enterpriseId}:${row.teamId}:${field}`;
}
