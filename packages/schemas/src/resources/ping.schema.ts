import { z } from 'zod';
import { Timestamp } from '../common/formats.schema.js';

/** Ping result — not wrapped in the envelope. @see pbx-api-reference.md "Ping result" */
export const PingResult = z
  .object({ status: z.literal('ok'), timestamp: Timestamp })
  .meta({ id: 'PingResult', description: 'Liveness; not wrapped in the `success`/`data` envelope.' });
export type PingResult = z.infer<typeof PingResult>;
