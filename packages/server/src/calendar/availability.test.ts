import { describe, expect, it } from 'vitest';
import {
  availabilityItems,
  type BusyInterval,
  type OpeningInterval,
  type OpenSlotsInput,
  openSlots,
  type SeatTaken,
  type SlotRules,
} from './availability.js';
import { localInstant } from './local-date.js';

const TZ = 'Europe/Rome';
const MONDAY = '2025-06-02';
const at = (time: string, date = MONDAY) => localInstant(date, time, TZ);
const hours = (weekday: number, startTime: string, endTime: string, calendarId = 1): OpeningInterval => ({
  calendarId,
  weekday,
  startTime,
  endTime,
});
const block = (from: string, to: string, calendarId: number | null = 1, date = MONDAY): BusyInterval => ({
  calendarId,
  start: at(from, date),
  end: at(to, date),
});
const seat = (from: string, to: string, slot = 0, calendarId = 1): SeatTaken => ({
  calendarId,
  slot,
  start: at(from),
  end: at(to),
});

function input(
  overrides: Partial<Omit<OpenSlotsInput, 'rules'>> & { rules?: Partial<SlotRules> },
): OpenSlotsInput {
  return {
    calendarIds: [1],
    from: MONDAY,
    to: MONDAY,
    timeZone: TZ,
    now: at('08:00'),
    openingHours: [hours(1, '09:00', '11:00')],
    blocks: [],
    bookings: [],
    ...overrides,
    rules: { durationMinutes: 30, capacity: 1, minNoticeMinutes: 0, horizonDays: 30, ...overrides.rules },
  };
}

const times = (given: OpenSlotsInput) => openSlots(given).map((s) => s.time);

