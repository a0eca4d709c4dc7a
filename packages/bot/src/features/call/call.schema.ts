import { OriginateRequest } from '@centralino/schemas';
import { z } from 'zod';

/** Dials `number` from the user's linked extension (after a confirmation, or "Richiama"). */
export const CallOriginate = z.strictObject({
  type: z.literal('call.originate'),
  extension: OriginateRequest.shape.extension,
  number: OriginateRequest.shape.number,
});

/** The operations of `/call`. */
export const callOperations = [CallOriginate] as const;
export type CallOperation = z.output<typeof CallOriginate>;
