import { randomBytes } from 'node:crypto';
import type { BotKeys } from '../redis/keys.js';
import type { RedisClient } from '../redis/redis-client.js';
import type { Block, SlackMessage } from '../views/blocks.js';

/** An answer kept to be shared, and when its data was read (epoch ms; absent in answers kept before). */
export type SharedMessage = SlackMessage & { readAt?: number };

/** How long an answer can still be shared in the channel. */
const SHARE_TTL_SECONDS = 3600;

/**
 * Answers a user may share in the channel ("Condividi nel canale"): stored for an hour under a random id
 * that the button carries, so sharing needs no second PBX request.
 */
export class ShareStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: BotKeys,
  ) {}

  /** Keeps `message` (read at `readAt`, epoch ms) to be shared; the id its button carries. */
  async save(message: SlackMessage, readAt = Date.now()): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    await this.redis.set(
      this.keys.share(id),
      JSON.stringify({ ...withoutControls(message), readAt } satisfies SharedMessage),
      'EX',
      SHARE_TTL_SECONDS,
    );
    return id;
  }

  async load(id: string): Promise<SharedMessage | undefined> {
    if (!/^[\w-]{1,40}$/.test(id)) return undefined;
    const text = await this.redis.get(this.keys.share(id));
    return text === null ? undefined : (JSON.parse(text) as SharedMessage);
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
