import type { Clock } from '../clock/clock.js';
import type { SlackActivity } from './activity.js';
import type {
  MessageContent,
  MessageRef,
  MessageSource,
  StoredEphemeral,
  StoredMessage,
} from './stored-types.js';
import { TsGenerator } from './ts-generator.js';

/** Who posts and where, for {@link MessageStore.post}. */
export interface PostOptions {
  readonly channel: string;
  readonly user: string;
  readonly botId?: string;
  readonly threadTs?: string;
  readonly source: MessageSource;
}

/** Channel messages (with threads and edit history) and ephemeral messages; every change becomes an activity. */
export class MessageStore {
  readonly #messages: StoredMessage[] = [];
  readonly #ephemerals: StoredEphemeral[] = [];
  readonly #ts: TsGenerator;

  constructor(
    private readonly now: Clock,
    private readonly emit: (activity: SlackActivity) => void,
  ) {
    this.#ts = new TsGenerator(now);
  }

  /** All channel messages (deleted ones included, flagged), oldest first; optionally one channel only. */
  messages(channel?: string): StoredMessage[] {
    return this.#messages.filter((m) => channel === undefined || m.channel === channel);
  }

  /** All ephemeral messages, oldest first; optionally for one user only. */
  ephemerals(user?: string): StoredEphemeral[] {
    return this.#ephemerals.filter((m) => user === undefined || m.user === user);
  }

  /** Replies in a thread, oldest first. */
  replies(channel: string, threadTs: string): StoredMessage[] {
    return this.#messages.filter(
      (m) => m.channel === channel && m.threadTs === threadTs && m.ts !== threadTs,
    );
  }

  /** A live (not deleted) channel message. */
  find(channel: string, ts: string): StoredMessage | undefined {
    return this.#messages.find((m) => m.channel === channel && m.ts === ts && !m.deleted);
  }

  /** A live ephemeral message. */
  findEphemeral(channel: string, messageTs: string): StoredEphemeral | undefined {
    return this.#ephemerals.find((m) => m.channel === channel && m.messageTs === messageTs && !m.deleted);
  }

  /** The live message a ref points to. */
  resolve(ref: MessageRef): StoredMessage | StoredEphemeral | undefined {
    return ref.kind === 'message' ? this.find(ref.channel, ref.ts) : this.findEphemeral(ref.channel, ref.ts);
  }

  /** Posts a channel message or thread reply. */
  post(content: MessageContent, options: PostOptions): StoredMessage {
    const message: StoredMessage = {
      kind: 'message',
      ...content,
      channel: options.channel,
      ts: this.#ts.next(options.channel),
      ...(options.threadTs === undefined ? {} : { threadTs: options.threadTs }),
      user: options.user,
      ...(options.botId === undefined ? {} : { botId: options.botId }),
      postedAt: this.now(),
      source: options.source,
      edits: [],
      deleted: false,
      replyCount: 0,
    };
    if (options.threadTs !== undefined) {
      const parent = this.find(options.channel, options.threadTs);
      if (parent) parent.replyCount += 1;
    }
    this.#messages.push(message);
    this.emit({ type: 'message_posted', message });
    return message;
  }

  /** Replaces the content of a message, keeping the former version in `edits`. */
  update(message: StoredMessage, content: MessageContent): void {
    const previous = { ...snapshot(message), replacedAt: this.now() };
    message.edits.push(previous);
    apply(message, content);
    this.emit({ type: 'message_updated', message, previous });
  }

  /** Marks a message deleted. */
  delete(message: StoredMessage): void {
    message.deleted = true;
    this.emit({ type: 'message_deleted', message });
  }

  /** Posts an ephemeral message to one user. */
  postEphemeral(
    content: MessageContent,
    options: { channel: string; user: string; threadTs?: string; source: MessageSource },
  ): StoredEphemeral {
    const ephemeral: StoredEphemeral = {
      kind: 'ephemeral',
      ...content,
      channel: options.channel,
      messageTs: this.#ts.next(options.channel),
      user: options.user,
      ...(options.threadTs === undefined ? {} : { threadTs: options.threadTs }),
      postedAt: this.now(),
      source: options.source,
      edits: [],
      deleted: false,
    };
    this.#ephemerals.push(ephemeral);
    this.emit({ type: 'ephemeral_posted', ephemeral });
    return ephemeral;
  }

  /** Replaces an ephemeral message (only possible through its `response_url`). */
  updateEphemeral(ephemeral: StoredEphemeral, content: MessageContent): void {
    const previous = { ...snapshot(ephemeral), replacedAt: this.now() };
    ephemeral.edits.push(previous);
    apply(ephemeral, content);
    this.emit({ type: 'ephemeral_updated', ephemeral, previous });
  }

  /** Deletes an ephemeral message. */
  deleteEphemeral(ephemeral: StoredEphemeral): void {
    ephemeral.deleted = true;
    this.emit({ type: 'ephemeral_deleted', ephemeral });
  }
}

function snapshot(m: MessageContent): MessageContent {
  return {
    text: m.text,
    ...(m.blocks === undefined ? {} : { blocks: m.blocks }),
    ...(m.attachments === undefined ? {} : { attachments: m.attachments }),
    ...(m.metadata === undefined ? {} : { metadata: m.metadata }),
  };
}

function apply(target: MessageContent, content: MessageContent): void {
  target.text = content.text;
  if (content.blocks === undefined) delete target.blocks;
  else target.blocks = content.blocks;
  if (content.attachments === undefined) delete target.attachments;
  else target.attachments = content.attachments;
  if (content.metadata !== undefined) target.metadata = content.metadata;
}
