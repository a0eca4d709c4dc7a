import type { ReportRule } from './report-rule.schema.js';

/**
 * The cron pattern of a report (minute, hour, any day of month, any month, its weekdays; cron counts Sunday as 0),
 * read by BullMQ's job scheduler in the account's time zone: 08:00 stays 08:00 local across a DST change.
 */
export function reportCron(rule: Pick<ReportRule, 'time' | 'days'>): string {
  const [hour = '0', minute = '0'] = rule.time.split(':');
  const days = rule.days.map((d) => d % 7).sort((a, b) => a - b);
  return `${Number(minute)} ${Number(hour)} * * ${days.join(',')}`;
}

/** The scheduler id of a report (one per report: every process upserting it makes one). */
export function reportSchedulerId(accountId: string, ruleId: string): string {
  return `report-${accountId}-${ruleId}`;
}
