import { createHash } from 'node:crypto';
import { SlackWait } from '../../slack/paced-call.js';
import { CHANNEL_SLACK_ERRORS, PERMANENT_SLACK_ERRORS } from '../../slack/slack-errors.js';
import { createFeedSyncProcessor, type FeedSyncDeps } from '../kit/feed-sync.job.js';
import { ChannelMessages } from '../kit/slack-message.js';
import type { MissedProblem, MissedStore } from './missed-store.js';
import { noticeView } from './notice.view.js';
import { noticeOutbox } from './notice-outbox.js';
import type { Notice, NoticeStore } from './notice-store.js';
import { summaryView } from './summary.view.js';

/** A held notice looks again this often whether its channel's pause still holds (it may end early). */
const PAUSE_RECHECK_MS = 60_000;

/** What the sender needs: every feed's (`FeedSyncDeps`) and its stores. */
export type NoticeSyncDeps = FeedSyncDeps & { notices: NoticeStore; store: MissedStore };

/** The rules of the notice's channel say why its notices are late (or no longer are). */

async function problem(deps: NoticeSyncDeps, notice: Notice, kind: MissedProblem | undefined): Promise<void> {
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

/** A first post waits while the channel is paused. */
async function unlessPaused(deps: NoticeSyncDeps, accountId: string, channel: string): Promise<void> {
  const paused = await deps.store.pausedUntil(accountId, channel);
  if (paused !== null) throw new SlackWait(Math.min(paused - Date.now(), PAUSE_RECHECK_MS));
}

/** One send towards the burst summary's latest state; false when it shows it already. */
async function advanceSummary(deps: NoticeSyncDeps, notice: Notice, summaryId: string): Promise<boolean> {
  const { config, notices } = deps;
  const { accountId, channel } = notice;
  const summary = await notices.summary(accountId, summaryId);
  if (!summary) return false;
  const members = (await Promise.all(summary.members.map((id) => notices.get(accountId, id)))).filter(
    (n): n is Notice => n !== undefined,
  );
  const message = summaryView(members, config.locale);
  const shown = createHash('sha256').update(JSON.stringify(message)).digest('hex');
  if (summary.ts !== undefined && summary.shown === shown) return false;
  const messages = await ChannelMessages.of(deps, accountId, channel);
  if (summary.ts === undefined) {
    await unlessPaused(deps, accountId, channel);
    await notices.markSummarySent(accountId, summaryId, shown, await messages.post(message));
    return true;
  }
  if ((await messages.edit(summary.ts, message)) === 'gone')
    await notices.forgetSummaryMessage(accountId, summaryId);
  else await notices.markSummarySent(accountId, summaryId, shown);
  return true;
}

/** One send towards the notice's latest state; false when nothing is left to do. */
async function advance(deps: NoticeSyncDeps, notice: Notice): Promise<boolean> {
  const { config, notices } = deps;
  const { accountId, id, channel } = notice;
  if (notice.summaryId) return advanceSummary(deps, notice, notice.summaryId);
  if (notice.ts !== undefined && notice.sentVersion >= notice.version) return false;
  const account = await deps.accounts.account(accountId);
  const message = noticeView(notice, {
    blockList: account?.block_blacklist ?? '',
    timeZone: account?.time_zone ?? 'Europe/Rome',
    locale: config.locale,
  });
  const messages = await ChannelMessages.of(deps, accountId, channel);
  if (notice.ts === undefined) {
    await unlessPaused(deps, accountId, channel);
    await notices.markSent(accountId, id, notice.version, await messages.post(message));
    return true;
  }
  // deleted in Slack by a user: post it again
  if ((await messages.edit(notice.ts, message)) === 'gone') await notices.forgetMessage(accountId, id);
  else await notices.markSent(accountId, id, notice.version);
  return true;
}

/**
 * The processor of `missed-notice-sync` jobs (`createFeedSyncProcessor`): brings one notice's Slack message to
 * its latest version — posts it once (its `ts` kept in Redis), then edits it in place. A deleted message is
 * posted again; a channel the bot cannot post to keeps the notice waiting and says why in `/calls missed list`;
 * a paused channel holds its notices until the pause ends.
 */
export function createNoticeSyncProcessor(deps: NoticeSyncDeps) {
  const { config, notices, logger } = deps;
  return createFeedSyncProcessor<Notice>({
    label: 'notice',
    outbox: noticeOutbox,
    rounds: 10,
    lockId: async (accountId, noticeId) => {
      const summaryId = (await notices.get(accountId, noticeId))?.summaryId;
      return summaryId ? `summary-${summaryId}` : noticeId;
    },
    lock: (accountId, lockId, token, ttlMs) => notices.lock(accountId, lockId, token, ttlMs),
    unlock: (accountId, lockId, token) => notices.unlock(accountId, lockId, token),
    load: (accountId, noticeId) => notices.get(accountId, noticeId),
    advance: (notice) => advance(deps, notice),
    settled: (notice) => problem(deps, notice, undefined),
    // held by the channel's pace or pause, or by Slack's 429 (a reason `/calls missed list` shows)
    waited: async (notice, wait) => {
      if (wait.rateLimited) await problem(deps, notice, 'slack-ratelimited');
    },
    failed: async (notice, error) => {
      const { slackCode } = error as { slackCode?: string };
      if (slackCode && CHANNEL_SLACK_ERRORS.has(slackCode)) {
        // kept, not dropped: the bot may be invited later
        logger.warn(
          { account: notice.accountId, channel: notice.channel, error: slackCode },
          'notice channel not postable',
        );
        await problem(deps, notice, 'channel-unavailable');
        return { waitMs: config.missed.channel_retry_ms };
      }
      if (slackCode && PERMANENT_SLACK_ERRORS.has(slackCode)) {
        logger.warn(
          { account: notice.accountId, channel: notice.channel, error: slackCode },
          'Slack refused the notice',
        );
        await notices.markSent(notice.accountId, notice.id, notice.version);
        return { outcome: 'dropped' };
      }
      await problem(deps, notice, 'slack-failing');
      throw error;
    },
  });
}
