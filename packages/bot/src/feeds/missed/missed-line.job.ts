import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import { slackError } from '../../slack/slack-errors.js';
import type { SlackSlots } from '../../slack/slack-slots.js';
import type { MissedKeys } from './missed-keys.js';
import { dailyView, enabledView } from './missed-line.view.js';
import type { MissedStore } from './missed-store.js';
import type { NoticeStore } from './notice-store.js';

/** Name of the job that posts one line of a rule (enabled, daily). */
export const MISSED_LINE_JOB = 'missed-line';

export const MissedLinePayload = z.object({
  accountId: z.string().min(1),
  ruleId: z.string().min(1),
  kind: z.enum(['enabled', 'daily']),
  date: z.string(),
  count: z.int().optional(),
});
export type MissedLinePayload = z.infer<typeof MissedLinePayload>;
export const name = MISSED_LINE_JOB;
export const payloadSchema = MissedLinePayload;

/** Enqueues a line once: the job id is the rule, the kind and the date, and a Redis marker outlives the job. */
export async function enqueueLine(
  queue: Queue,
  redis: RedisClient,
  keys: MissedKeys,
  line: MissedLinePayload,
): Promise<void> {
  const marker = `${keys.ruleState(line.accountId, line.ruleId)}:${line.kind}:${line.date}`;
  if ((await redis.set(marker, '1', 'EX', 3 * 86_400, 'NX')) !== 'OK') return;
  await queue.add(MISSED_LINE_JOB, line, {
    jobId: `line-${line.accountId}-${line.ruleId}-${line.kind}-${line.date}`,
    attempts: 10,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: true,
    removeOnFail: { age: 86_400 },
  });
}

export interface MissedLineDeps {
  config: BotConfig;
  store: MissedStore;
  notices: NoticeStore;
  slots: SlackSlots;
  slackClients: SlackClients;
  logger: Logger;
}

/** Posts a rule's line at the channel's pace; Slack's refusals are retried by BullMQ (attempts with backoff). */
export function createMissedLineProcessor(deps: MissedLineDeps) {
  return async function processMissedLine(job: Job): Promise<{ outcome: string }> {
    const parsed = MissedLinePayload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    const line = parsed.data;
    const rule = (await deps.store.rules(line.accountId)).find((r) => r.id === line.ruleId);
    if (!rule) return { outcome: 'gone' };
    const locale = deps.config.locale;
    const message =
      line.kind === 'enabled'
        ? enabledView(line.count ?? 0, { accountId: line.accountId, ruleId: line.ruleId }, locale)
        : dailyView(
            (await deps.notices.openNotices(line.accountId)).filter((n) => n.channel === rule.channel),
            locale,
          );
    const slot = await deps.slots.reserve(rule.channel, 'chat.postMessage');
    if (!slot.reserved) throw new Error(`channel busy for ${slot.waitMs} ms`);
    if (slot.waitMs > 0) await new Promise((r) => setTimeout(r, slot.waitMs));
    const web = await deps.slackClients.client(
      { accountId: line.accountId, channelId: rule.channel },
      'background',
    );
    try {
      await web.chat.postMessage({ channel: rule.channel, text: message.text, blocks: message.blocks });
    } catch (error) {
      const { code, retryAfter } = slackError(error);
      if (code === 'ratelimited')
        await deps.slots.block(rule.channel, 'chat.postMessage', Date.now() + (retryAfter ?? 1) * 1000);
      deps.logger.warn(
        { account: line.accountId, rule: line.ruleId, error: code },
        'missed-call line not posted',
      );
      throw error;
    }
    return { outcome: 'ok' };
  };
}
