import { z } from 'zod';
import { MAX_PAGE, messages } from './messages.js';

/**
 * Field rules of the reference's Limits table, written once and reused by the server (validation),
 * the spec (constraints) and the bot (command parsing).
 * @see pbx-api-reference.md#limits
 */

/** Holds a character other than a blank: what a field trimmed by the server needs to be non-empty. */
export const NOT_BLANK = /\S/;

/** Blacklist name: 1–50 chars, letters, digits, `_`, `-`. */
export const BlacklistName = z
  .string()
  .min(1)
  .max(50, { error: messages.blacklistNameTooLong })
  .regex(/^[A-Za-z0-9_-]+$/, { error: messages.blacklistNameInvalid })
  .meta({
    id: 'BlacklistName',
    description: '1 to 50 chars; letters, digits, `_`, `-` only.',
    example: 'spam',
  });

/** Blacklist number: ≤ 25 chars; digits, `+`, `*`, `#`; optional leading `^` (prefix block). */
export const BlacklistNumberValue = z
  .string()
  .min(1)
  .max(25)
  .regex(/^\^?[0-9+*#]+$/, { error: messages.blacklistNumberInvalid })
  .meta({
    id: 'BlacklistNumberValue',
    description:
      'Max 25 chars; digits, `+`, `*`, `#`. A leading `^` makes it a prefix block: it blocks every number ' +
      'starting with the digits after it.',
    example: '+39021234567',
  });

/** Description of a blacklist entry: ≤ 100 chars. */
export const EntryDescription = z
  .string()
  .max(100)
  .meta({ description: 'Max 100 chars.', example: 'Call center molesto' });

/** Contact number: 1–25 chars, unique in the directory. */
export const ContactNumber = z.string().trim().min(1).max(25).regex(NOT_BLANK).meta({
  description: 'Max 25 chars, not blank (trimmed); unique in the directory.',
  example: '+390612345678',
});

/** Contact name: 1–80 chars. */
export const ContactName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(NOT_BLANK)
  .meta({ description: 'Max 80 chars, not blank (trimmed).', example: 'Studio Rossi' });

/** Contact company: ≤ 50 chars. */
export const ContactCompany = z
  .string()
  .max(50)
  .meta({ description: 'Max 50 chars.', example: 'Rossi & Associati' });

/** Contact notes: ≤ 255 chars. */
export const ContactNotes = z
  .string()
  .max(255)
  .meta({ description: 'Max 255 chars.', example: 'Richiamare dopo le 15' });

/** Call list `page`: integer ≥ 1, default 1. */
export const PageParam = z.coerce
  .number<string>({ error: messages.invalidPage })
  .int({ error: messages.invalidPage })
  .min(1, { error: messages.invalidPage })
  .max(MAX_PAGE, { error: messages.invalidPage })
  .default(1)
  .meta({ description: `Page number, from 1 to ${MAX_PAGE}.`, example: 1 });

/** Call list `limit`: integer 1–500, default 200. */
export const LimitParam = z.coerce
  .number<string>({ error: messages.invalidLimit })
  .int({ error: messages.invalidLimit })
  .min(1, { error: messages.invalidLimit })
  .max(500, { error: messages.invalidLimit })
  .default(200)
  .meta({ description: 'Page size, max 500.', example: 200 });

/** `Idempotency-Key` header of bookings: 1–200 chars. */
export const IdempotencyKey = z
  .string()
  .min(1, { error: 'Idempotency-Key vuota' })
  .max(200, { error: 'Idempotency-Key troppo lunga: massimo 200 caratteri' })
  .meta({
    description: 'Max 200 chars; unique per account, kept at least 24 hours.',
    example: 'slack-T1-V42-x7',
  });

/** The digits of a number (how the exchange counts "at least 6 digits"). */
export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/**
 * Cleans a dialled number as the exchange does: keeps the digits and a leading `+`, drops the rest
 * (spaces, dots, dashes, slashes, brackets).
 * @see pbx-api-reference.md "Rules per endpoint" 1
 */
export function cleanDialNumber(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
