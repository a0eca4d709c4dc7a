import { z } from 'zod';
import { okEnvelope } from '../common/envelope.schema.js';

const Usage = z.object({
  used: z.int().min(0).meta({ description: 'Requests counted in the current window.' }),
  limit: z.int().min(1),
});

/** @see pbx-api-reference.md "Account" */
export const Account = z
  .object({
    context: z.string().meta({ description: 'Identifier of the exchange.', example: 'studio-rossi' }),
    key_name: z.string().meta({ description: 'Name of the API key used.', example: 'gestionale' }),
    limits: z.object({
      requests_per_minute: z.int().min(1).meta({ example: 20 }),
      requests_per_day: z.int().min(1).meta({ example: 1000 }),
    }),
    usage: z.object({ minute: Usage, day: Usage }),
  })
  .meta({ id: 'Account', description: 'Account context, configured limits and current usage.' });

export const AccountResponse = okEnvelope(Account).meta({ id: 'AccountResponse' });
export type Account = z.infer<typeof Account>;
