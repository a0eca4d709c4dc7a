import { daysText } from '../../core/schedule/day-names.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { OperationContext, OperationResult } from '../../work/operations/operation-context.js';
import { textView as noticeView } from '../kit/feed-command.view.js';
import { feedRuleIdFor, commandAnswer as message } from '../kit/feed-operations.js';
import { reportListView } from './report.view.js';
import { reportTextsFor } from './report-messages.js';
import { type ReportOperation, ReportRule } from './report-rule.schema.js';

/** Id of a report added by a job: derived from the job, so a job run twice adds it once. */
export function reportIdFor(jobId: string): string {
  return feedRuleIdFor('m', jobId);
}

/** `/queue report add|list|remove` in the channel the command came from. */
export async function runReportOperation(
  ctx: OperationContext,
  op: ReportOperation,
): Promise<OperationResult> {
  const { account, locale } = ctx;
  const t = reportTextsFor(locale);
  const services = ctx.services.reports;
  if (!services) return message(errorView(t.notRunning, locale));
  switch (op.type) {
    case 'report.add': {
      if (!ctx.channelId) return message(errorView(t.noChannel, locale));
      const { rule, clash } = await services.store.add(
        ReportRule.parse({
          id: reportIdFor(ctx.jobId),
          accountId: account.id,
          channel: ctx.channelId,
          time: op.time,
          days: op.days,
          createdBy: ctx.userId,
          createdAt: Date.now(),
        }),
      );
      if (clash !== undefined) return message(errorView(t.clash(rule.time, clash), locale));
      await services.scheduler.ensure(rule, account.time_zone);
      const days = rule.days.length === 7 ? t.everyDay : daysText(rule.days, locale);
      return message(noticeView(t.added(rule.id, rule.time, days, rule.channel)));
    }
    case 'report.list':
      return message(reportListView(await services.store.rules(account.id), locale));
    case 'report.remove': {
      if (!(await services.store.remove(account.id, op.id)))
        return message(errorView(t.notFound(op.id), locale));
      await services.scheduler.remove(account.id, op.id, (await services.store.rules(account.id)).length);
      return message(noticeView(t.removed(op.id)));
    }
  }
}
