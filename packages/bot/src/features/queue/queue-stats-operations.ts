import { localDay } from '../../pbx/limiter/local-day.js';
import { type CallFigures, dayStats, isQuiet, periodStats } from '../../work/charts/call-figures.js';
import { chartFileTitle } from '../../work/charts/chart-file-title.js';
import { chartSpec } from '../../work/charts/chart-spec.js';
import { renderPng } from '../../work/charts/render-png.js';
import { addDays } from '../../work/commands/date-time.js';
import { dayRecords } from '../../work/history/day-history.js';
import type { OperationContext, OperationResult } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { QueueOperationOf } from './queue.schema.js';
import { type ChartOutcome, queueStatsView, statsSummary, withWholeAccountNote } from './queue-stats.view.js';

/** Days of `settimana`: the seven days before today. */
export const WEEK_DAYS = 7;

/** The account's today and how far into it we are. */
function clockOf(ctx: OperationContext, now: number) {
  const day = localDay(now, ctx.account.time_zone);
  return { today: day.date, sinceMidnightMs: now - (day.endsAt - 86_400_000) };
}

/** The figures the operation asks for, from the history. */
async function figuresOf(ctx: OperationContext, op: QueueOperationOf<'queue.stats'>): Promise<CallFigures> {
  const clock = clockOf(ctx, Date.now());
  if (op.week) {
    const dates = Array.from({ length: WEEK_DAYS }, (_, i) => addDays(clock.today, i - WEEK_DAYS));
    const days = await Promise.all(dates.map((date) => dayRecords(ctx, date, clock)));
    return periodStats(days.flat(), dates);
  }
  const date = op.day ?? clock.today;
  return dayStats(await dayRecords(ctx, date, clock), date);
}

/**
 * The picture of the figures, uploaded to the channel the command came from (the same picture: the same file).
 * A failure to draw or upload leaves the picture out, logged once per job; the summary still goes.
 */
async function chartOf(ctx: OperationContext, f: CallFigures): Promise<ChartOutcome> {
  if (isQuiet(f)) return { missing: 'quiet' };
  const charts = ctx.services.charts;
  if (!charts || !ctx.channelId) return { missing: 'no_channel' };
  try {
    const png = await renderPng(chartSpec(f, ctx.locale));
    const fileId = await charts.fileFor({
      workspace: { teamId: ctx.teamId, accountId: ctx.account.id },
      channelId: ctx.channelId,
      png,
      filename: `chiamate-${f.period.kind === 'day' ? f.period.date : `${f.period.from}_${f.period.to}`}.png`,
      title: chartFileTitle(f, ctx.account.id, ctx.locale),
      altText: statsSummary(f, ctx.locale),
    });
    return { fileId };
  } catch (error) {
    await charts.logFailureOnce(ctx.jobId, error, { account: ctx.account.id, operation: 'queue.stats' });
    return { missing: 'failed' };
  }
}

/**
 * `/queue stats [name] [day|settimana]`: the inbound history of the account for the period, as a chart and its
 * key figures. A queue's name is checked (unknown: the queues there are); a known one gets the account's chart
 * with the reason: the history does not carry the queue.
 * @see pbx-api-reference.md "Inbound call record", endpoint 8
 */
export async function runQueueStats(
  ctx: OperationContext,
  op: QueueOperationOf<'queue.stats'>,
  resolveQueue: (typed: string) => Promise<{ name: string } | { answer: OperationResult }>,
): Promise<OperationResult> {
  let queueName: string | undefined;
  if (op.name !== undefined) {
    const resolved = await resolveQueue(op.name);
    if ('answer' in resolved) return resolved.answer;
    queueName = resolved.name;
  }
  const figures = await figuresOf(ctx, op);
  const chart = await chartOf(ctx, figures);
  const view = queueStatsView(figures, chart, ctx.locale);
  return shown(queueName === undefined ? view : withWholeAccountNote(view, queueName, ctx.locale));
}
