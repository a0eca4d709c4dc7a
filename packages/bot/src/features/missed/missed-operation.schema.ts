import { z } from 'zod';
import { MissedRuleId, MissedRuleSpec, missedLimits } from './missed-rule.schema.js';

/** `/calls missed add …`: notices of missed calls in the channel the command came from. */
export const MissedAdd = z.strictObject({ type: z.literal('missed.add'), rule: MissedRuleSpec });
export const MissedList = z.strictObject({ type: z.literal('missed.list') });
export const MissedRemove = z.strictObject({ type: z.literal('missed.remove'), id: MissedRuleId });
export const MissedPause = z.strictObject({
  type: z.literal('missed.pause'),
  minutes: z.int().min(missedLimits.pauseMinutes.min).max(missedLimits.pauseMinutes.max),
});

export const missedOperations = [MissedAdd, MissedList, MissedRemove, MissedPause] as const;
export type MissedOperation = z.output<(typeof missedOperations)[number]>;
