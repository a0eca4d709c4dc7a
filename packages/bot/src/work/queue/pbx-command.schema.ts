import { z } from 'zod';
import { Locale } from '../../core/config/bot-config.schema.js';
import type { OperationBase } from '../operations/operation-base.js';

/** Where the answer of a job goes. */
export const ReplyTarget = z.discriminatedUnion('kind', [
  /** A message: through the interaction's `response_url` while it lasts, then `chat.postEphemeral`. */
  z.strictObject({
    kind: z.literal('message'),
    responseUrl: z.url().optional(),
    /** When Slack issued the response_url (ms): it expires after 30 minutes. */
    responseUrlIssuedAt: z.number(),
    channelId: z.string().optional(),
    /** Replace the message the user clicked (page buttons, refresh, confirmations). */
    replaceOriginal: z.boolean().default(false),
    /**
     * The response_url came with a slash command: its later replies replace the command's own ephemeral
     * answer ("Richiesta ricevuta" → place in line → result), so the user sees one message evolve.
     */
    fromCommand: z.boolean().default(false),
  }),
  /** A modal: updated in place with `views.update`. */
  z.strictObject({ kind: z.literal('view'), viewId: z.string(), channelId: z.string().optional() }),
]);
export type ReplyTarget = z.infer<typeof ReplyTarget>;

/**
 * The payload of a `pbx-command` job: who asked what of which account, and where to answer. `operation` is the
 * union of every feature's variants (the registry builds the schema with it, see `OperationCatalog`).
 */
export function pbxCommandPayload<O extends z.ZodType<OperationBase>>(operation: O) {
  return z.strictObject({
    accountId: z.string(),
    operation,
    userId: z.string(),
    teamId: z.string().optional(),
    locale: Locale,
    reply: ReplyTarget,
    /** When the listener enqueued it (ms). */
    enqueuedAt: z.number(),
    /** How many "you are in line" notices were sent. */
    notices: z.int().min(0).default(0),
  });
}

type PayloadSchema = ReturnType<typeof pbxCommandPayload<z.ZodType<OperationBase>>>;
/** A `pbx-command` payload as the core reads it: whatever the operation, only its `type` is looked at. */
export type PbxCommandPayload = z.output<PayloadSchema>;
export type PbxCommandInput = z.input<PayloadSchema>;

/** What the queue, the listeners and the worker need to know of the operations the features registered. */
export interface OperationCatalog {
  /** The union of every feature's operation variants (button values are checked with it too). */
  operation: z.ZodType<OperationBase>;
  /** The payload schema, its `operation` the union of every feature's variants. */
  payload: z.ZodType<PbxCommandPayload, PbxCommandInput>;
  /** Changes something on the exchange: permitted users only, one attempt, guarded, audited. */
  isWrite(operation: OperationBase): boolean;
}
