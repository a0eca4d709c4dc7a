import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newConnectedAccountId } from './connected-account-id.js';
import { KeyCipher } from './key-cipher.js';

describe('newConnectedAccountId', () => {
  it('without a seed: a readable prefix and 100 random bits, never the same twice', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newConnectedAccountId('Studio Rossi & C.')));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^studio-rossi-c-[a-z2-7]{20}$/);
  });

  it('seeded by the deployment key: the same workspace and exchange get the same id back, anything else another', () => {
    const cipher = new KeyCipher({ current: randomBytes(32) });
    const idOf = (team: string, url: string) =>
      newConnectedAccountId('studio', cipher.digest(`connected-account:${team}|${url}`));
    expect(idOf('T1', 'https://pbx.example.com')).toBe(idOf('T1', 'https://pbx.example.com'));
    expect(idOf('T2', 'https://pbx.example.com')).not.toBe(idOf('T1', 'https://pbx.example.com'));
    expect(idOf('T1', 'https://other.example.com')).not.toBe(idOf('T1', 'https://pbx.example.com'));
    // another deployment key: nobody without the key can compute it
    const other = new KeyCipher({ current: randomBytes(32) });
    expect(
      newConnectedAccountId('studio', other.digest('connected-account:T1|https://pbx.example.com')),
    ).not.toBe(idOf('T1', 'https://pbx.example.com'));
    expect(new KeyCipher({ current: undefined }).digest('x')).toBeUndefined();
  });
});
