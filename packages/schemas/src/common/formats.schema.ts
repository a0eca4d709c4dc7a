import { z } from 'zod';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written as `YYYY-MM-DD` (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** @see pbx-api-reference.md "Calendar conventions" and endpoints 8, 10 */
export const DateString = z
  .string()
  .regex(DATE_RE, { error: 'Data non valida: usa il formato YYYY-MM-DD' })
  .refine(isCalendarDate, { error: 'Data non valida: usa il formato YYYY-MM-DD' })
  .meta({ id: 'LocalDate', description: 'A calendar date, `YYYY-MM-DD`.', example: '2026-03-16' });

/** 24-hour time of day, `HH:MM`. */
export const TimeString = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Orario non valido: usa il formato HH:MM (24 ore)' })
  .meta({ id: 'TimeOfDay', description: 'A time of day, `HH:MM`, 24 hours.', example: '09:30' });

const invalidTimestamp = 'Data e ora non valide: usa il formato YYYY-MM-DD HH:MM:SS';

/**
 * Timestamps of the non-calendar endpoints, `YYYY-MM-DD HH:MM:SS` in the exchange's local time; the date must
 * exist (no 2026-02-30).
 */
export const Timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { error: invalidTimestamp })
  .refine((value) => isCalendarDate(value.slice(0, 10)), { error: invalidTimestamp })
  .meta({
    id: 'Timestamp',
    description: 'Local date and time of the exchange, `YYYY-MM-DD HH:MM:SS`.',
    example: '2026-03-16 09:41:07',
  });

/** Call durations as text, `HH:MM:SS`. */
export const DurationHms = z
  .string()
  .regex(/^\d{2,}:[0-5]\d:[0-5]\d$/)
  .meta({ id: 'DurationHms', description: 'A duration, `HH:MM:SS`.', example: '00:03:25' });

/** Queue durations as text, `mm:ss`. */
export const DurationMs = z
  .string()
  .regex(/^\d{2,}:[0-5]\d$/)
  .meta({ id: 'DurationMs', description: 'A duration, `mm:ss`.', example: '01:05' });

/** A UTC instant, ISO 8601 with `Z` (calendar responses only). */
export const UtcInstant = z.iso
  .datetime()
  .meta({ id: 'UtcInstant', description: 'A UTC instant, ISO 8601.', example: '2026-03-16T08:30:00Z' });

/** Largest id: PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/** One spelling per id: decimal digits, no sign, no leading zero, at most 10 digits. */
const ID_RE = /^[1-9][0-9]{0,9}$/;
const invalidId = 'Identificativo non valido: deve essere un intero positivo';

/**
 * A path integer id: a positive decimal integer up to {@link MAX_ID}, written one way only. `0x1F`, `+31`,
 * `031`, `31.0`, `3.1e1` or ` 31` are refused rather than read as 31, so no resource has a second spelling. The
 * spec shows it as the integer it is.
 */
export const IdParam = z
  .string({ error: invalidId })
  .regex(ID_RE, { error: invalidId })
  .transform(Number)
  .pipe(z.int().max(MAX_ID, { error: invalidId }))
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID });
