import { z } from 'zod';
import { AlertRuleId, AlertRuleSpec, alertLimits } from './alert-rule.schema.js';

/** `/queue alert add …`: a rule for the channel the command came from. */
export const AlertAdd = z.strictObject({ type: z.literal('alert.add'), rule: AlertRuleSpec });
export const AlertList = z.strictObject({ type: z.literal('alert.list') });
export const AlertRemove = z.strictObject({ type: z.literal('alert.remove'), id: AlertRuleId });
export const AlertPause = z.strictObject({
  type: z.literal('alert.pause'),
  minutes: z.int().min(alertLimits.pauseMinutes.min).max(alertLimits.pauseMinutes.max),
});

/** `/queue alert …`: live queue alerts of the channel the command came from. */
export const alertOperations = [AlertAdd, AlertList, AlertRemove, AlertPause] as const;
export type AlertOperation = z.output<(typeof alertOperations)[number]>;
export type AlertOperationOf<T extends AlertOperation['type']> = Extract<AlertOperation, { type: T }>;
