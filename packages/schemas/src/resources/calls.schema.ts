import { z } from 'zod';
import { LimitParam, PageParam } from '../common/field-rules.schema.js';
import { DurationHms, Timestamp } from '../common/formats.schema.js';
import { messages } from '../common/messages.js';

/** @see pbx-api-reference.md "Inbound call status" */
export const InboundStatus = z
  .enum(['answered', 'not_answered', 'abandoned'])
  .meta({ id: 'InboundStatus', description: '`abandoned` means abandoned while waiting in a queue.' });

/** @see pbx-api-reference.md "Outbound call disposition" */
export const OutboundDisposition = z
  .enum(['ANSWERED', 'NO ANSWER', 'BUSY', 'FAILED'])
  .meta({ id: 'OutboundDisposition' });

export const InboundCall = z
  .object({
    id: z.int(),
    linkedid: z.string(),
    calldate: Timestamp,
    caller_number: z.string(),
    caller_id: z.string().meta({ description: 'Caller label.' }),
    destination: z.string().meta({ description: 'The called VoIP number.' }),
    status: InboundStatus,
    answered: z.boolean(),
    abandoned: z.boolean(),
    total_duration: z
      .int()
      .min(0)
      .meta({
        description:
          'Seconds. A call a blacklist blocked on the routing rule of `destination` never reaches a queue: it is ' +
          'recorded at once as `not_answered`, `total_duration` 0, `call_legs` 1 (the vendor does not show how ' +
          'a blocked call appears in the history).',
        'x-inferred': true,
      }),
    duration_formatted: DurationHms,
    call_legs: z.int().min(0),
  })
  .meta({
    id: 'InboundCall',
    description:
      'A call is listed once it has ended; a call still in progress is in the live queues and extension ' +
      'states, not here (no record ends after now).',
  });

export const OutboundCall = z
  .object({
    calldate: Timestamp,
    caller_id: z.string(),
    source: z.string(),
    destination: z.string(),
    billsec: z.int().min(0).meta({ description: 'Seconds.' }),
    duration: DurationHms,
    disposition: OutboundDisposition,
    uniqueid: z.string(),
    provider: z.string(),
  })
  .meta({ id: 'OutboundCall' });

export const Pagination = z
  .object({
    current_page: z.int().min(1),
    total_pages: z.int().min(0),
    total_calls: z.int().min(0),
    per_page: z.int().min(1),
    showing_from: z.int().min(0).meta({ description: '1-based index of the first call shown; 0 when none.' }),
    showing_to: z.int().min(0),
  })
  .meta({ id: 'Pagination' });

export const DateRange = z
  .object({
    start: Timestamp,
    end: Timestamp,
    description: z.string().meta({ example: 'Oggi e ieri' }),
  })
  .meta({ id: 'DateRange' });

export const InboundFilters = z
  .object({
    date_range: DateRange,
    numbers: z.array(z.string()).meta({ description: 'VoIP numbers filtered on; empty means all.' }),
    search: z.string().meta({ description: 'Search text; empty when none.' }),
  })
  .meta({ id: 'InboundFilters' });

export const OutboundFilters = z
  .object({
    date_range: DateRange,
    extensions: z.array(z.string()).meta({ description: 'Extensions filtered on; empty means all.' }),
    search: z.string().meta({ description: 'Search text; empty when none.' }),
  })
  .meta({
    id: 'OutboundFilters',
    description: 'The vendor does not show the outbound `filters`; ours mirror the inbound ones.',
    'x-inferred': true,
  });

/** What a text query parameter may not hold (refused with 400, like any body field). */
const NO_UNSAFE_TEXT = 'U+0000 and lone surrogates are refused (400).';

const numbersParam = z
  .array(z.string().min(1).max(25))
  .max(100)
  .optional()
  .meta({
    description:
      'VoIP numbers to include (default all, at most 100); sent as `numbers[]=a&numbers[]=b`. ' +
      NO_UNSAFE_TEXT,
    example: ['0612345678'],
  });
const extensionsParam = z
  .array(z.string().min(1).max(80))
  .max(100)
  .optional()
  .meta({
    description:
      'Extensions to include (default all, at most 100); sent as `extensions[]=a&extensions[]=b`. ' +
      NO_UNSAFE_TEXT,
    example: ['201'],
  });
const searchParam = z
  .string()
  .max(50, { error: messages.searchTooLong })
  .optional()
  .meta({
    description: `Filters by (part of) a number; at most 50 characters. ${NO_UNSAFE_TEXT}`,
    example: '0612',
  });

export const InboundCallsQuery = z.object({
  page: PageParam,
  limit: LimitParam,
  search: searchParam,
  'numbers[]': numbersParam,
});
export const OutboundCallsQuery = z.object({
  page: PageParam,
  limit: LimitParam,
  search: searchParam,
  'extensions[]': extensionsParam,
});

export const InboundCallListResponse = z
  .object({
    success: z.literal(true),
    data: z.array(InboundCall),
    count: z.int().min(0),
    pagination: Pagination,
    filters: InboundFilters,
  })
  .meta({ id: 'InboundCallListResponse' });

export const OutboundCallListResponse = z
  .object({
    success: z.literal(true),
    data: z.array(OutboundCall),
    count: z.int().min(0),
    pagination: Pagination,
    filters: OutboundFilters,
  })
  .meta({ id: 'OutboundCallListResponse' });

export type InboundCall = z.infer<typeof InboundCall>;
export type OutboundCall = z.infer<typeof OutboundCall>;
export type Pagination = z.infer<typeof Pagination>;
