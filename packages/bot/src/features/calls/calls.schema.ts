import { DateString } from '@centralino/schemas';
import { z } from 'zod';
import { Page } from '../../work/operations/operation-fields.js';

/** `/calls [in|out] [date] [search]`. */
export const CallsList = z.strictObject({
  type: z.literal('calls.list'),
  direction: z.enum(['in', 'out']),
  date: DateString.optional(),
  search: z.string().min(1).max(50).optional(),
  page: Page,
  /**
   * `/calls settimana`: the last `days` days (today included), one cached read per day, instead of one date.
   * The exchange lists a day at a time (or today and yesterday): a period is several reads.
   */
  days: z.int().min(2).max(7).optional(),
});

/**
 * `/calls De Luca`: the exchange searches calls by number only, so a name is looked up among the contacts the
 * bot has read; one found: its calls (searched by its number); else the answer says how to search.
 */
export const CallsByName = z.strictObject({
  type: z.literal('calls.by-name'),
  direction: z.enum(['in', 'out']),
  date: DateString.optional(),
  name: z.string().min(1).max(80),
  days: z.int().min(2).max(7).optional(),
});

/** The operations of `/calls`. */
export const callsOperations = [CallsList, CallsByName] as const;
export type CallsOperation = z.output<typeof CallsList>;
export type CallsByNameOperation = z.output<typeof CallsByName>;
