import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ciphertextKeyId,
  InvalidEncryptionKey,
  KeyCipher,
  keyIdOf,
  NoEncryptionKey,
  UnreadableCiphertext,
} from './key-cipher.js';

const newKey = () => randomBytes(32);
const apiKey = 'pbx_live_0123456789abcdef';

describe('KeyCipher', () => {
  it('round trip: what is encrypted opens to the same text, and never shows it', () => {
    const cipher = new KeyCipher({ current: newKey() });
    const sealed = cipher.encrypt(apiKey, 'acct-1');
    expect(sealed).not.toContain(apiKey);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(cipher.decrypt(sealed, 'acct-1')).toEqual({ plaintext: apiKey, stale: false });
    // a fresh IV each time
    expect(cipher.encrypt(apiKey, 'acct-1')).not.toBe(sealed);
  });

  it.each([
    ['a changed byte of the ciphertext', (s: string) => flip(s, 4)],
    ['a changed tag', (s: string) => flip(s, 3)],
    ['a changed IV', (s: string) => flip(s, 2)],
    ['a missing part', (s: string) => s.split(':').slice(0, 4).join(':')],
    ['another format', (_s: string) => 'plain-text-key'],
  ])('tamper detection: %s does not open', (_name, tamper) => {
    const cipher = new KeyCipher({ current: newKey() });
    const sealed = cipher.encrypt(apiKey, 'acct-1');
    expect(() => cipher.decrypt(tamper(sealed), 'acct-1')).toThrow(UnreadableCiphertext);
  });

  it('a ciphertext moved to another account does not open (the account id is bound to it)', () => {
    const cipher = new KeyCipher({ current: newKey() });
    const sealed = cipher.encrypt(apiKey, 'acct-1');
    expect(() => cipher.decrypt(sealed, 'acct-2')).toThrow(UnreadableCiphertext);
  });

  it('rotation: an old key still opens what it wrote, says it is stale; the new key writes', () => {
    const oldKey = newKey();
    const before = new KeyCipher({ current: oldKey });
    const sealed = before.encrypt(apiKey, 'acct-1');
    const after = new KeyCipher({ current: newKey(), old: [oldKey] });
    expect(after.canRead(sealed)).toBe(true);
    expect(after.decrypt(sealed, 'acct-1')).toEqual({ plaintext: apiKey, stale: true });
    const again = after.encrypt(apiKey, 'acct-1');
    expect(ciphertextKeyId(again)).not.toBe(ciphertextKeyId(sealed));
    expect(after.decrypt(again, 'acct-1')).toEqual({ plaintext: apiKey, stale: false });
    // without the old key, the old ciphertext is unreadable and says which key wrote it
    const forgotten = new KeyCipher({ current: newKey() });
    expect(forgotten.canRead(sealed)).toBe(false);
    expect(() => forgotten.decrypt(sealed, 'acct-1')).toThrow(`written with key ${keyIdOf(oldKey)}`);
  });

  it('without a current key: nothing can be encrypted, old ciphertexts can still be read', () => {
    const oldKey = newKey();
    const sealed = new KeyCipher({ current: oldKey }).encrypt(apiKey, 'a');
    const readOnly = new KeyCipher({ current: undefined, old: [oldKey] });
    expect(readOnly.canEncrypt).toBe(false);
    expect(() => readOnly.encrypt(apiKey, 'a')).toThrow(NoEncryptionKey);
    expect(readOnly.decrypt(sealed, 'a').plaintext).toBe(apiKey);
  });

  it('reads its keys from the environment and refuses a key of the wrong size, without echoing it', () => {
    const current = newKey().toString('base64');
    const old = [newKey(), newKey()].map((k) => k.toString('base64'));
    const cipher = KeyCipher.fromEnv({
      PBX_KEY_ENCRYPTION_KEY: current,
      PBX_KEY_ENCRYPTION_KEYS_OLD: ` ${old[0]}, ${old[1]} `,
    });
    expect(cipher.canEncrypt).toBe(true);
    expect(cipher.keyIds).toHaveLength(3);
    expect(KeyCipher.fromEnv({}).canEncrypt).toBe(false);
    const short = randomBytes(16).toString('base64');
    const error = (() => {
      try {
        KeyCipher.fromEnv({ PBX_KEY_ENCRYPTION_KEY: short });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(InvalidEncryptionKey);
    expect(error?.message).toContain('PBX_KEY_ENCRYPTION_KEY');
    expect(error?.message).not.toContain(short);
  });
});

/** The text with one character of part `index` changed. */
function flip(sealed: string, index: number): string {
  const parts = sealed.split(':');
  const part = parts[index]!;
  const c = part[0] === 'A' ? 'B' : 'A';
  parts[index] = c + part.slice(1);
  return parts.join(':');
}
