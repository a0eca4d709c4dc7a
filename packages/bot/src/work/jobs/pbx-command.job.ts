import { PbxApiError } from '@centralino/client';
import { DelayedError, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import { isBudgetDenied } from '../../pbx/limiter/budget-denied-error.js';
import type { ShareStore } from '../../slack/share/share-store.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import { errorView, positionView, runningView } from '../../slack/views/notice.view.js';
import { withShareButton } from '../../slack/views/share-button.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type {
  OperationContext,
  OperationResult,
  OperationServices,
} from '../operations/operation-context.js';
import type { DeferredCommands } from '../queue/deferred-commands.js';
import { PBX_COMMAND_JOB } from '../queue/pbx-command.job-name.js';
import type { PbxCommandPayload } from '../queue/pbx-command.schema.js';
import type { WaitingLine } from '../queue/waiting-line.js';
import { describeError, failureMessage, isTransient } from './command-failure.js';
import type { CommandRunner } from './command-runner.js';
import { dayLimitAnswer, lastsTheDay } from './day-limit.js';
import { replyToUser } from './reply-to-user.js';
import type { SlackResponder } from './responder.js';

/** The job's name, as enqueued (its payload schema is the registry's, `CommandRunner.payload`). */
export const name = PBX_COMMAND_JOB;

/** Notices "you are number N in line" sent at most this many times per job. */
const MAX_NOTICES = 2;

/** What the processor needs. Built once per worker process. */
export interface PbxCommandDeps {
  config: BotConfig;
  /** The operations of every feature: how each runs (the registry). */
  commands: CommandRunner;
  services: OperationServices;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  responder: SlackResponder;
  shares: ShareStore;
  waiting: WaitingLine;
  /** Commands refused for the day budget, kept for "Esegui alle 00:00". */
  deferred: DeferredCommands;
  logger: Logger;
}

/** How a job ended (its BullMQ return value). */
export interface PbxCommandOutcome {
  outcome: 'ok' | 'error' | 'invalid' | 'day-limit';
  delivery?: string;
}

/**
 * The processor of `pbx-command` jobs: takes a token of the account's budget (or waits for one, parked in the
 * delayed set, telling the user their place), runs the operation, answers through the reply target. Reads
 * that fail on the exchange's side are retried by BullMQ with backoff; writes never (a click-to-call must not
 * ring twice). Every write leaves an audit line.
 */
