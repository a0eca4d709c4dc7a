import { OriginateRequest } from '@centralino/schemas';
import { z } from 'zod';

/** Dials `number` from the user's linked extension (after a confirmation, or "Richiama"). */
export const CallOriginate = z.strictObject({
  type: z.literal('call.originate'),
  extension: OriginateRequest.shape.extension,
  number: OriginateRequest.shape.number,
});

/** `/call 203`: a number too short to dial, answered with whose extension it is (read, never dialled). */
export const CallShortNumber = z.strictObject({
  type: z.literal('call.short-number'),
  number: z.string().regex(/^\d{2,5}$/),
});

/** The operations of `/call`. */
export const callOperations = [CallOriginate, CallShortNumber] as const;
export type CallOperation = z.output<(typeof callOperations)[number]>;
