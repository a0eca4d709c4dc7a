import { z } from 'zod';

/**
 * A feed's rule: what the feed watches (its spec, the feed's own), plus what every feed's rule has — its id,
 * the account it watches, the channel it posts in, where it comes from (the configuration file, read-only, or
 * Slack) and who made it when. The hours a rule speaks (`hours`, `BusinessHours`) and the channel's pause are
 * read the same way by every feed.
 */

/** Bounds shared by every feed's `… pause <minutes>` (0 resumes). */
export const pauseLimits = { min: 0, max: 1440 } as const;

/** Rule ids: generated for rules added from Slack, from the file (or `cfg-N`) for configured ones. */
export const FeedRuleId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
  error: 'must be 1–40 lower-case letters, digits, "_" or "-"',
});

/** The fields every stored rule has beside its spec. */
export const feedRuleFields = {
  id: FeedRuleId,
  accountId: z.string().min(1),
  channel: z.string().min(1),
  source: z.enum(['config', 'slack']),
  createdBy: z.string().optional(),
  createdAt: z.number().optional(),
};

/** What every feed's stored rule has (the kit's functions take any rule of this shape). */
export interface FeedRule {
  id: string;
  accountId: string;
  channel: string;
  source?: 'config' | 'slack';
  createdBy?: string | undefined;
  createdAt?: number | undefined;
}

/** The hours of a rule given by the words `hours=`/`days=` (each may be missing): all days, all day by default. */
export function hoursOf(
  range: { from: string; to: string } | undefined,
  days: number[] | undefined,
): { hours?: { days: number[]; from: string; to: string } } {
  if (!range && !days) return {};
  return {
    hours: { days: days ?? [1, 2, 3, 4, 5, 6, 7], from: range?.from ?? '00:00', to: range?.to ?? '24:00' },
  };
}
