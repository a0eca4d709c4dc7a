import type { AccountFixtureInput } from '@centralino/schemas';

/** Today in Rome, `YYYY-MM-DD`. */
export function todayInRome(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
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
