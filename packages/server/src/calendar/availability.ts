import type { AvailabilitySlot } from '@centralino/schemas';
import {
  addDays,
  datesBetween,
  earlierDate,
  formatUtc,
  isoWeekday,
  localInstant,
  localLabel,
  localToday,
} from './local-date.js';

/** What the availability rules need to know about an appointment type. */
export interface SlotRules {
  durationMinutes: number;
  /** Bookings one calendar takes at the same time: seats `0 … capacity − 1`. */
  capacity: number;
  minNoticeMinutes: number;
  /** Last bookable day: today + `horizonDays` (local dates). */
  horizonDays: number;
}

/** One weekly opening interval of a calendar (`HH:MM`, local). */
export interface OpeningInterval {
  calendarId: number;
  weekday: number;
  startTime: string;
  endTime: string;
}

/** A blocked interval; `calendarId` null blocks every calendar. */
export interface BusyInterval {
  calendarId: number | null;
  start: Date;
  end: Date;
}

/** A confirmed booking holding seat `slot` of a calendar. */
export interface SeatTaken {
  calendarId: number;
  slot: number;
  start: Date;
  end: Date;
}

export interface OpenSlotsInput {
  rules: SlotRules;
  calendarIds: readonly number[];
  /** Local dates, both included. */
  from: string;
  to: string;
  timeZone: string;
  now: Date;
  openingHours: readonly OpeningInterval[];
  blocks: readonly BusyInterval[];
  bookings: readonly SeatTaken[];
}

/** A bookable time of one calendar, with the seats still free (lowest first). */
export interface OpenSlot {
  calendarId: number;
  date: string;
  time: string;
  endTime: string;
  start: Date;
  end: Date;
  freeSeats: number[];
}

const MINUTE = 60_000;

function overlaps(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The bookable times of an appointment type on its calendars, day by day: opening hours minus blocks (holidays
 * included), full slots (every seat taken), times inside the advance notice and days beyond the horizon.
 *
 * Slots start every `durationMinutes` from the start of each opening interval and must end within it. The step
 * is in real minutes, so across a DST change a slot keeps its true length (on 2026-03-29 in Europe/Rome an
 * hour-long slot from 01:00 ends at 03:00). A slot whose local date and time would name another instant (the
 * second pass of a repeated hour) is left out: a booking names its time as `date` + `time`, so it could not be
 * booked. Pure: the same input gives the same slots, which is what the booking check relies on.
 * @see ../../../shared/pbx-api-reference.md#endpoints (endpoints 27 and 31)
 */
export function openSlots(input: OpenSlotsInput): OpenSlot[] {
  const { rules, timeZone } = input;
  const earliest = input.now.getTime() + rules.minNoticeMinutes * MINUTE;
  const lastDate = addDays(localToday(input.now, timeZone), rules.horizonDays);
  const lastDay = earlierDate(input.to, lastDate);
  const durationMs = rules.durationMinutes * MINUTE;
  const out: OpenSlot[] = [];
  const seen = new Set<string>();

  for (const date of datesBetween(input.from, lastDay)) {
    const weekday = isoWeekday(date);
    for (const calendarId of input.calendarIds) {
      const intervals = input.openingHours.filter(
        (h) => h.calendarId === calendarId && h.weekday === weekday,
      );
      const blocks = input.blocks.filter((b) => b.calendarId === null || b.calendarId === calendarId);
      const bookings = input.bookings.filter((b) => b.calendarId === calendarId);
      for (const interval of intervals) {
        const intervalEnd = localInstant(date, interval.endTime, timeZone).getTime();
        // Slots start every `durationMinutes` from the interval's start and must end by its end.
        for (
          let startMs = localInstant(date, interval.startTime, timeZone).getTime();
          startMs + durationMs <= intervalEnd;
          startMs += durationMs
        ) {
          if (startMs < earliest) continue;
          const slot = { start: new Date(startMs), end: new Date(startMs + durationMs) };
          const label = localLabel(slot.start, timeZone);
          if (label.date !== date || localInstant(label.date, label.time, timeZone).getTime() !== startMs)
            continue;
          const key = `${calendarId}@${startMs}`;
          if (seen.has(key)) continue;
          if (blocks.some((block) => overlaps(block, slot))) continue;
          const taken = new Set(bookings.filter((b) => overlaps(b, slot)).map((b) => b.slot));
          const freeSeats: number[] = [];
          for (let seat = 0; seat < rules.capacity; seat++) if (!taken.has(seat)) freeSeats.push(seat);
          if (freeSeats.length === 0) continue;
          seen.add(key);
          out.push({
            calendarId,
            date,
            time: label.time,
            endTime: localLabel(slot.end, timeZone).time,
            ...slot,
            freeSeats,
          });
        }
      }
    }
  }
  return out;
}

/**
 * The availability items: one per start time, listing the calendars with room at that time and how many
 * places each has left, in time order.
 */
export function availabilityItems(
  slots: readonly OpenSlot[],
  slugOf: (calendarId: number) => string,
): AvailabilitySlot[] {
  const byStart = new Map<string, AvailabilitySlot>();
  const sorted = [...slots].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
  for (const slot of sorted) {
    const key = `${slot.start.getTime()}-${slot.end.getTime()}`;
    let item = byStart.get(key);
    if (!item) {
      item = {
        date: slot.date,
        time: slot.time,
        end_time: slot.endTime,
        starts_at_utc: formatUtc(slot.start),
        ends_at_utc: formatUtc(slot.end),
        calendars: [],
      };
      byStart.set(key, item);
    }
    item.calendars.push({ slug: slugOf(slot.calendarId), remaining: slot.freeSeats.length });
  }
  for (const item of byStart.values()) item.calendars.sort((a, b) => a.slug.localeCompare(b.slug));
  return [...byStart.values()];
}
