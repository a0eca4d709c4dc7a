import type { DateRange } from '@centralino/schemas';
import { formatLocalDate, startOfNextZonedDay, zonedParts, zonedTimeToInstant } from '@centralino/schemas';
import type { z } from 'zod';
import { ApiError } from '../../app/api-error.js';
import { messages } from '../../app/messages.js';

/** The period a call list covers: instants for the query, local labels for `filters.date_range`. */
export interface CallRange {
  /** First instant included (local 00:00:00 of the first day). */
  from: Date;
  /** First instant excluded (local 00:00:00 after the last day; 23, 24 or 25 hours after a day's start). */
  until: Date;
  /** As reported in `filters.date_range`. */
  label: z.infer<typeof DateRange>;
}

/**
 * The days a call list covers, in the account's time zone: yesterday 00:00:00 to today 23:59:59 by default, or
 * the whole of `date` (`YYYY-MM-DD`, already checked as a real date by the contract). A date after today (in
 * that zone) is refused with 400 `messages.futureDate`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (7–10 and Limits "Call list dates")
 */
export function resolveCallRange(now: Date, timeZone: string, date?: string): CallRange {
  const today = formatLocalDate(now, timeZone);
  if (date === undefined) {
    const { year, month, day } = zonedParts(now, timeZone);
    const yesterday = new Date(Date.UTC(year, month - 1, day - 1));
    const from = zonedTimeToInstant(
      { year: yesterday.getUTCFullYear(), month: yesterday.getUTCMonth() + 1, day: yesterday.getUTCDate() },
      timeZone,
    );
    return {
      from,
      until: startOfNextZonedDay(now, timeZone),
      label: {
        start: `${formatLocalDate(from, timeZone)} 00:00:00`,
        end: `${today} 23:59:59`,
        description: 'Oggi e ieri',
      },
    };
  }
  // Both are zero-padded YYYY-MM-DD, so text order is date order.
  if (date > today) throw new ApiError(400, messages.futureDate);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const from = zonedTimeToInstant({ year, month, day }, timeZone);
  return {
    from,
    until: startOfNextZonedDay(from, timeZone),
    label: {
      start: `${date} 00:00:00`,
      end: `${date} 23:59:59`,
      description: `Giorno ${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
    },
  };
}
