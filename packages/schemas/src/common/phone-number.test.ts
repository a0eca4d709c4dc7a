import { describe, expect, it } from 'vitest';
import {
  looksLikePhoneNumberPart,
  normalizePhoneNumber,
  phoneNumberKey,
  phoneSearchDigits,
} from './phone-number.js';

describe('normalizePhoneNumber', () => {
  it.each([
    ['+39 333 123 4567', '+393331234567'],
    ['333.123.4567', '3331234567'],
    ['(02) 1234 5678', '0212345678'],
    ['0039 333 1234567', '+393331234567'],
    ['+39-333-123-4567', '+393331234567'],
    ['+39 (0)2 1234', '+39021234'],
    ['02/1234–5678', '0212345678'],
    ['^0899', '^0899'],
    ['^ 0039 6', '^+396'],
    ['*31#', '*31#'],
    ['00', '00'],
    ['', undefined],
    ['333 12ab', undefined],
    ['33+3', undefined],
    ['3^33', undefined],
  ])('%s → %s', (text, want) => {
    expect(normalizePhoneNumber(text)).toBe(want);
  });
});

describe('phoneSearchDigits', () => {
  it.each([
    ['+39 333 12', '33312'],
    ['0039 333', '333'],
    ['+44 20', '4420'],
    ['333.12', '33312'],
    ['+39', undefined],
    ['^39', undefined],
    ['abc', undefined],
  ])('%s → %s', (text, want) => {
    expect(phoneSearchDigits(text)).toBe(want);
  });
});

describe('looksLikePhoneNumberPart', () => {
  it.each([
    ['+39', true],
    ['(02)', true],
    ['333-12', true],
    ['^0899', true],
    ['99', true],
    ['Signor', false],
    ['+', false],
    ['2°', false],
  ])('%s → %s', (word, want) => {
    expect(looksLikePhoneNumberPart(word)).toBe(want);
  });
});

describe('phoneNumberKey: one key per number, as the exchange compares callers', () => {
  it.each([
    ['+39 333 123 4567', '3331234567'],
    ['0039 333 1234567', '3331234567'],
    ['333-123-4567', '3331234567'],
    ['333 123 4567', '3331234567'],
    ['(333) 123.4567', '3331234567'],
    ['3331234567', '3331234567'],
    ['+39 (02) 1234 5678', '0212345678'],
    ['0044 20 7946 0000', '+442079460000'],
    ['^+39 0899', '^0899'],
    ['^0899', '^0899'],
    ['+39', undefined],
    ['Esposito', undefined],
  ])('%s → %s', (text, want) => {
    expect(phoneNumberKey(text)).toBe(want);
  });
});
