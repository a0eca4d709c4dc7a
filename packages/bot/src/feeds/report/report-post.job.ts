import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import { isBudgetDenied } from '../../pbx/limiter/budget-denied-error.js';
import { localDay } from '../../pbx/limiter/local-day.js';
import { isUnreachable } from '../../pbx/pbx-errors.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import { clockText } from '../../slack/views/clock-text.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import { type CallFigures, dayStats, isQuiet } from '../../work/charts/call-figures.js';
import { chartFileTitle } from '../../work/charts/chart-file-title.js';
import { chartSpec } from '../../work/charts/chart-spec.js';
import { renderPng } from '../../work/charts/render-png.js';
import { addDays } from '../../work/commands/date-time.js';
import { dayRecords } from '../../work/history/day-history.js';
import type {
  FeatureHooks,
  OperationContext,
  OperationServices,
} from '../../work/operations/operation-context.js';
import { type ReportInput, reportSummary, reportView } from './report.view.js';
import { reportTextsFor } from './report-messages.js';
import { worstMoments } from './report-moments.js';
import type { ReportRule } from './report-rule.schema.js';
import type { ReportScheduler } from './report-scheduler.js';
import type { ReportStore } from './report-store.js';

/** What posting a report needs (built once per worker process). */
export interface ReportJobDeps {
  config: BotConfig;
  store: ReportStore;
  scheduler: ReportScheduler;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  services: OperationServices;
  hooks: FeatureHooks;
  slackClients: SlackClients;
  logger: Logger;
}

/** A post is "late" (and says so) when it goes out this long after it was due. */
const LATE_AFTER_MS = 15 * 60_000;

/** Another process is posting this report right now: come back later. */
class PostInProgress extends Error {}

/** The history reads of a report: on the bot's own (background) tokens, cached as every other read. */
async function contextFor(
  deps: ReportJobDeps,
  rule: ReportRule,
  jobId: string,
): Promise<OperationContext | undefined> {
  const entry = await deps.accounts.entry(rule.accountId);
  // a key the API refused reads nothing until the account is connected again
  if (!entry || entry.revoked) return undefined;
  const { account, gateway } = entry;
  return {
    services: deps.services,
    account,
    gateway,
    userId: 'report',
    channelId: rule.channel,
    locale: deps.config.locale,
    jobId,
    hooks: deps.hooks,
    priority: 'background',
  };
}

async function figuresOf(ctx: OperationContext, date: string, now: number) {
  const day = localDay(now, ctx.account.time_zone);
  const clock = { today: day.date, sinceMidnightMs: now - (day.endsAt - 86_400_000) };
  const records = await dayRecords(ctx, date, clock);
  return { records, figures: dayStats(records, date), clock };
}

/**
 * Reads the history the next morning's reports need (yesterday and the same weekday a week before), at night on
 * background tokens: the morning's post then reads it from the cache.
 */
export function createReportPrefetchProcessor(deps: ReportJobDeps) {
  return async function prefetch(job: Job): Promise<{ outcome: string }> {
    const accountId = String((job.data as { accountId?: unknown }).accountId ?? '');
    const rules = await deps.store.rules(accountId);
    const rule = rules[0];
    if (!rule) return { outcome: 'no-reports' };
    if (!(await deps.accounts.entry(accountId))) {
      for (const r of rules) await deps.scheduler.remove(accountId, r.id, 0);
      return { outcome: 'unknown-account' };
    }
    const ctx = await contextFor(deps, rule, String(job.id));
    if (!ctx) return { outcome: 'unknown-account' };
    const now = Date.now();
    const yesterday = addDays(localDay(now, ctx.account.time_zone).date, -1);
    await figuresOf(ctx, yesterday, now);
    await figuresOf(ctx, addDays(yesterday, -7), now);
    return { outcome: 'ok' };
  };
}

/**
 * Posts one report for one morning, once: the post is claimed in Redis before Slack is called (a second process,
 * a retry or a restart finds it claimed), released when the post failed before Slack took it, so the next try
 * posts it — late, with a note saying why.
 */
