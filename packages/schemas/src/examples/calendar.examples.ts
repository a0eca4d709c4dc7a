import type { SuccessExamples } from './example-types.js';

/** Success bodies of the appointment calendar, as the sandbox answers them on a furnished account. */
export const calendarExamples: SuccessExamples = {
  cancelBooking: {
    200: {
      success: true,
      timezone: 'Europe/Rome',
      data: {
        id: 1,
        event: 'consulenza',
        calendar: 'dott-rossi',
        name: 'Anna Bianchi',
        phone: null,
        email: null,
        notes: null,
        date: '2025-06-03',
        time: '09:00',
        end_time: '09:30',
        starts_at_utc: '2025-06-03T07:00:00Z',
        ends_at_utc: '2025-06-03T07:30:00Z',
        status: 'cancelled',
        source: 'api',
        created_by: 'default',
        created_at: '2025-06-02T10:00:15Z',
      },
    },
  },
  createBooking: {
    200: {
      success: true,
      created: false,
      timezone: 'Europe/Rome',
      data: {
        id: 1,
        event: 'consulenza',
        calendar: 'dott-rossi',
        name: 'Anna Bianchi',
        phone: null,
        email: null,
        notes: null,
        date: '2025-06-03',
        time: '09:00',
        end_time: '09:30',
        starts_at_utc: '2025-06-03T07:00:00Z',
        ends_at_utc: '2025-06-03T07:30:00Z',
        status: 'confirmed',
        source: 'api',
        created_by: 'default',
        created_at: '2025-06-02T10:00:15Z',
      },
    },
    201: {
      success: true,
      created: true,
      timezone: 'Europe/Rome',
      data: {
        id: 1,
        event: 'consulenza',
        calendar: 'dott-rossi',
        name: 'Anna Bianchi',
        phone: null,
        email: null,
        notes: null,
        date: '2025-06-03',
        time: '09:00',
        end_time: '09:30',
        starts_at_utc: '2025-06-03T07:00:00Z',
        ends_at_utc: '2025-06-03T07:30:00Z',
        status: 'confirmed',
        source: 'api',
        created_by: 'default',
        created_at: '2025-06-02T10:00:15Z',
      },
    },
  },
  deleteBlock: {
    200: {
      success: true,
      timezone: 'Europe/Rome',
      data: {
        id: 1,
        deleted: true,
      },
    },
  },
  getAvailability: {
    200: {
      success: true,
      timezone: 'Europe/Rome',
      event: 'consulenza',
      from: '2025-06-03',
      to: '2025-06-03',
      data: [
        {
          date: '2025-06-03',
          time: '09:00',
          end_time: '09:30',
          starts_at_utc: '2025-06-03T07:00:00Z',
          ends_at_utc: '2025-06-03T07:30:00Z',
          calendars: [
            {
              slug: 'dott-rossi',
              remaining: 1,
            },
          ],
        },
        {
          date: '2025-06-03',
          time: '09:30',
          end_time: '10:00',
          starts_at_utc: '2025-06-03T07:30:00Z',
          ends_at_utc: '2025-06-03T08:00:00Z',
          calendars: [
            {
              slug: 'dott-rossi',
              remaining: 1,
            },
          ],
        },
        {
          date: '2025-06-03',
          time: '10:00',
          end_time: '10:30',
          starts_at_utc: '2025-06-03T08:00:00Z',
          ends_at_utc: '2025-06-03T08:30:00Z',
          calendars: [
            {
              slug: 'dott-rossi',
              remaining: 1,
            },
          ],
        },
      ],
      count: 3,
    },
  },
  listBlocks: {
    200: {
      success: true,
      timezone: 'Europe/Rome',
      data: [
        {
          id: 1,
          calendar: 'dott-rossi',
          date: '2025-06-04',
          start_time: '09:00',
          end_date: '2025-06-04',
          end_time: '10:00',
          starts_at_utc: '2025-06-04T07:00:00Z',
          ends_at_utc: '2025-06-04T08:00:00Z',
          reason: 'Riunione',
          source: 'manual',
        },
      ],
      count: 1,
    },
  },
  listBookings: {
    200: {
      success: true,
      timezone: 'Europe/Rome',
      data: [
        {
          id: 1,
          event: 'consulenza',
          calendar: 'dott-rossi',
          name: 'Anna Bianchi',
          phone: null,
          email: null,
          notes: null,
          date: '2025-06-03',
          time: '09:00',
          end_time: '09:30',
          starts_at_utc: '2025-06-03T07:00:00Z',
          ends_at_utc: '2025-06-03T07:30:00Z',
          status: 'confirmed',
          source: 'api',
          created_by: 'default',
          created_at: '2025-06-02T10:00:15Z',
        },
      ],
      count: 1,
    },
  },
  listCalendars: {
    200: {
      success: true,
      timezone: 'Europe/Rome',
      data: [
        {
          slug: 'dott-rossi',
          name: 'Dott. Rossi',
        },
      ],
      count: 1,
    },
  },
  listEvents: {
    200: {
      success: true,
      timezone: 'Europe/Rome',
      data: [
        {
          slug: 'consulenza',
          name: 'Consulenza',
          duration_minutes: 30,
          kind: 'single',
          calendars: ['dott-rossi'],
          capacity: 1,
          min_notice_minutes: 60,
          horizon_days: 60,
        },
      ],
      count: 1,
    },
  },
};
