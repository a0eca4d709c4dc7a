import { z } from 'zod';
import { ClockTime } from '../../core/schedule/business-hours.schema.js';

/** A morning report: every chosen day at `time` (the account's time zone), yesterday's figures in `channel`. */
export const ReportRule = z.object({
  id: z.string().min(1),
  accountId: z.string().min(1),
  channel: z.string().min(1),
  time: ClockTime,
  /** ISO weekdays (1 = Monday … 7 = Sunday). */
  days: z.array(z.int().min(1).max(7)).min(1).max(7),
  createdBy: z.string().optional(),
  createdAt: z.number().optional(),
});
export type ReportRule = z.infer<typeof ReportRule>;

/** The operations of `/queue report`. */
export const ReportAdd = z.strictObject({
  type: z.literal('report.add'),
  time: ClockTime,
  days: z.array(z.int().min(1).max(7)).min(1).max(7),
});
export const ReportList = z.strictObject({ type: z.literal('report.list') });
export const ReportRemove = z.strictObject({
  type: z.literal('report.remove'),
  id: z.string().min(1).max(20),
});
export const reportOperations = [ReportAdd, ReportList, ReportRemove] as const;
export type ReportOperation = z.output<(typeof reportOperations)[number]>;
export type ReportOperationOf<T extends ReportOperation['type']> = Extract<ReportOperation, { type: T }>;
