import { formatLocalDate, startOfNextZonedDay } from '@centralino/schemas';

/** The calendar day containing an instant, as seen in a time zone. */
export interface LocalDay {
  /** `YYYY-MM-DD` in the time zone. */
  date: string;
  /** Epoch ms of the next local midnight (the first instant of the following day). */
  endsAt: number;
}

/**
 * The local day of `nowMs` in `timeZone` and when it ends, DST-aware (23- and 25-hour days, and zones whose
 * clocks skip midnight). The PBX counts its daily limit per calendar day in the account's time zone.
 * @see pbx-api-reference.md#limits
 */
export function localDay(nowMs: number, timeZone: string): LocalDay {
  const now = new Date(nowMs);
  return { date: formatLocalDate(now, timeZone), endsAt: startOfNextZonedDay(now, timeZone).getTime() };
}
