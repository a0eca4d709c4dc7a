import { describe, expect, it } from 'vitest';
import { comparablePhoneDigits, displayPhoneNumber } from './phone-display.js';

describe('displayPhoneNumber', () => {
  it.each([
    ['+393331234567', '+39 333 123 4567'],
    ['3331234567', '333 123 4567'],
    ['00393331234567', '+39 333 123 4567'],
    ['0612345678', '06 1234 5678'],
    ['0212345678', '02 1234 5678'],
    ['+390612345678', '+39 06 1234 5678'],
    ['0331234567', '0331 234567'],
    ['800123456', '800 123 456'],
    ['+39800123456', '+39 800 123 456'],
    ['+441234567890', '+441234567890'],
    ['anonymous', 'anonymous'],
    ['123', '123'],
  ])('%s → %s', (given, want) => {
    expect(displayPhoneNumber(given)).toBe(want);
  });
});

describe('comparablePhoneDigits', () => {
  it('finds one number however it is spelled', () => {
    const want = '3331234567';
    for (const spelling of ['+39 333 123 4567', '0039 3331234567', '333.123.4567', '3331234567'])
      expect(comparablePhoneDigits(spelling)).toBe(want);
    expect(comparablePhoneDigits('0612345678')).toBe('0612345678');
  });
});
