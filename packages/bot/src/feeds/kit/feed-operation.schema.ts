import { z } from 'zod';
import { FeedRuleId, pauseLimits } from './feed-rule.schema.js';

/**
 * The operations of a feed's command, `<feed>.add|list|remove|pause`: a rule for the channel the command came
 * from (its spec, the feed's own schema), the channel's rules, one removed by id, the channel paused for some
 * minutes (0 resumes).
 */
export function feedOperations<const P extends string, S extends z.ZodType>(prefix: P, spec: S) {
  return [
    z.strictObject({ type: z.literal(`${prefix}.add` as `${P}.add`), rule: spec }),
    z.strictObject({ type: z.literal(`${prefix}.list` as `${P}.list`) }),
    z.strictObject({ type: z.literal(`${prefix}.remove` as `${P}.remove`), id: FeedRuleId }),
    z.strictObject({
      type: z.literal(`${prefix}.pause` as `${P}.pause`),
      minutes: z.int().min(pauseLimits.min).max(pauseLimits.max),
    }),
  ] as const;
}

/** The operations of a feed named `P` whose rule spec is `S`. */
export type FeedOperation<P extends string, S> =
  | { type: `${P}.add`; rule: S }
  | { type: `${P}.list` }
  | { type: `${P}.remove`; id: string }
  | { type: `${P}.pause`; minutes: number };
