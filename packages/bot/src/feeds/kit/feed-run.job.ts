import type { Job } from 'bullmq';
import { z } from 'zod';
import type { AccountDirectory, DirectoryEntry } from '../../tenancy/accounts/account-directory.js';
import type { AccountRuns } from '../../work/worker/account-runs.js';

/** Payload of a feed's planned run: which account, and the instant of the plan it is. */
export const FeedRunPayload = z.object({
  accountId: z.string().min(1),
  /** The instant of the plan this job is (absent: a run at once, for a sample, a rule, a signal, a late plan). */
  at: z.number().optional(),
});

/** A key the API refused: the account is looked at again this often (a reconnection resumes its reads). */
export const REVOKED_LOOK_MS = 30_000;

/** How a run ended before reading anything. */
export type FeedRunEnd = 'invalid' | 'superseded' | 'revoked' | 'no-rules';

/** A run that goes on: the account, its gateway and its rules (at least one). */
export interface FeedRunStart<R> {
  accountId: string;
  account: DirectoryEntry['account'];
  gateway: DirectoryEntry['gateway'];
  rules: R[];
}

/** What the start of a run needs: the feed's runs, the accounts, the rules, what to do without rules. */
export interface FeedRunHooks<R> {
  runs: AccountRuns;
  accounts: Pick<AccountDirectory, 'entry'>;
  rules(accountId: string): Promise<R[]>;
  /** The account has no rule left (its posts resolve, its runs end). */
  noRules(accountId: string): Promise<void>;
}

/**
 * The start every feed's planned run shares: a plan another run replaced ends at once (it runs at its own
 * instant: no second chain of runs); an account this process does not know is left to the one that does (the
 * plan ends only where a removal left its tombstone); a key the API refused reads nothing until the account is
 * connected again (looked at every {@link REVOKED_LOOK_MS}); no rules, no run.
 */
export async function startFeedRun<R>(
  job: Job,
  hooks: FeedRunHooks<R>,
  now: number,
): Promise<FeedRunStart<R> | { outcome: FeedRunEnd }> {
  const parsed = FeedRunPayload.safeParse(job.data);
  if (!parsed.success) return { outcome: 'invalid' };
  const { accountId, at: plannedAt } = parsed.data;
  if (plannedAt !== undefined && !(await hooks.runs.isCurrent(accountId, plannedAt, now)))
    return { outcome: 'superseded' };
  const entry = await hooks.accounts.entry(accountId);
  if (!entry) {
    await hooks.runs.leaveUnknown(accountId);
    return { outcome: 'invalid' };
  }
  if (entry.revoked) {
    await hooks.runs.plan(accountId, now + REVOKED_LOOK_MS);
    return { outcome: 'revoked' };
  }
  const rules = await hooks.rules(accountId);
  if (rules.length === 0) {
    await hooks.noRules(accountId);
    return { outcome: 'no-rules' };
  }
  return { accountId, account: entry.account, gateway: entry.gateway, rules };
}
