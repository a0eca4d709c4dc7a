import type { JsonObject } from '../../block-kit/types.js';
import type { Clock } from '../../clock/clock.js';
import type { Directory } from '../directory.js';
import type { FileStore } from '../file-store.js';
import type { MessageStore } from '../message-store.js';
import type { TriggerRegistry } from '../trigger-registry.js';
import type { ViewStore } from '../view-store.js';
import type { SlackBotIdentity, SlackTeam } from '../workspace.js';

/** What a Web API method handler may read and change. */
export interface ApiContext {
  readonly team: SlackTeam;
  readonly bot: SlackBotIdentity;
  readonly now: Clock;
  readonly directory: Directory;
  readonly messages: MessageStore;
  readonly views: ViewStore;
  readonly triggers: TriggerRegistry;
  readonly files: FileStore;
  /** The fake's base URL (upload URLs point at it). */
  baseUrl(): string;
}

/** A Web API response body (`ok` plus method-specific fields, or `error`). */
export type ApiResult = JsonObject & { readonly ok: boolean };

/** A Web API method: arguments in, response body out. */
export type ApiMethod = (args: JsonObject, ctx: ApiContext) => ApiResult;

/** A Slack error response, e.g. `fail('channel_not_found')`. */
export function fail(error: string, extra: JsonObject = {}): ApiResult {
  return { ok: false, error, ...extra };
}

/** A Slack error carrying validation messages the way Slack reports them. */
export function failWithMessages(
  error: string,
  messages: readonly string[],
  extra: JsonObject = {},
): ApiResult {
  return fail(error, { ...extra, response_metadata: { messages: messages.map((m) => `[ERROR] ${m}`) } });
}
