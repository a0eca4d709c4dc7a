import { PbxApiError } from '@centralino/client';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { errorView, runningView } from '../../slack/views/notice.view.js';
import type { DirectoryEntry } from '../../tenancy/accounts/account-directory.js';
import type { OperationContext, OperationResult } from '../operations/operation-context.js';
import { PBX_COMMAND_JOB } from '../queue/pbx-command.job-name.js';
import type { PbxCommandPayload } from '../queue/pbx-command.schema.js';
import { waitOnRefusal } from './budget-wait.js';
import { answerUser, deliverResult } from './command-answer.js';
import { auditWrite } from './command-audit.js';
import { describeError, failureMessage, isTransient } from './command-failure.js';
import type { PbxCommandDeps, PbxCommandOutcome } from './pbx-command.deps.js';

export type { PbxCommandDeps, PbxCommandOutcome } from './pbx-command.deps.js';

/** The job's name, as enqueued (its payload schema is the registry's, `CommandRunner.payload`). */
export const name = PBX_COMMAND_JOB;

/** One run of a job: what every step of it needs. */
interface JobRun {
  deps: PbxCommandDeps;
  audit: Logger;
  job: Job;
  token: string | undefined;
  payload: PbxCommandPayload;
  entry: DirectoryEntry;
  /** Whether the operation writes (audited, never retried). */
  write: boolean;
  /** The "running now" notice, sent when a job that told the user its place reaches the exchange. */
  running: { notice?: Promise<unknown> };
}

/**
 * The processor of `pbx-command` jobs: takes a token of the account's budget (or waits for one, parked in the
 * delayed set, telling the user their place), runs the operation, answers through the reply target. Reads
 * that fail on the exchange's side are retried by BullMQ with backoff; writes never (a click-to-call must not
 * ring twice). Every write leaves an audit line.
 */
export function createPbxCommandProcessor(deps: PbxCommandDeps) {
  const { services, commands, logger } = deps;
  const audit = logger.child({ audit: true });

  return async function processPbxCommand(job: Job, token?: string): Promise<PbxCommandOutcome> {
    const parsed = commands.payload.safeParse(job.data);
    if (!parsed.success) {
      logger.error({ jobId: job.id, issues: parsed.error.issues }, 'invalid pbx-command payload: dropped');
      return { outcome: 'invalid' };
    }
    const payload = parsed.data;
    const write = commands.isWrite(payload.operation);
    const entry = await deps.accounts.entry(payload.accountId);
    if (!entry) {
      logger.error({ jobId: job.id, account: payload.accountId }, 'job for an unknown account: dropped');
      await deps.waiting.leave(payload.accountId, job.id!);
      return { outcome: 'invalid' };
    }
    const run: JobRun = { deps, audit, job, token, payload, entry, write, running: {} };
    const accountId = entry.account.id;
    services.metrics.jobsActive.inc({ account: accountId });
    try {
      const result = await commands.run(operationContext(run), payload.operation);
      return await answered(run, result);
    } catch (error) {
      await run.running.notice;
      return await failed(run, error);
    } finally {
      services.metrics.jobsActive.dec({ account: accountId });
    }
  };
}

/** The operation's context: the account, who asked, and what happens just before the exchange is called. */
function operationContext(run: JobRun): OperationContext {
  const { deps, job, payload, running } = run;
  const { account, gateway } = run.entry;
  return {
    services: deps.services,
    account,
    gateway,
    userId: payload.userId,
    teamId: payload.teamId,
    channelId: payload.reply.channelId,
    locale: payload.locale,
    jobId: job.id!,
    hooks: deps.commands.hooks,
    beforeCall: () => {
      void deps.waiting.leave(account.id, job.id!, { replan: false });
      if (payload.notices > 0 && !running.notice && payload.reply.kind === 'message') {
        running.notice = answerUser(deps, payload, runningView(payload.locale));
      }
    },
  };
}

/** The metric labels of a job: its account and operation. */
function labelsOf(run: JobRun) {
  return { account: run.entry.account.id, operation: run.payload.operation.type };
}

/** The operation ran: leaves the line, audits a write, and delivers the result. */
async function answered(run: JobRun, result: OperationResult): Promise<PbxCommandOutcome> {
  const { deps, job, payload } = run;
  const accountId = run.entry.account.id;
  const labels = labelsOf(run);
  await deps.waiting.leave(accountId, job.id!);
  // the audit line is written as soon as the write is done, before the answer (which may fail or be slow)
  if (run.write)
    auditWrite(
      run.audit,
      deps.commands,
      payload,
      accountId,
      result.refusedWith === undefined ? { result: 'ok' } : { result: 'refused', status: result.refusedWith },
    );
  await run.running.notice;
  const delivery = await deliverResult(deps, payload, result);
  deps.services.metrics.jobs.inc({ ...labels, outcome: 'ok' });
  deps.logger.debug(
    { jobId: job.id, ...labels, delivery, waitedMs: Date.now() - payload.enqueuedAt },
    'command answered',
  );
  return { outcome: 'ok', delivery };
}

/**
 * The operation failed: a refusal for budget waits (or answers the day's end), a transient read failure is
 * retried by BullMQ, anything else is audited (writes) and told to the user.
 */
async function failed(run: JobRun, error: unknown): Promise<PbxCommandOutcome> {
  const { deps, job, payload } = run;
  const accountId = run.entry.account.id;
  const labels = labelsOf(run);
  const { write } = run;
  const refused = await waitOnRefusal(deps, job, run.token, payload, error, run.entry.account.time_zone);
  if (refused) return refused;
  const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  if (!write && isTransient(error) && !finalAttempt) {
    await deps.waiting.rejoin(accountId, job.id!, payload.enqueuedAt);
    deps.services.metrics.jobs.inc({ ...labels, outcome: 'retried' });
    deps.logger.warn(
      { jobId: job.id, ...labels, attempt: job.attemptsMade + 1, err: describeError(error) },
      'read failed: retrying',
    );
    throw error;
  }
  await deps.waiting.leave(accountId, job.id!);
  const message = failureMessage(error, payload.locale);
  if (write) {
    const status = (error as { status?: number }).status;
    auditWrite(run.audit, deps.commands, payload, accountId, { result: 'error', status, message });
  }
  const delivery = await answerUser(deps, payload, errorView(message, payload.locale));
  deps.services.metrics.jobs.inc({ ...labels, outcome: 'error' });
  const level = error instanceof PbxApiError && error.status < 500 ? 'info' : 'warn';
  deps.logger[level]({ jobId: job.id, ...labels, err: describeError(error) }, 'command failed');
  return { outcome: 'error', delivery };
}
