import { randomUUID } from 'node:crypto';
import { DelayedError, type Job } from 'bullmq';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import { SlackWait } from '../../slack/paced-call.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { OutboxSpec } from './feed-outbox.js';
import type { SlackSendDeps } from './slack-message.js';

/**
 * What every feed's sender needs besides its stores: the configuration (the posts' locale), the accounts (their
 * time zones and blacklists) and Slack (the workspace's `background` client: a 429 comes back at once).
 */
export interface FeedSyncDeps extends SlackSendDeps {
  config: BotConfig;
  accounts: Pick<AccountDirectory, 'account'>;
}

/** What a failed send leads to: another round, the job's end, or a wait before the job comes back. */
export type FailedSend = 'again' | { outcome: string } | { waitMs: number };

/** How one feed's items are brought to their latest version in Slack (the feed's own parts of the sync job). */
export interface FeedSync<I> {
  /** `card` → the delay's message `card <id>: waiting …`. */
  label: string;
  /** The feed's Slack queue (its payload names the item). */
  outbox: Pick<OutboxSpec<string>, 'names' | 'payload'>;
  /** Sends in one run before the job comes back later (an item changing very fast). */
  rounds: number;
  /** What the lock is held on (default: the item; a burst's notices share their summary's). */
  lockId?(accountId: string, itemId: string): Promise<string>;
  lock(accountId: string, lockId: string, token: string, ttlMs: number): Promise<boolean>;
  unlock(accountId: string, lockId: string, token: string): Promise<void>;
  load(accountId: string, itemId: string): Promise<I | undefined>;
  /** One send towards the item's latest state; false when nothing is left to do. */
  advance(item: I): Promise<boolean>;
  /** Nothing left to send. */
  settled(item: I): Promise<void>;
  /** Held by the channel's pace, a pause, or Slack's 429. */
  waited?(item: I, wait: SlackWait): Promise<void>;
  /** A send failed (not a wait): what follows; rethrow for BullMQ to retry the job. */
  failed(item: I, error: unknown): Promise<FailedSend>;
}

/**
 * The processor of a feed's sync jobs: brings one item's Slack message to its latest version under the item's
 * lock (one process sends it at a time), a few sends per run; superseded versions collapse (only the newest
 * state is sent). A wait (the channel's pace shared by every process, Slack's `Retry-After`) moves the job to
 * later; a failure the feed does not handle is retried by BullMQ.
 */
export function createFeedSyncProcessor<I>(sync: FeedSync<I>) {
  return async function processFeedSync(job: Job, token?: string): Promise<{ outcome: string }> {
    const parsed = sync.outbox.payload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    // both are non-empty strings (the payload's schema)
    const accountId = String(parsed.data.accountId);
    const itemId = String(parsed.data[sync.outbox.names.itemField]);
    const lock = randomUUID();
    const delay = async (ms: number): Promise<never> => {
      await job.moveToDelayed(Date.now() + Math.max(ms, 50), token);
      throw new DelayedError(`${sync.label} ${itemId}: waiting ${ms} ms`);
    };
    const lockId = sync.lockId ? await sync.lockId(accountId, itemId) : itemId;
    if (!(await sync.lock(accountId, lockId, lock, 30_000))) return delay(250);
    let waitMs: number | undefined;
    try {
      for (let round = 0; round < sync.rounds; round++) {
        const item = await sync.load(accountId, itemId);
        if (!item) return { outcome: 'gone' };
        try {
          if (!(await sync.advance(item))) {
            await sync.settled(item);
            return { outcome: 'ok' };
          }
        } catch (error) {
          if (error instanceof SlackWait) {
            await sync.waited?.(item, error);
            waitMs = error.ms;
            break;
          }
          const next = await sync.failed(item, error);
          if (next === 'again') continue;
          if ('outcome' in next) return next;
          waitMs = next.waitMs;
          break;
        }
      }
    } finally {
      await sync.unlock(accountId, lockId, lock);
    }
    // more sends than a run makes, or a wait: come back later
    return delay(waitMs ?? 0);
  };
}
