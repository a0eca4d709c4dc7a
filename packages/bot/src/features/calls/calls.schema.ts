import { DateString } from '@centralino/schemas';
import { z } from 'zod';
import { Page } from '../../operations/operation-fields.js';

/** `/calls [in|out] [date] [search]`. */
export const CallsList = z.strictObject({
  type: z.literal('calls.list'),
  direction: z.enum(['in', 'out']),
  date: DateString.optional(),
  search: z.string().min(1).max(50).optional(),
  page: Page,
});

/** The operations of `/calls`. */
export const callsOperations = [CallsList] as const;
export type CallsOperation = z.output<typeof CallsList>;
