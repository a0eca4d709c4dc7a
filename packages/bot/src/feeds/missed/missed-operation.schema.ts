import type { z } from 'zod';
import { feedOperations } from '../kit/feed-operation.schema.js';
import { MissedBlock } from './missed-block.schema.js';
import { MissedRuleSpec } from './missed-rule.schema.js';

/**
 * `/calls missed add|list|remove|pause`: notices of missed calls in the channel the command came from; and
 * "Blocca numero" on a notice (`missed.block`).
 */
export const missedOperations = [...feedOperations('missed', MissedRuleSpec), MissedBlock] as const;
export type MissedOperation = z.output<(typeof missedOperations)[number]>;
