import { createHash, randomUUID } from 'node:crypto';
import { DelayedError, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../../accounts/account-directory.js';
import type { BotConfig } from '../../config/bot-config.schema.js';
import type { BotMetrics } from '../../ops/metrics.js';
import { pacedSlackCall, SlackWait } from '../../slack/paced-call.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import { CHANNEL_SLACK_ERRORS, PERMANENT_SLACK_ERRORS } from '../../slack/slack-errors.js';
import type { SlackSlots } from '../../slack/slack-slots.js';
import type { MissedProblem, MissedStore } from './missed-store.js';
import { noticeView } from './notice.view.js';
import { NOTICE_SYNC_JOB, NoticeSyncPayload } from './notice-outbox.js';
import type { Notice, NoticeStore } from './notice-store.js';
import { summaryView } from './summary.view.js';

export const name = NOTICE_SYNC_JOB;

/** A held notice looks again this often whether its channel's pause still holds (it may end early). */
const PAUSE_RECHECK_MS = 60_000;
export const payloadSchema = NoticeSyncPayload;

/** What the sender needs. Its Slack client is the workspace's `background` one (a 429 comes back at once). */
export interface NoticeSyncDeps {
  config: BotConfig;
  /** The PBX accounts (their time zones and blacklists). */
  accounts: Pick<AccountDirectory, 'account'>;
  notices: NoticeStore;
  store: MissedStore;
  slots: SlackSlots;
  slackClients: SlackClients;
  metrics: BotMetrics;
  logger: Logger;
}

const _sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The processor of `missed-notice-sync` jobs: brings one notice's Slack message to its latest version — posts
 * it once (its `ts` kept in Redis), then edits it in place — under the notice's lock, at the channel's pace
 * shared with every feature and process (`SlackSlots`), honouring 429 `Retry-After`. A deleted message is
 * posted again; a channel the bot cannot post to keeps the notice waiting and says why in `/calls missed list`;
 * a paused channel holds its notices until the pause ends.
 */
export function createNoticeSyncProcessor(deps: NoticeSyncDeps) {
  const { config, notices, logger } = deps;
  const locale = config.locale;

  async function problem(notice: Notice, kind: MissedProblem | undefined): Promise<void> {
    for (const rule of await deps.store.rules(notice.accountId)) {
      if (rule.channel !== notice.channel) continue;
      if (kind) await deps.store.setProblem(notice.accountId, rule.id, kind, Date.now());
      else
        await deps.store.clearProblem(notice.accountId, rule.id, [
          'slack-ratelimited',
          'slack-failing',
          'channel-unavailable',
        ]);
    }
  }

  const call = (channel: string, method: string, fn: () => Promise<unknown>) =>
    pacedSlackCall(deps, channel, method, fn);

  /** One send towards the burst summary's latest state; false when it shows it already. */
  async function advanceSummary(notice: Notice, summaryId: string): Promise<boolean> {
    const { accountId, channel } = notice;
    const summary = await notices.summary(accountId, summaryId);
    if (!summary) return false;
    const members = (await Promise.all(summary.members.map((id) => notices.get(accountId, id)))).filter(
      (n): n is Notice => n !== undefined,
    );
    const message = summaryView(members, locale);
    const shown = createHash('sha256').update(JSON.stringify(message)).digest('hex');
    if (summary.ts !== undefined && summary.shown === shown) return false;
    const web = await deps.slackClients.client({ accountId, channelId: channel }, 'background');
    if (summary.ts === undefined) {
      const paused = await deps.store.pausedUntil(accountId, channel);
      if (paused !== null) throw new SlackWait(Math.min(paused - Date.now(), PAUSE_RECHECK_MS));
      const res = (await call(channel, 'chat.postMessage', () =>
        web.chat.postMessage({ channel, text: message.text, blocks: message.blocks }),
      )) as { ts?: string };
      await notices.markSummarySent(accountId, summaryId, shown, res.ts);
      return true;
    }
    try {
      await call(channel, 'chat.update', () =>
        web.chat.update({ channel, ts: summary.ts!, text: message.text, blocks: message.blocks }),
      );
    } catch (error) {
      if ((error as { slackCode?: string }).slackCode === 'message_not_found') {
        await notices.forgetSummaryMessage(accountId, summaryId);
        return true;
      }
      throw error;
    }
    await notices.markSummarySent(accountId, summaryId, shown);
    return true;
  }

  /** One send towards the notice's latest state; false when nothing is left to do. */
  async function advance(notice: Notice): Promise<boolean> {
    const { accountId, id, channel } = notice;
    if (notice.summaryId) return advanceSummary(notice, notice.summaryId);
    if (notice.ts !== undefined && notice.sentVersion >= notice.version) return false;
    const account = await deps.accounts.account(accountId);
    const message = noticeView(notice, {
      blockList: account?.block_blacklist ?? '',
      timeZone: account?.time_zone ?? 'Europe/Rome',
      locale,
    });
    const web = await deps.slackClients.client({ accountId, channelId: channel }, 'background');
    if (notice.ts === undefined) {
      const paused = await deps.store.pausedUntil(accountId, channel);
      if (paused !== null) throw new SlackWait(Math.min(paused - Date.now(), PAUSE_RECHECK_MS));
      const res = (await call(channel, 'chat.postMessage', () =>
        web.chat.postMessage({ channel, text: message.text, blocks: message.blocks }),
      )) as { ts?: string };
      await notices.markSent(accountId, id, notice.version, res.ts);
      return true;
    }
    try {
      await call(channel, 'chat.update', () =>
        web.chat.update({ channel, ts: notice.ts!, text: message.text, blocks: message.blocks }),
      );
    } catch (error) {
      // deleted in Slack by a user: post it again
      if ((error as { slackCode?: string }).slackCode === 'message_not_found') {
        await notices.forgetMessage(accountId, id);
        return true;
      }
      throw error;
    }
    await notices.markSent(accountId, id, notice.version);
    return true;
  }

  return async function processNoticeSync(job: Job, token?: string): Promise<{ outcome: string }> {
    const parsed = NoticeSyncPayload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    const { accountId, noticeId } = parsed.data;
    const lock = randomUUID();
    const delay = async (ms: number): Promise<never> => {
      await job.moveToDelayed(Date.now() + Math.max(ms, 50), token);
      throw new DelayedError(`notice ${noticeId}: waiting ${ms} ms`);
    };
    const summaryId = (await notices.get(accountId, noticeId))?.summaryId;
    const lockId = summaryId ? `summary-${summaryId}` : noticeId;
    if (!(await notices.lock(accountId, lockId, lock, 30_000))) return delay(250);
    let waitMs: number | undefined;
    try {
      for (let round = 0; round < 10; round++) {
        const notice = await notices.get(accountId, noticeId);
        if (!notice) return { outcome: 'gone' };
        try {
          if (!(await advance(notice))) {
            await problem(notice, undefined);
            return { outcome: 'ok' };
          }
        } catch (error) {
          if (error instanceof SlackWait) {
            // held by the channel's pace or pause, or by Slack's 429 (a reason `/calls missed list` shows)
            if (error.rateLimited) await problem(notice, 'slack-ratelimited');
            waitMs = error.ms;
            break;
          }
          const { slackCode } = error as { slackCode?: string };
          if (slackCode && CHANNEL_SLACK_ERRORS.has(slackCode)) {
            // kept, not dropped: the bot may be invited later
            logger.warn(
              { account: accountId, channel: notice.channel, error: slackCode },
              'notice channel not postable',
            );
            await problem(notice, 'channel-unavailable');
            waitMs = config.missed.channel_retry_ms;
            break;
          }
          if (slackCode && PERMANENT_SLACK_ERRORS.has(slackCode)) {
            logger.warn(
              { account: accountId, channel: notice.channel, error: slackCode },
              'Slack refused the notice',
            );
            await notices.markSent(accountId, noticeId, notice.version);
            return { outcome: 'dropped' };
          }
          await problem(notice, 'slack-failing');
          throw error;
        }
      }
    } finally {
      await notices.unlock(accountId, lockId, lock);
    }
    return delay(waitMs ?? 0);
  };
}
