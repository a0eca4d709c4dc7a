import { type AccountFixture, uniqueId } from './pbx-sandbox.js';

/** Numbers of the fixture exchange, for assertions. */
export const FIXTURE = {
  today: '2025-06-02',
  yesterday: '2025-06-01',
  queue: 'supporto',
  extensions: ['101', '102'],
  /** The account's VoIP numbers; the 7 inbound calls of yesterday go 3/3/1 to them. */
  numbers: ['0612345678', '0287654321', '0555123456'],
  blacklist: 'spam',
  calendar: 'dott-rossi',
  event: 'consulenza',
} as const;

/**
 * A whole exchange for one account, dated around the test clock (Monday 2 June 2025, 12:00 in Rome): two
 * extensions, a queue, three VoIP numbers, a switch, a contact, a blacklist, 7 inbound calls yesterday and 2
 * today, 4 outbound calls yesterday, and a calendar open on weekdays with one manual block.
 */
export function richFixture(): { fixture: AccountFixture; switchId: number; contactId: number } {
  const switchId = uniqueId();
  const contactId = uniqueId();
  const [n1, n2, n3] = FIXTURE.numbers;
  const yesterdayCalls = [n1, n2, n1, n2, n1, n2, n3].map((destination, i) => ({
    direction: 'inbound' as const,
    calldate: `${FIXTURE.yesterday} ${String(9 + i).padStart(2, '0')}:15:00`,
    caller_number: `33312345${i}0`,
    caller_id: `Cliente ${i}`,
    destination,
    status: i % 3 === 2 ? ('not_answered' as const) : ('answered' as const),
    total_duration: i % 3 === 2 ? 0 : 60 + i,
  }));
  const fixture: AccountFixture = {
    calendar_enabled: true,
    extensions: [
      { internal_number: '101', description: 'Reception' },
      { internal_number: '102', description: 'Amministrazione', status: 'OFFLINE' },
    ],
    queues: [
      {
        queue_name: FIXTURE.queue,
        strategy: 'ringall',
        members: [{ extension: '101' }, { extension: '102' }],
      },
    ],
    voip_numbers: [
      { number: n1, provider: 'SBC' },
      { number: n2, provider: 'VIRTUAL' },
      { number: n3, provider: 'SBC' },
    ],
    switches: [{ id: switchId, description: 'Chiusura serale', activation: '*11', status: 1 }],
    contacts: [{ id: contactId, number: '3331234567', name: 'Mario Rossi', company: 'Rossi srl' }],
    blacklists: [
      { name: FIXTURE.blacklist, numbers: [{ number: '^0899', description: 'Numeri a pagamento' }] },
    ],
    calls: [
      ...yesterdayCalls,
      {
        direction: 'inbound',
        calldate: `${FIXTURE.today} 09:30:00`,
        caller_number: '3330000001',
        destination: n1,
        status: 'answered',
        total_duration: 30,
      },
      {
        direction: 'inbound',
        calldate: `${FIXTURE.today} 10:30:00`,
        caller_number: '3330000002',
        destination: n3,
        status: 'abandoned',
      },
      ...['101', '102', '101', '102'].map((source, i) => ({
        direction: 'outbound' as const,
        calldate: `${FIXTURE.yesterday} 1${i}:00:00`,
        source,
        destination: `02999000${i}`,
        billsec: 20 * i,
        disposition: i === 3 ? ('NO ANSWER' as const) : ('ANSWERED' as const),
      })),
    ],
    calendars: [{ slug: FIXTURE.calendar, name: 'Dott. Rossi' }],
    events: [
      { slug: FIXTURE.event, name: 'Consulenza', duration_minutes: 30, calendars: [FIXTURE.calendar] },
    ],
    opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
      calendar: FIXTURE.calendar,
      weekday,
      start: '09:00',
      end: '13:00',
    })),
    blocks: [
      {
        calendar: FIXTURE.calendar,
        date: '2025-06-04',
        start_time: '09:00',
        end_time: '10:00',
        reason: 'Riunione',
      },
    ],
  };
  return { fixture, switchId, contactId };
}
