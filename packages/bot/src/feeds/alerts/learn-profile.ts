import type { Logger } from 'pino';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { describeError } from '../../pbx/pbx-errors.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { AlertScheduler } from './alert-scheduler.js';
import { PROFILE_RETRY_MS, type ProfileStore } from './profile-store.js';
import { learnTrafficProfile } from './traffic-history.js';

/** What learning a profile needs of the poll job's dependencies. */
export interface ProfileLearnerDeps {
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  profiles: ProfileStore;
  budget: AccountBudget;
  scheduler: AlertScheduler;
  logger: Logger;
}

/** Learns the account's traffic profile in the background of a read; one learner per account at a time. */
export async function learnProfile(
  deps: ProfileLearnerDeps,
  accountId: string,
  timeZone: string,
  dayShare: number,
  now: number,
): Promise<void> {
  const entry = await deps.accounts.entry(accountId);
  const gateway = entry && !entry.revoked ? entry.gateway : undefined;
  if (!gateway || !(await deps.profiles.lock(accountId))) return;
  try {
    const today = (await deps.budget.snapshot(accountId)).day.date;
    const outcome = await learnTrafficProfile({
      accountId,
      timeZone,
      now,
      gateway,
      budget: deps.budget,
      dayShare,
    });
    if (outcome.failed) await deps.profiles.failed(accountId, now + PROFILE_RETRY_MS);
    else await deps.profiles.learnt(accountId, today, outcome.profile);
    // the plan follows the new profile (or says the history failed) at once
    await deps.scheduler.runNow(accountId, `profile-${now}`);
    deps.logger.info(
      {
        account: accountId,
        requests: outcome.requests,
        failed: outcome.failed,
        calls: outcome.profile?.calls,
      },
      'traffic profile learnt',
    );
  } catch (error) {
    deps.logger.warn({ account: accountId, err: describeError(error) }, 'traffic profile failed');
    await deps.profiles.failed(accountId, now + PROFILE_RETRY_MS).catch(() => {});
  }
}
