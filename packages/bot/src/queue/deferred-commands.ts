import { randomBytes } from 'node:crypto';
import type { BotKeys } from '../redis/keys.js';
import type { RedisClient } from '../redis/redis-client.js';
import type { OperationCatalog, PbxCommandPayload } from './pbx-command.schema.js';

/** How long after the reset a command offered "run at 00:00" can still be scheduled. */
const KEEP_AFTER_RESET_MS = 3_600_000;

/**
 * Commands refused because the account's day budget is spent, kept until the user chooses "Esegui alle
 * 00:00" (scheduled at the reset) or "Annulla". The button carries only a random id; taking a command removes
 * it, so a double click schedules it once.
 */
export class DeferredCommands {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: BotKeys,
    private readonly catalog: OperationCatalog,
  ) {}

  /** Keeps `payload` until `resetsAt` (epoch ms) and a margin; returns its id. */
  async save(payload: PbxCommandPayload, resetsAt: number, now = Date.now()): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    const ttlMs = Math.max(resetsAt - now, 0) + KEEP_AFTER_RESET_MS;
    await this.redis.set(this.keys.deferred(id), JSON.stringify(payload), 'PX', ttlMs);
    return id;
  }

  /** The command kept under `id`, removed (so only one caller gets it); `undefined` if gone. */
  async take(id: string): Promise<PbxCommandPayload | undefined> {
    if (!/^[\w-]{1,40}$/.test(id)) return undefined;
    const text = await this.redis.getdel(this.keys.deferred(id));
    if (text === null) return undefined;
    const parsed = this.catalog.payload.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  }
}
