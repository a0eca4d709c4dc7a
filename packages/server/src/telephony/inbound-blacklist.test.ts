import { describe, expect, it } from 'vitest';
import { entryBlocks, normaliseNumber } from './inbound-blacklist.js';

describe('normaliseNumber', () => {
  it.each([
    ['+39 333 123 4567', '3331234567'],
    ['0039 333.123.4567', '3331234567'],
    ['(02) 1234 5678', '0212345678'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['*31#', '*31#'],
  ])('%s → %s', (given, want) => {
    expect(normaliseNumber(given)).toBe(want);
  });
});

describe('entryBlocks', () => {
  it.each([
    ['an entry with +39 blocks the caller shown in national form', '+393331234567', '3331234567', true],
    ['a national entry blocks the caller shown with +39', '3331234567', '+39 333 123 4567', true],
    ['another country is another number', '+443331234567', '3331234567', false],
    ['a national prefix', '^0899', '0899123456', true],
    ['a national prefix, caller with +39', '^0899', '+39 0899 123456', true],
    ['a prefix with the country code blocks national callers', '^+39340', '3401234567', true],
    ['a prefix of the country code itself', '^+3', '3331234567', true],
    ['a foreign prefix spares national callers', '^+44', '3331234567', false],
    ['a foreign prefix blocks foreign callers', '^0044', '+44 20 7946 0958', true],
    ['an empty caller is never blocked', '^0', '', false],
    ['a different number', '3331234567', '3331234568', false],
  ])('%s', (_name, entry, caller, want) => {
    expect(entryBlocks(entry, caller)).toBe(want);
  });
});
