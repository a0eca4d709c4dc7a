import { z } from 'zod';
import { Page } from '../../work/operations/operation-fields.js';

/** `/voip`. */
export const VoipStatus = z.strictObject({ type: z.literal('voip.status'), page: Page });

/** The operations of `/voip`. */
export const voipOperations = [VoipStatus] as const;
export type VoipOperation = z.output<typeof VoipStatus>;
