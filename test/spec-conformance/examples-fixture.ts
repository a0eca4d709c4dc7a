import type { AccountFixtureInput } from '@centralino/schemas';

/**
 * The sandbox clock of the examples: Monday 16 March 2026, 08:00 in Rome, the day the spec's examples book and
 * read (`date`, `from` = 2026-03-16; a booking at 09:30).
 */
export const EXAMPLES_NOW = new Date('2026-03-16T07:00:00Z');

/**
 * An exchange holding every record the spec's examples name, so that a request built from the examples alone
 * succeeds: extension `201`, queue `assistenza`, switch 3, contact 7, blacklist `spam` (its first entry is id 1
 * in a fresh database), calendar `dott-bianchi` with the single event `consulenza` open on Monday mornings (two places a
 * slot: the example books it once as new, once replayed), and a manual block (id 1) the delete example removes.
 */
export function examplesFixture(): Omit<AccountFixtureInput, 'context'> {
  return {
    calendar_enabled: true,
    extensions: [
      { internal_number: '201', description: 'Reception' },
      { internal_number: '202', description: 'Assistenza' },
    ],
    queues: [{ queue_name: 'assistenza', members: [{ extension: '201' }, { extension: '202' }] }],
    voip_numbers: [{ number: '0612345678', provider: 'VIRTUAL' }],
    switches: [{ id: 3, description: 'Chiusura ufficio', activation: '*13' }],
    contacts: [{ id: 7, number: '+390612345678', name: 'Studio Rossi' }],
    blacklists: [
      { name: 'spam', numbers: [{ number: '+39021234567', description: 'Call center' }], used_by_rules: [] },
    ],
    calendars: [{ slug: 'dott-bianchi', name: 'Dott.ssa Bianchi' }],
    events: [
      {
        slug: 'consulenza',
        name: 'Consulenza',
        duration_minutes: 30,
        calendars: ['dott-bianchi'],
        capacity: 2,
        min_notice_minutes: 0,
        horizon_days: 60,
      },
    ],
    opening_hours: [{ calendar: 'dott-bianchi', weekday: 1, start: '09:00', end: '13:00' }],
    blocks: [{ calendar: 'dott-bianchi', date: '2026-03-17', start_time: '09:00', end_time: '10:00' }],
  };
}