export function createPbxCommandProcessor(deps: PbxCommandDeps) {
  const { config, services, commands, logger } = deps;
  const audit = logger.child({ audit: true });

  const reply = (payload: PbxCommandPayload, message: SlackMessage, replace: boolean) =>
    replyToUser({ commands, responder: deps.responder }, payload, message, replace);

  async function deliver(payload: PbxCommandPayload, result: OperationResult): Promise<string> {
    const target = payload.reply;
    if (result.kind === 'modal') {
      if (target.kind !== 'view') return 'failed';
      return (await deps.responder.updateView(target.viewId, result.view, payload.teamId))
        ? 'views.update'
        : 'failed';
    }
    let message = result.message;
    if (result.shareable && target.kind === 'message') {
      const owner = { userId: payload.userId, teamId: payload.teamId, accountId: payload.accountId };
      message = withShareButton(message, await deps.shares.save(message, owner), payload.locale);
    }
    return reply(
      payload,
      message,
      target.kind === 'message' && (target.fromCommand || target.replaceOriginal),
    );
  }

  /**
   * The account's day budget is spent: instead of a wait of hours, the user is told plainly and offered to run
   * the command at the reset (00:00 in the account's time zone) or to drop it. `/pbx account` already answered
   * from the local budget and ends quietly; calls are never postponed.
   */
  async function dayLimitReached(job: Job, payload: PbxCommandPayload, timeZone: string) {
    const op = payload.operation;
    await deps.waiting.leave(payload.accountId, job.id!);
    services.metrics.jobs.inc({ account: payload.accountId, operation: op.type, outcome: 'day_limit' });
    const message = await dayLimitAnswer(payload, timeZone, deps.deferred, {
      answeredAtOnce: commands.answeredAtOnce(op),
      neverDeferred: commands.neverDeferred(op),
    });
    if (!message) return { outcome: 'day-limit', delivery: 'none' } as const;
    const target = payload.reply;
    const replace = target.kind === 'message' && (target.fromCommand || target.replaceOriginal);
    const delivery = await reply(payload, message, replace);
    logger.info({ jobId: job.id, account: payload.accountId, operation: op.type }, 'day budget spent');
    return { outcome: 'day-limit', delivery } as const;
  }

  /** Parks the job until the account has a token for it, telling the user when the wait is long. */
  async function waitForBudget(
    job: Job,
    token: string | undefined,
    payload: PbxCommandPayload,
    retryAfterMs: number,
    reason: 'minute' | 'other',
    need?: string,
  ): Promise<never> {
    const account = payload.accountId;
    const ticket = await deps.waiting.place(account, job.id!, need);
    const place = ticket.place;
    // Each waiter wakes when its own token frees (the place-th grant leaving the window), so later arrivals
    // wake later, the estimate is honest, and a backlog drains at the account's full rate. The line re-plans
    // the wake-up when it moves without using a token (see WaitingLine).
    const turn = reason === 'minute' ? await services.budget.waitForTurn(account, place) : 0;
    const { perMinute } = services.budget.configFor(account);
    const spacing = Math.ceil(services.budget.windowMs / Math.max(perMinute, 1));
    const delayMs =
      reason === 'minute'
        ? Math.max(retryAfterMs, turn, 1)
        : Math.max(retryAfterMs, 1) + (place - 1) * spacing;
    const waitedMs = Date.now() - payload.enqueuedAt;
    if (
      !commands.answeredAtOnce(payload.operation) &&
      payload.notices < MAX_NOTICES &&
      waitedMs + delayMs >= config.worker.notify_after_ms &&
      payload.reply.kind === 'message'
    ) {
      const target = payload.reply;
      await reply(
        payload,
        positionView(place, delayMs, payload.locale),
        target.fromCommand || target.replaceOriginal,
      );
      await job.updateData({ ...payload, notices: payload.notices + 1 });
    }
    logger.debug({ jobId: job.id, account, place, delayMs, reason }, 'no token: parked');
    services.metrics.jobs.inc({ account, operation: payload.operation.type, outcome: 'delayed' });
    const wakeAt = Date.now() + delayMs;
    await deps.waiting.park(account, job.id!, { wakeAt, need, ticket }, () =>
      job.moveToDelayed(wakeAt, token),
    );
    throw new DelayedError(`account ${account}: no budget for ${delayMs} ms`);
  }

  return async function processPbxCommand(job: Job, token?: string): Promise<PbxCommandOutcome> {
    const parsed = commands.payload.safeParse(job.data);
    if (!parsed.success) {
      logger.error({ jobId: job.id, issues: parsed.error.issues }, 'invalid pbx-command payload: dropped');
      return { outcome: 'invalid' };
    }
    const payload = parsed.data;
    const op = payload.operation;
    const write = commands.isWrite(op);
    const entry = await deps.accounts.entry(payload.accountId);
    if (!entry) {
      logger.error({ jobId: job.id, account: payload.accountId }, 'job for an unknown account: dropped');
      await deps.waiting.leave(payload.accountId, job.id!);
      return { outcome: 'invalid' };
    }
    const { account, gateway } = entry;

    let runningNotice: Promise<unknown> | undefined;
    const ctx: OperationContext = {
      services,
      account,
      gateway,
      userId: payload.userId,
      teamId: payload.teamId,
      channelId: payload.reply.channelId,
      locale: payload.locale,
      jobId: job.id!,
      hooks: commands.hooks,
      beforeCall: () => {
        void deps.waiting.leave(account.id, job.id!, { replan: false });
        if (payload.notices > 0 && !runningNotice && payload.reply.kind === 'message') {
          const target = payload.reply;
          runningNotice = reply(
            payload,
            runningView(payload.locale),
            target.fromCommand || target.replaceOriginal,
          );
        }
      },
    };
    const labels = { account: account.id, operation: op.type };
    services.metrics.jobsActive.inc({ account: account.id });
    try {
      const result = await commands.run(ctx, op);
      await deps.waiting.leave(account.id, job.id!);
      // the audit line is written as soon as the write is done, before the answer (which may fail or be slow)
      if (write)
        audit.info(
          {
            user: payload.userId,
            team: payload.teamId,
            account: account.id,
            operation: op.type,
            params: commands.auditParams(op),
            ...(result.refusedWith === undefined
              ? { result: 'ok' }
              : { result: 'refused', status: result.refusedWith }),
          },
          'audit',
        );
      await runningNotice;
      const delivery = await deliver(payload, result);
      services.metrics.jobs.inc({ ...labels, outcome: 'ok' });
      logger.debug(
        { jobId: job.id, ...labels, delivery, waitedMs: Date.now() - payload.enqueuedAt },
        'command answered',
      );
      return { outcome: 'ok', delivery };
    } catch (error) {
      await runningNotice;
      if (
        (isBudgetDenied(error) &&
          (error.reason === 'day' || lastsTheDay(error.retryAfterMs, account.time_zone))) ||
        (error instanceof PbxApiError &&
          error.status === 429 &&
          lastsTheDay((error.retryAfter ?? 0) * 1000, account.time_zone))
      ) {
        return await dayLimitReached(job, payload, account.time_zone);
      }
      if (isBudgetDenied(error)) {
        const reason = error.reason === 'minute' || error.reason === 'reserved' ? 'minute' : 'other';
        return await waitForBudget(job, token, payload, error.retryAfterMs, reason, error.need);
      }
      if (error instanceof PbxApiError && error.status === 429) {
        // the gateway already blocked the account until Retry-After; wait like any other denial
        return await waitForBudget(job, token, payload, Math.max(error.retryAfter ?? 1, 1) * 1000, 'other');
      }
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!write && isTransient(error) && !finalAttempt) {
        await deps.waiting.rejoin(account.id, job.id!, payload.enqueuedAt);
        services.metrics.jobs.inc({ ...labels, outcome: 'retried' });
        logger.warn(
          { jobId: job.id, ...labels, attempt: job.attemptsMade + 1, err: describeError(error) },
          'read failed: retrying',
        );
        throw error;
      }
      await deps.waiting.leave(account.id, job.id!);
      const message = failureMessage(error, payload.locale);
      if (write) {
        audit.info(
          {
            user: payload.userId,
            team: payload.teamId,
            account: account.id,
            operation: op.type,
            params: commands.auditParams(op),
            result: 'error',
            status: (error as { status?: number }).status,
            message,
          },
          'audit',
        );
      }
      const delivery = await reply(
        payload,
        errorView(message, payload.locale),
        payload.reply.kind === 'message' && (payload.reply.fromCommand || payload.reply.replaceOriginal),
      );
      services.metrics.jobs.inc({ ...labels, outcome: 'error' });
      const level = error instanceof PbxApiError && error.status < 500 ? 'info' : 'warn';
      logger[level]({ jobId: job.id, ...labels, err: describeError(error) }, 'command failed');
      return { outcome: 'error', delivery };
    } finally {
      services.metrics.jobsActive.dec({ account: account.id });
    }
  };
}
