import type { z } from 'zod';
import { feedOperations } from '../kit/feed-operation.schema.js';
import { AlertRuleSpec } from './alert-rule.schema.js';

/** `/queue alert add|list|remove|pause`: live queue alerts of the channel the command came from. */
export const alertOperations = feedOperations('alert', AlertRuleSpec);
export type AlertOperation = z.output<(typeof alertOperations)[number]>;
export type AlertOperationOf<T extends AlertOperation['type']> = Extract<AlertOperation, { type: T }>;
