import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BlacklistName,
  BlacklistNumberValue,
  ContactCompany,
  ContactName,
  ContactNotes,
  ContactNumber,
  cleanDialNumber,
  EntryDescription,
  IdempotencyKey,
  LimitParam,
  PageParam,
} from './field-rules.schema.js';
import { DateString, TimeString, Timestamp } from './formats.schema.js';

type Case = readonly [name: string, schema: z.ZodType, input: unknown, valid: boolean];

const cases: Case[] = [
  ['blacklist name: letters', BlacklistName, 'spam', true],
  ['blacklist name: digits _ -', BlacklistName, 'call_center-2', true],
  ['blacklist name: 50 chars', BlacklistName, 'a'.repeat(50), true],
  ['blacklist name: 51 chars', BlacklistName, 'a'.repeat(51), false],
  ['blacklist name: empty', BlacklistName, '', false],
  ['blacklist name: space', BlacklistName, 'call center', false],
  ['blacklist name: dot', BlacklistName, 'spam.it', false],
  ['blacklist name: accent', BlacklistName, 'città', false],
  ['blacklist number: digits', BlacklistNumberValue, '021234567', true],
  ['blacklist number: plus', BlacklistNumberValue, '+39021234567', true],
  ['blacklist number: star hash', BlacklistNumberValue, '*31#', true],
  ['blacklist number: prefix', BlacklistNumberValue, '^0899', true],
  ['blacklist number: 25 chars', BlacklistNumberValue, '1'.repeat(25), true],
  ['blacklist number: 26 chars', BlacklistNumberValue, '1'.repeat(26), false],
  ['blacklist number: caret inside', BlacklistNumberValue, '02^123', false],
  ['blacklist number: caret only', BlacklistNumberValue, '^', false],
  ['blacklist number: letters', BlacklistNumberValue, '02abc', false],
  ['blacklist number: space', BlacklistNumberValue, '02 1234', false],
  ['blacklist number: dash', BlacklistNumberValue, '02-1234', false],
  ['description: 100 chars', EntryDescription, 'd'.repeat(100), true],
  ['description: 101 chars', EntryDescription, 'd'.repeat(101), false],
  ['contact number: 25', ContactNumber, '1'.repeat(25), true],
  ['contact number: 26', ContactNumber, '1'.repeat(26), false],
  ['contact name: 80', ContactName, 'n'.repeat(80), true],
  ['contact name: 81', ContactName, 'n'.repeat(81), false],
  ['contact name: empty', ContactName, '', false],
  ['contact company: 50', ContactCompany, 'c'.repeat(50), true],
  ['contact company: 51', ContactCompany, 'c'.repeat(51), false],
  ['contact notes: 255', ContactNotes, 'x'.repeat(255), true],
  ['contact notes: 256', ContactNotes, 'x'.repeat(256), false],
  ['date: valid', DateString, '2026-03-16', true],
  ['date: leap day', DateString, '2028-02-29', true],
  ['date: not a leap day', DateString, '2026-02-29', false],
  ['date: month 13', DateString, '2026-13-01', false],
  ['date: slashes', DateString, '16/03/2026', false],
  ['date: no padding', DateString, '2026-3-16', false],
  ['time: valid', TimeString, '09:30', true],
  ['time: midnight', TimeString, '00:00', true],
  ['time: 23:59', TimeString, '23:59', true],
  ['time: 24:00', TimeString, '24:00', false],
  ['time: seconds', TimeString, '09:30:00', false],
  ['time: one digit hour', TimeString, '9:30', false],
  ['timestamp: valid', Timestamp, '2026-03-16 09:41:07', true],
  ['timestamp: ISO T', Timestamp, '2026-03-16T09:41:07', false],
  ['page: default', PageParam, undefined, true],
  ['page: 1', PageParam, '1', true],
  ['page: 0', PageParam, '0', false],
  ['page: text', PageParam, 'abc', false],
  ['limit: 500', LimitParam, '500', true],
  ['limit: 501', LimitParam, '501', false],
  ['limit: 0', LimitParam, '0', false],
  ['limit: fraction', LimitParam, '2.5', false],
  ['idempotency key: 200', IdempotencyKey, 'k'.repeat(200), true],
  ['idempotency key: 201', IdempotencyKey, 'k'.repeat(201), false],
  ['idempotency key: empty', IdempotencyKey, '', false],
];

describe('field rules of the reference', () => {
  it.each(cases)('%s', (_name, schema, input, valid) => {
    expect(schema.safeParse(input).success).toBe(valid);
  });

  it('limit defaults to 200 and page to 1', () => {
    expect(LimitParam.parse(undefined)).toBe(200);
    expect(PageParam.parse(undefined)).toBe(1);
  });
});

describe('cleanDialNumber', () => {
  it.each([
    ['+39 02 1234 5678', '+390212345678'],
    ['(02) 123-456', '02123456'],
    ['347.123.4567', '3471234567'],
    [' 0039 06 1234 ', '0039061234'],
  ])('%s → %s', (input, want) => {
    expect(cleanDialNumber(input)).toBe(want);
  });
});
