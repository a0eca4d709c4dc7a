import { randomBytes } from 'node:crypto';
import type { BotKeys } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { Block, SlackMessage } from '../views/blocks.js';

/** Who received an answer, so only they can share it: the user, their workspace, and the account read. */
export interface ShareOwner {
  userId: string;
  teamId: string | undefined;
  accountId: string;
}

/**
 * An answer kept to be shared, when its data was read (epoch ms) and who received it (both absent in answers
 * kept before: those cannot be shared any more).
 */
export type SharedMessage = SlackMessage & { readAt?: number; owner?: ShareOwner };

/** How long an answer can still be shared in the channel. */
const SHARE_TTL_SECONDS = 3600;

/**
 * Answers a user may share in the channel ("Condividi nel canale"): stored for an hour under a random id
 * that the button carries, so sharing needs no second PBX request. The id is a reference, not a bearer token:
 * the answer is bound to the user and workspace it was shown to (`loadFor`).
 */
export class ShareStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: BotKeys,
  ) {}

  /** Keeps `message` (read at `readAt`, epoch ms) for `owner` to share; the id its button carries. */
  async save(message: SlackMessage, owner: ShareOwner, readAt = Date.now()): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    await this.redis.set(
      this.keys.share(id),
      JSON.stringify({ ...withoutControls(message), readAt, owner } satisfies SharedMessage),
      'EX',
      SHARE_TTL_SECONDS,
    );
    return id;
  }

  /** The answer kept under `id`, whoever asks (see {@link loadFor} before posting it). */
  async load(id: string): Promise<SharedMessage | undefined> {
    if (!/^[\w-]{1,40}$/.test(id)) return undefined;
    const text = await this.redis.get(this.keys.share(id));
    return text === null ? undefined : (JSON.parse(text) as SharedMessage);
  }

  /**
   * The answer kept under `id` if `clicker` is the one it was shown to (same user, same workspace): `foreign`
   * when someone else clicks its id (another workspace through a Slack Connect channel, or a leaked id), `gone`
   * when it expired or was kept without an owner.
   */
  async loadFor(
    id: string | undefined,
    clicker: { userId: string; teamId: string | undefined },
  ): Promise<{ kind: 'ok'; message: SharedMessage } | { kind: 'gone' | 'foreign' }> {
    const message = id ? await this.load(id) : undefined;
    if (!message?.owner) return { kind: 'gone' };
    const { owner } = message;
    if (owner.userId !== clicker.userId || owner.teamId !== clicker.teamId) return { kind: 'foreign' };
    return { kind: 'ok', message };
  }
}

/** The message as everyone in the channel should see it: no buttons (they act for the user who asked). */
export function withoutControls(message: SlackMessage): SlackMessage {
  const blocks: Block[] = [];
  for (const block of message.blocks) {
    if (block.type === 'actions') continue;
    if (block.type === 'section' && block.accessory) {
      const { accessory: _accessory, ...rest } = block;
      blocks.push(rest);
    } else {
      blocks.push(block);
    }
  }
  return { text: message.text, blocks };
}