export function createReportPostProcessor(deps: ReportJobDeps) {
  const { store, logger } = deps;
  return async function post(job: Job): Promise<{ outcome: string }> {
    const data = job.data as { accountId?: string; ruleId?: string; scheduledAt?: number };
    const accountId = String(data.accountId ?? '');
    const rule = await store.get(accountId, String(data.ruleId ?? ''));
    if (!rule) {
      // the report was removed: its schedule goes too
      await deps.scheduler.remove(
        accountId,
        String(data.ruleId ?? ''),
        (await store.rules(accountId)).length,
      );
      return { outcome: 'removed' };
    }
    if (!(await deps.accounts.entry(accountId))) {
      // an account no longer known (disconnected, its workspace uninstalled the app): its schedules go
      await deps.scheduler.remove(accountId, rule.id, 0);
      return { outcome: 'unknown-account' };
    }
    const ctx = await contextFor(deps, rule, String(job.id));
    if (!ctx)
      throw new UnrecoverableError(
        `report ${rule.id}: account ${accountId} is not configured, or the API refused its key`,
      );
    const dueAt = data.scheduledAt ?? job.timestamp + (job.delay ?? 0);
    const timeZone = ctx.account.time_zone;
    const date = addDays(localDay(dueAt, timeZone).date, -1);
    const claim = await store.claimPost(accountId, rule.id, date);
    if (claim === 'posted') return { outcome: 'already-posted' };
    if (claim === 'busy') throw new PostInProgress(`report ${rule.id} of ${date}: posted by another process`);
    try {
      const { message, late } = await composeReport(deps, ctx, rule, date, dueAt);
      const web = await deps.slackClients.client({ accountId, channelId: rule.channel }, 'background');
      const res = (await web.chat.postMessage({
        channel: rule.channel,
        text: message.text,
        blocks: message.blocks,
      })) as {
        ts?: string;
      };
      await store.markPosted(accountId, rule.id, date, res.ts ?? '');
      return { outcome: late ? 'late' : 'ok' };
    } catch (error) {
      // nothing reached the channel: the next try (BullMQ's backoff) posts it, saying why it is late
      const reason = isUnreachable(error) ? 'unreachable' : isBudgetDenied(error) ? 'budget' : 'slack';
      await store.noteFailure(accountId, rule.id, date, reason);
      await store.releasePost(accountId, rule.id, date);
      logger.warn(
        { account: accountId, report: rule.id, date, attempt: job.attemptsMade + 1, err: String(error) },
        'morning report not posted yet: tried again later',
      );
      throw error;
    }
  };
}

/** The morning's message: the day's figures beside last week's, the worst moments, the chart, why it is late. */
async function composeReport(
  deps: ReportJobDeps,
  ctx: OperationContext,
  rule: ReportRule,
  date: string,
  dueAt: number,
): Promise<{ message: SlackMessage; late: ReportInput['late'] }> {
  const { accountId } = rule;
  const timeZone = ctx.account.time_zone;
  const now = Date.now();
  const day = await figuresOf(ctx, date, now);
  const lastWeek: CallFigures | undefined = await figuresOf(ctx, addDays(date, -7), now).then(
    (r) => r.figures,
    () => undefined,
  );
  const moments = worstMoments(day.records, day.figures);
  const t = reportTextsFor(ctx.locale);
  const failure = (await deps.store.lastFailure(accountId, rule.id, date)) ?? 'down';
  const late =
    now - dueAt > LATE_AFTER_MS
      ? { due: clockText(dueAt, timeZone, false), reason: t.lateReasons[failure] ?? failure }
      : undefined;
  const input: ReportInput = {
    locale: ctx.locale,
    date,
    figures: day.figures,
    lastWeek,
    moments,
    chartFileId: undefined,
    chartFailed: false,
    late,
  };
  if (!isQuiet(day.figures) && deps.services.charts) {
    try {
      const png = await renderPng(chartSpec(day.figures, ctx.locale));
      input.chartFileId = await deps.services.charts.fileFor({
        workspace: { accountId },
        channelId: rule.channel,
        png,
        filename: `report-${date}.png`,
        title: chartFileTitle(day.figures, accountId, ctx.locale),
        altText: reportSummary(input),
      });
    } catch (error) {
      input.chartFailed = true;
      await deps.services.charts.logFailureOnce(`report-${rule.id}-${date}`, error, { account: accountId });
    }
  }
  return { message: reportView(input), late };
}
