import { z } from 'zod';
import { Id } from '../../work/operations/operation-fields.js';

/** `/switch <id>`. */
export const SwitchShow = z.strictObject({ type: z.literal('switch.show'), id: Id });

/** The operations of `/switch`. */
export const switchOperations = [SwitchShow] as const;
export type SwitchOperation = z.output<typeof SwitchShow>;
