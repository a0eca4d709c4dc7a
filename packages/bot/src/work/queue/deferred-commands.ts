import { randomBytes } from 'node:crypto';
import type { BotKeys } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
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

  /**
   * The command kept under `id` if `mayTake` accepts it, then removed (so only one caller gets it); `gone` if
   * there is none (or another caller took it first), `refused` (and kept) if `mayTake` says no: a click from
   * someone else never spends the owner's choice.
   */
  async take(
    id: string,
    mayTake: (payload: PbxCommandPayload) => boolean,
  ): Promise<{ kind: 'taken'; payload: PbxCommandPayload } | { kind: 'gone' | 'refused' }> {
    if (!/^[\w-]{1,40}$/.test(id)) return { kind: 'gone' };
    const key = this.keys.deferred(id);
    const text = await this.redis.get(key);
    if (text === null) return { kind: 'gone' };
    const parsed = this.catalog.payload.safeParse(JSON.parse(text));
    if (!parsed.success) return { kind: 'gone' };
    if (!mayTake(parsed.data)) return { kind: 'refused' };
    // the kept text never changes under one id: whoever deletes it is the one caller that takes it
    return (await this.redis.del(key)) === 1 ? { kind: 'taken', payload: parsed.data } : { kind: 'gone' };
  }
}
