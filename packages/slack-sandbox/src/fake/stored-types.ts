import type { Block, JsonObject } from '../block-kit/types.js';

/** How a message reached the fake: a Web API call, a `response_url` POST, the body of an ack, or Slack itself. */
export type MessageSource =
  | { readonly via: 'web_api'; readonly method: string }
  | { readonly via: 'response_url'; readonly responseUrlId: string }
  | { readonly via: 'ack'; readonly responseUrlId: string }
  | { readonly via: 'slack' };

/** The content of a message at one point in time. */
export interface MessageContent {
  text: string;
  blocks?: Block[];
  attachments?: unknown[];
  metadata?: unknown;
  /** Files shared with the message (`files.completeUploadExternal` with a channel). */
  files?: readonly SharedFile[];
}

/** A file as a message shows it. */
export interface SharedFile {
  readonly id: string;
  readonly name: string;
  readonly title: string;
}

/** A former version of an edited message. */
export interface MessageVersion extends MessageContent {
  /** When this version was replaced (ms). */
  readonly replacedAt: number;
}

/** A message visible to everyone in a channel (top level or thread reply). */
export interface StoredMessage extends MessageContent {
  readonly kind: 'message';
  readonly channel: string;
  readonly ts: string;
  readonly threadTs?: string;
  readonly user: string;
  readonly botId?: string;
  readonly postedAt: number;
  readonly source: MessageSource;
  /** Former versions, oldest first. */
  readonly edits: MessageVersion[];
  deleted: boolean;
  replyCount: number;
}

/** A message only one user sees (`chat.postEphemeral`, an ephemeral `response_url` reply or an ack body). */
export interface StoredEphemeral extends MessageContent {
  readonly kind: 'ephemeral';
  readonly channel: string;
  readonly messageTs: string;
  /** The only user who sees it. */
  readonly user: string;
  readonly threadTs?: string;
  readonly postedAt: number;
  readonly source: MessageSource;
  readonly edits: MessageVersion[];
  deleted: boolean;
}

/** A modal as Slack returns it from `views.*` (with `id`, `hash`, `state`…). */
export interface SlackViewObject extends JsonObject {
  readonly id: string;
  readonly type: string;
  readonly hash: string;
  readonly blocks: Block[];
}

/** A modal opened for a user, with its current content. */
export interface StoredView {
  readonly kind: 'view';
  readonly id: string;
  readonly userId: string;
  view: SlackViewObject;
  readonly openedAt: number;
  closed: boolean;
  /** Former versions, oldest first. */
  readonly history: SlackViewObject[];
}

/** One Web API call as the fake saw it (the token is left out). */
export interface ApiCall {
  readonly method: string;
  readonly args: JsonObject;
  readonly at: number;
  readonly status: number;
  readonly response: JsonObject;
}

/** What a reply sent to a `response_url` (or in an ack body) did. */
export interface ResponseReply {
  readonly responseUrlId: string;
  readonly via: 'response_url' | 'ack';
  readonly payload: JsonObject;
  readonly at: number;
  readonly outcome: 'posted' | 'replaced' | 'deleted';
  readonly target?: StoredMessage | StoredEphemeral;
}

/** Where a message lives, to find it again. */
export type MessageRef =
  | { readonly kind: 'message'; readonly channel: string; readonly ts: string }
  | { readonly kind: 'ephemeral'; readonly channel: string; readonly ts: string };
