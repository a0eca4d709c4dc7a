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

/**
 * Checks a booking body (already shaped by the contract schema): 422 `missing_event`, `missing_name`,
 * `missing_date`, `missing_time` in that order (an empty or blank string counts as missing), then
 * `invalid_date` (`YYYY-MM-DD`, a real date) and `invalid_time` (`HH:MM`, 24 hours).
 * @see ../../../shared/pbx-api-reference.md#conditions
 */
export function checkBookingRequest(body: CreateBookingRequest): BookingRequest {
  const event = present(body.event);
  if (!event) throw calendarError(422, 'missing_event');
  const name = present(body.name);
  if (!name) throw calendarError(422, 'missing_name');
  const date = present(body.date);
  if (!date) throw calendarError(422, 'missing_date');
  const time = present(body.time);
  if (!time) throw calendarError(422, 'missing_time');
  if (!isLocalDate(date)) throw calendarError(422, 'invalid_date');
  if (!isLocalTime(time)) throw calendarError(422, 'invalid_time');
  return {
    event,
    name,
    date,
    time,
    calendar: present(body.calendar),
    phone: present(body.phone),
    email: present(body.email),
    notes: present(body.notes),
  };
}
