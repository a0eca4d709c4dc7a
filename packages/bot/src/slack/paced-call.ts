import type { Logger } from 'pino';
import type { BotMetrics } from '../core/ops/metrics.js';
import { slackError } from './slack-errors.js';
import type { SlackSlots } from './slack-slots.js';

/** The channel's pace (or Slack's 429) holds this call back: the job comes back in `ms`. */
export class SlackWait extends Error {
  constructor(
    readonly ms: number,
    /** Slack answered 429 (not only our own pace). */
    readonly rateLimited = false,
  ) {
    super(`wait ${ms} ms`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One Web API call of something the bot posts on its own (cards, notices), at the channel's pace shared by
 * every process: a slot soon is slept on, a far one throws {@link SlackWait}; Slack's 429 blocks the method
 * for every process until `Retry-After` and throws {@link SlackWait}. Any other failure is rethrown with its
 * Slack code as `slackCode`.
 */
export async function pacedSlackCall(
  deps: { slots: SlackSlots; metrics: BotMetrics; logger: Logger },
  channel: string,
  method: string,
  fn: () => Promise<unknown>,
): Promise<unknown> {
  const slot = await deps.slots.reserve(channel, method);
  if (!slot.reserved) throw new SlackWait(slot.waitMs);
  if (slot.waitMs > 0) await sleep(slot.waitMs);
  try {
    const result = await fn();
    deps.metrics.slackPosts.inc({ method, outcome: 'ok' });
    return result;
  } catch (error) {
    const { code, retryAfter } = slackError(error);
    deps.metrics.slackPosts.inc({ method, outcome: code === 'ratelimited' ? '429' : 'error' });
    if (code === 'ratelimited') {
      const ms = Math.max(retryAfter ?? 1, 1) * 1000;
      await deps.slots.block(channel, method, Date.now() + ms);
      deps.logger.warn({ method, channel, retryAfter }, 'Slack answered 429: channel/method on hold');
      throw new SlackWait(ms, true);
    }
    (error as { slackCode?: string }).slackCode = code;
    throw error;
  }
}
