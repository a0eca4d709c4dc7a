import type { CreateBookingRequest } from '@centralino/schemas';
import { calendarError } from './calendar-error.js';
import { isLocalDate, isLocalTime } from './local-date.js';

/** A booking request with its required fields present and well formed. */
export interface BookingRequest {
  event: string;
  name: string;
  date: string;
  time: string;
  calendar: string | undefined;
  phone: string | undefined;
  email: string | undefined;
  notes: string | undefined;
}

/** Trimmed value; empty or blank counts as absent. */
function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Absent, `null`, or a string holding only blanks: what the reference calls a missing field. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const REQUIRED = [
  ['event', 'missing_event'],
  ['name', 'missing_name'],
  ['date', 'missing_date'],
  ['time', 'missing_time'],
] as const;

/**
 * Checks the required fields of a booking body as sent, before the contract's schema reads it: 422
 * `missing_event`, `missing_name`, `missing_date`, `missing_time` in that order (absent, `null` or blank), then
 * `invalid_date` (not a real `YYYY-MM-DD`) and `invalid_time` (not a 24-hour `HH:MM`). Anything else (a body
 * that is not an object, a field of the wrong type) is left to the schema.
 * @see ../../../shared/pbx-api-reference.md#conditions
 */
export function checkRequiredBookingFields(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [field, code] of REQUIRED) if (isMissing(fields[field])) throw calendarError(422, code);
  if (typeof fields.date === 'string' && !isLocalDate(fields.date)) throw calendarError(422, 'invalid_date');
  if (typeof fields.time === 'string' && !isLocalTime(fields.time)) throw calendarError(422, 'invalid_time');
}

/** A booking body the contract accepted, trimmed; blank optional fields count as absent. */
export function toBookingRequest(body: CreateBookingRequest): BookingRequest {
  return {
    event: body.event.trim(),
    name: body.name.trim(),
    date: body.date,
    time: body.time,
    calendar: present(body.calendar),
    phone: present(body.phone),
    email: present(body.email),
    notes: present(body.notes),
  };
}
