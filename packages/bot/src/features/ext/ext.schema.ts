import { z } from 'zod';
import { Page } from '../../work/operations/operation-fields.js';

const ExtensionRef = z.string().min(1).max(80);

/** `/ext [number]`. */
export const ExtStatus = z.strictObject({
  type: z.literal('ext.status'),
  number: ExtensionRef.optional(),
  page: Page,
});
/** `/pbx link <internal_number>`: the user's extension, for `/call` and "Richiama". */
export const ExtLink = z.strictObject({ type: z.literal('ext.link'), number: ExtensionRef });

/** The operations of `/ext` and `/pbx link`. */
export const extOperations = [ExtStatus, ExtLink] as const;
export type ExtOperation = z.output<(typeof extOperations)[number]>;
export type ExtOperationOf<T extends ExtOperation['type']> = Extract<ExtOperation, { type: T }>;
