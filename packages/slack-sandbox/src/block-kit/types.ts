/** A JSON object as received from a bot; fields are checked where they are read. */
export type JsonObject = Record<string, unknown>;

/** A Block Kit composition text object. */
export interface TextObject {
  readonly type: 'plain_text' | 'mrkdwn';
  readonly text: string;
  readonly emoji?: boolean;
  readonly verbatim?: boolean;
}

/** A Block Kit block, loosely typed: the sandbox renders and validates whatever the bot sends. */
export interface Block {
  readonly type: string;
  readonly block_id?: string;
  readonly [key: string]: unknown;
}

/** A modal (or Home tab) view as sent to `views.open` / `views.update` / `views.push`. */
export interface ViewPayload {
  readonly type: string;
  readonly title?: TextObject;
  readonly blocks: readonly Block[];
  readonly submit?: TextObject;
  readonly close?: TextObject;
  readonly private_metadata?: string;
  readonly callback_id?: string;
  readonly external_id?: string;
  readonly clear_on_close?: boolean;
  readonly notify_on_close?: boolean;
  readonly [key: string]: unknown;
}
