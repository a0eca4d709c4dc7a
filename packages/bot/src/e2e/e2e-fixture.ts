import type { AccountFixtureInput } from '@centralino/schemas';

/** Today in Rome, `YYYY-MM-DD`. */
export function todayInRome(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

/** `date` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function daysAfter(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Tomorrow in Rome, `YYYY-MM-DD`. */
export function tomorrowInRome(): string {
  return daysAfter(todayInRome(), 1);
}

type CalendarPart = Pick<AccountFixtureInput, 'calendar_enabled' | 'calendars' | 'events' | 'opening_hours'>;

/** One calendar (bianchi) with one 30-minute event, open 09:00–12:00 every day, bookable at once. */
export function oneCalendar(): CalendarPart {
  return {
    calendar_enabled: true,
    calendars: [{ slug: 'bianchi', name: 'Dott.ssa Bianchi' }],
    events: [
      {
        slug: 'consulenza',
        name: 'Consulenza',
        duration_minutes: 30,
        calendars: ['bianchi'],
        min_notice_minutes: 0,
      },
    ],
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      calendar: 'bianchi',
      weekday,
      start: '09:00',
      end: '12:00',
    })),
  };
}

/**
 * Two calendars (bianchi, verdi) open 09:00–12:00 every day: a 30-minute event on bianchi and a 60-minute one
 * where the user chooses the calendar, both bookable at once.
 */
export function twoCalendars(): CalendarPart {
  return {
    calendar_enabled: true,
    calendars: [
      { slug: 'bianchi', name: 'Dott.ssa Bianchi' },
      { slug: 'verdi', name: 'Dott. Verdi' },
    ],
    events: [
      {
        slug: 'consulenza',
        name: 'Consulenza',
        duration_minutes: 30,
        calendars: ['bianchi'],
        min_notice_minutes: 0,
      },
      {
        slug: 'visita',
        name: 'Visita',
        duration_minutes: 60,
        kind: 'choice',
        calendars: ['bianchi', 'verdi'],
        min_notice_minutes: 0,
      },
    ],
    opening_hours: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
      { calendar: 'bianchi', weekday, start: '09:00', end: '12:00' },
      { calendar: 'verdi', weekday, start: '09:00', end: '12:00' },
    ]),
  };
}

/** An exchange with a bit of everything, and limits high enough not to matter. */
export function richAccount(
  overrides: Partial<AccountFixtureInput> = {},
): Omit<AccountFixtureInput, 'context'> {
  const today = todayInRome();
  // ids are unique in the whole database (accounts share it)
  const id = 1000 + Math.floor(Math.random() * 1_000_000);
  return {
    limits: { requests_per_minute: 100_000, requests_per_day: 1_000_000 },
    extensions: [
      { internal_number: '201', description: 'Anna Reception' },
      { internal_number: '202', description: 'Bruno', status: 'OFFLINE' },
      { internal_number: '203', description: 'Carla' },
    ],
    queues: [
      {
        queue_name: 'assistenza',
        strategy: 'leastrecent',
        members: [{ extension: '201' }, { extension: '203', paused: true }],
      },
      { queue_name: 'vendite', strategy: 'ringall', members: [{ extension: '202' }] },
    ],
    voip_numbers: [
      { number: '0287654321', provider: 'VIRTUAL', description: 'Sede' },
      { number: '0611111111', provider: 'ACME', registered: false, description: 'Filiale' },
    ],
    switches: [{ id, description: 'Chiusura per ferie', activation: '*11', status: 1 }],
    contacts: [{ id, number: '0612345678', name: 'Studio Rossi', company: 'Rossi Srl' }],
    blacklists: [
      {
        name: 'spam',
        numbers: [{ number: '0899123456', description: 'Call center' }],
        used_by_rules: ['0287654321'],
      },
      { name: 'bloccati' },
    ],
    calls: [
      {
        direction: 'inbound',
        calldate: `${today} 00:00:10`,
        caller_number: '0612345678',
        caller_id: 'Studio Rossi',
        destination: '0287654321',
        status: 'answered',
        total_duration: 125,
      },
      {
        direction: 'inbound',
        calldate: `${today} 00:00:20`,
        caller_number: '3331112222',
        destination: '0287654321',
        status: 'not_answered',
      },
      {
        direction: 'outbound',
        calldate: `${today} 00:00:30`,
        source: '201',
        destination: '0698765432',
        billsec: 42,
        disposition: 'ANSWERED',
      },
    ],
    ...overrides,
  };
}
