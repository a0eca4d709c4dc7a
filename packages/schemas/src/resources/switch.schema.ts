import { z } from 'zod';
import { okEnvelope } from '../common/envelope.schema.js';

/** @see pbx-api-reference.md "Switch" */
export const Switch = z
  .object({
    id: z.int(),
    description: z.string().meta({ example: 'Chiusura per ferie' }),
    activation: z
      .string()
      .regex(/^\*1\d$/)
      .nullable()
      .meta({ description: 'Star code from `*10` to `*19`; null if unassigned.', example: '*11' }),
    action: z.object({
      type: z
        .string()
        .meta({ description: 'The only value shown by the vendor is `hangup`.', example: 'hangup' }),
      target: z.string().nullable(),
      label: z.string(),
    }),
    status: z.union([z.literal(0), z.literal(1)]).meta({ description: '`1` active, `0` inactive.' }),
    active: z.boolean().meta({ description: 'True when active.' }),
  })
  .meta({ id: 'Switch' });

export const SwitchResponse = okEnvelope(Switch).meta({ id: 'SwitchResponse' });
export type Switch = z.infer<typeof Switch>;
