import type { types } from '@slack/bolt';
import type { Locale } from '../../core/config/bot-config.schema.js';
import type { OperationBase } from '../operations/operation-base.js';
import type { FeatureHooks, OperationContext, OperationResult } from '../operations/operation-context.js';
import type { OperationCatalog } from '../queue/pbx-command.schema.js';

/** What a modal a job answers in carries between steps (in `private_metadata`). */
export interface ModalMetadata {
  accountId: string;
  channelId: string;
  locale: Locale;
}

/** What the worker needs of the features (the registry built from the feature list). */
export interface CommandRunner extends OperationCatalog {
  /** Runs one operation by its feature's handler; a refusal may get the feature's way on instead. */
  run(ctx: OperationContext, operation: OperationBase): Promise<OperationResult>;
  /** Answered at once by the listener (`/pbx account`): the job ends quietly, no place in line, no day-limit answer. */
  answeredAtOnce(operation: OperationBase): boolean;
  /** Never run at the day's reset (a call must not ring hours after it was asked). */
  neverDeferred(operation: OperationBase): boolean;
  /** The operation without free text that could be long or private, for the audit line. */
  auditParams(operation: OperationBase): Record<string, unknown>;
  /** A message as the modal of the operation's feature shows it (the answer of a job started from a modal). */
  messageModal(
    operation: OperationBase,
    text: string,
    locale: Locale,
    metadata: ModalMetadata,
  ): types.ModalView | undefined;
  hooks: FeatureHooks;
}
