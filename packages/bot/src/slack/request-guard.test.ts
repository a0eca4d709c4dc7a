import { describe, expect, it } from 'vitest';
import { canonicalSignature } from './request-guard.js';

const HEX = 'ab'.repeat(32);

describe('canonicalSignature', () => {
  it.each([
    ['as Slack sends it', `v0=${HEX}`, '1700000000'],
    ['a trailing "=1"', `v0=${HEX}=1`, '1700000000'],
    ['upper-case hex', `v0=${HEX.toUpperCase()}`, '1700000000'],
    ['a leading zero', `v0=${HEX}`, '01700000000'],
    ['a decimal point', `v0=${HEX}`, '1700000000.0'],
    ['exponent notation', `v0=${HEX}`, '17e8'],
    ['hexadecimal seconds', `v0=${HEX}`, `0x${(1700000000).toString(16)}`],
  ])('%s reads as the same signed request', (_, signature, timestamp) => {
    expect(canonicalSignature(signature, timestamp)).toEqual({ hash: HEX, timestamp: 1700000000 });
  });

  it.each([
    ['another version', `v1=${HEX}`, '1700000000'],
    ['a short hash', `v0=${HEX.slice(2)}`, '1700000000'],
    ['no hash', 'v0=', '1700000000'],
    ['a timestamp that is not a number', `v0=${HEX}`, 'now'],
    ['a fractional timestamp', `v0=${HEX}`, '1700000000.5'],
  ])('%s is none', (_, signature, timestamp) => {
    expect(canonicalSignature(signature, timestamp)).toBeUndefined();
  });
});