describe('openSlots', () => {
  it.each<[string, { given: OpenSlotsInput; want: string[] }]>([
    [
      'steps by the duration from the interval start',
      { given: input({}), want: ['09:00', '09:30', '10:00', '10:30'] },
    ],
    [
      'keeps only slots that end within the interval',
      { given: input({ rules: { durationMinutes: 45 } }), want: ['09:00', '09:45'] },
    ],
    [
      'restarts the grid at each interval (lunch break)',
      {
        given: input({ openingHours: [hours(1, '09:00', '10:00'), hours(1, '14:10', '15:10')] }),
        want: ['09:00', '09:30', '14:10', '14:40'],
      },
    ],
    ['is empty on a closed weekday', { given: input({ from: '2025-06-03', to: '2025-06-03' }), want: [] }],
    [
      'drops slots overlapping a block of the calendar',
      { given: input({ blocks: [block('09:15', '10:00')] }), want: ['10:00', '10:30'] },
    ],
    [
      'drops slots overlapping an account-wide block',
      { given: input({ blocks: [block('10:30', '10:31', null)] }), want: ['09:00', '09:30', '10:00'] },
    ],
    [
      'ignores blocks of other calendars',
      { given: input({ blocks: [block('09:00', '11:00', 2)] }), want: ['09:00', '09:30', '10:00', '10:30'] },
    ],
    [
      'is empty on a whole-day holiday block',
      {
        given: input({ blocks: [{ calendarId: 1, start: at('00:00'), end: at('00:00', '2025-06-03') }] }),
        want: [],
      },
    ],
    [
      'drops a full slot (capacity 1)',
      { given: input({ bookings: [seat('09:30', '10:00')] }), want: ['09:00', '10:00', '10:30'] },
    ],
    [
      'drops every slot a longer booking overlaps',
      { given: input({ bookings: [seat('09:45', '10:15')] }), want: ['09:00', '10:30'] },
    ],
    [
      'keeps a slot of capacity 2 with one seat taken',
      {
        given: input({ rules: { capacity: 2 }, bookings: [seat('09:00', '09:30', 0)] }),
        want: ['09:00', '09:30', '10:00', '10:30'],
      },
    ],
    [
      'drops a slot of capacity 2 with both seats taken',
      {
        given: input({
          rules: { capacity: 2 },
          bookings: [seat('09:00', '09:30', 0), seat('09:00', '09:30', 1)],
        }),
        want: ['09:30', '10:00', '10:30'],
      },
    ],
    [
      'ignores seats beyond the capacity',
      { given: input({ bookings: [seat('09:00', '09:30', 1)] }), want: ['09:00', '09:30', '10:00', '10:30'] },
    ],
    [
      'drops times inside the advance notice',
      { given: input({ rules: { minNoticeMinutes: 90 } }), want: ['09:30', '10:00', '10:30'] },
    ],
    [
      'accepts a time exactly at the end of the notice',
      { given: input({ rules: { minNoticeMinutes: 60 } }), want: ['09:00', '09:30', '10:00', '10:30'] },
    ],
    ['drops past times of today', { given: input({ now: at('10:10') }), want: ['10:30'] }],
    [
      'drops days beyond the horizon',
      { given: input({ from: '2025-06-09', to: '2025-06-09', rules: { horizonDays: 6 } }), want: [] },
    ],
    [
      'keeps the last day of the horizon',
      {
        given: input({ from: '2025-06-09', to: '2025-06-09', rules: { horizonDays: 7 } }),
        want: ['09:00', '09:30', '10:00', '10:30'],
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(times(given)).toEqual(want);
  });

  it('lists the free seats, lowest first', () => {
    const slots = openSlots(input({ rules: { capacity: 3 }, bookings: [seat('09:00', '09:30', 0)] }));
    expect(slots[0]).toMatchObject({ time: '09:00', freeSeats: [1, 2] });
    expect(slots[1]).toMatchObject({ time: '09:30', freeSeats: [0, 1, 2] });
  });

  it('covers each day of a range, on several calendars', () => {
    const slots = openSlots(
      input({
        calendarIds: [1, 2],
        from: '2025-06-02',
        to: '2025-06-04',
        rules: { durationMinutes: 60 },
        openingHours: [
          hours(1, '09:00', '10:00', 1),
          hours(3, '09:00', '10:00', 2),
          hours(3, '15:00', '16:00', 1),
        ],
      }),
    );
    expect(slots.map((s) => `${s.date} ${s.time} #${s.calendarId}`)).toEqual([
      '2025-06-02 09:00 #1',
      '2025-06-04 15:00 #1',
      '2025-06-04 09:00 #2',
    ]);
  });

  describe('across DST changes in Europe/Rome', () => {
    const day = (date: string, weekday: number, start: string, end: string, durationMinutes = 60) =>
      openSlots(
        input({
          from: date,
          to: date,
          now: at('00:00', '2026-03-01'),
          rules: { durationMinutes, horizonDays: 365 },
          openingHours: [hours(weekday, start, end)],
        }),
      ).map((s) => ({ time: s.time, end: s.endTime, utc: s.start.toISOString() }));

    it.each([
      ['2026-03-28', 6, '2026-03-28T08:00:00.000Z'],
      ['2026-03-29', 7, '2026-03-29T07:00:00.000Z'],
      ['2026-10-24', 6, '2026-10-24T07:00:00.000Z'],
      ['2026-10-25', 7, '2026-10-25T08:00:00.000Z'],
    ])('09:00 on %s is the right instant', (date, weekday, utc) => {
      expect(day(date, weekday, '09:00', '10:00')).toEqual([{ time: '09:00', end: '10:00', utc }]);
    });

    it('keeps real durations over the skipped hour (29 March)', () => {
      expect(day('2026-03-29', 7, '01:00', '04:00')).toEqual([
        { time: '01:00', end: '03:00', utc: '2026-03-29T00:00:00.000Z' },
        { time: '03:00', end: '04:00', utc: '2026-03-29T01:00:00.000Z' },
      ]);
    });

    it('leaves out the second pass of the repeated hour (25 October)', () => {
      expect(day('2026-10-25', 7, '01:00', '04:00')).toEqual([
        { time: '01:00', end: '02:00', utc: '2026-10-24T23:00:00.000Z' },
        { time: '02:00', end: '02:00', utc: '2026-10-25T00:00:00.000Z' },
        { time: '03:00', end: '04:00', utc: '2026-10-25T02:00:00.000Z' },
      ]);
    });
  });
});

describe('availabilityItems', () => {
  it('merges calendars by start time, in time order, with the places left', () => {
    const slots = openSlots(
      input({
        calendarIds: [1, 2],
        rules: { capacity: 2, durationMinutes: 60 },
        openingHours: [hours(1, '10:00', '11:00', 1), hours(1, '09:00', '11:00', 2)],
        bookings: [seat('10:00', '11:00', 0, 2)],
      }),
    );
    const items = availabilityItems(slots, (id) => (id === 1 ? 'rossi' : 'bianchi'));
    expect(items).toEqual([
      {
        date: MONDAY,
        time: '09:00',
        end_time: '10:00',
        starts_at_utc: '2025-06-02T07:00:00Z',
        ends_at_utc: '2025-06-02T08:00:00Z',
        calendars: [{ slug: 'bianchi', remaining: 2 }],
      },
      {
        date: MONDAY,
        time: '10:00',
        end_time: '11:00',
        starts_at_utc: '2025-06-02T08:00:00Z',
        ends_at_utc: '2025-06-02T09:00:00Z',
        calendars: [
          { slug: 'bianchi', remaining: 1 },
          { slug: 'rossi', remaining: 2 },
        ],
      },
    ]);
  });
});
