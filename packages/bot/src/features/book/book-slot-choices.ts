import type { AvailabilitySlot, CalendarEvent } from '@centralino/schemas';

/** One thing that can be booked: a start time, and the calendar when the booker has to choose one. */
export interface SlotChoice {
  time: string;
  end: string;
  /** Set for a type with several calendars (the API asks which: `calendar_required`). */
  calendar?: string;
}

/** True when a booking of this type must name its calendar (the API refuses it otherwise). */
export function namesCalendar(event: Pick<CalendarEvent, 'calendars'>): boolean {
  return event.calendars.length > 1;
}

/**
 * What can be booked on a day, from the availability's per-calendar data: one choice per free time, or, for a
 * type whose booking names a calendar, one per calendar free at that time — never a calendar that is busy then.
 * @see pbx-api-reference.md endpoint 31
 */
export function slotChoices(slots: readonly AvailabilitySlot[], perCalendar: boolean): SlotChoice[] {
  return slots.flatMap((s): SlotChoice[] =>
    perCalendar
      ? s.calendars.map((c) => ({ time: s.time, end: s.end_time, calendar: c.slug }))
      : [{ time: s.time, end: s.end_time }],
  );
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The `count` choices nearest to `time` (either side; on a tie the earlier first), in time order, leaving out
 * the one just refused.
 */
export function nearestChoices(
  choices: readonly SlotChoice[],
  time: string,
  count: number,
  refused?: { time: string; calendar?: string | undefined },
): SlotChoice[] {
  const target = minutes(time);
  return choices
    .filter(
      (c) => !(refused && c.time === refused.time && (!refused.calendar || c.calendar === refused.calendar)),
    )
    .map((c, index) => ({ c, index, distance: Math.abs(minutes(c.time) - target) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((x) => x.c);
}

/** The value of a choice in the form's select and buttons: `09:30`, or `09:30|verdi` with a calendar. */
export function choiceValue(choice: Pick<SlotChoice, 'time' | 'calendar'>): string {
  return choice.calendar ? `${choice.time}|${choice.calendar}` : choice.time;
}

/** The time and calendar of a value made by {@link choiceValue}. */
export function readChoiceValue(value: string): { time: string; calendar?: string } {
  const [time = '', calendar] = value.split('|', 2);
  return calendar ? { time, calendar } : { time };
}
