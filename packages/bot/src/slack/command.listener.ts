import { randomUUID } from 'node:crypto';
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { commandNameOf, parseCommand } from '../commands/parse-command.js';
import { isWriteOperation } from '../commands/parsed-command.js';
import { accountBudgetView } from '../features/account/account-budget.view.js';
import { bookLoadingModal } from '../features/book/book.view.js';
import { callConfirmView } from '../features/call/call.view.js';
import { messagesFor } from '../i18n/catalog.js';
import { localDay } from '../limiter/local-day.js';
import type { Operation } from '../operations/operation.schema.js';
import type { PbxCommandInput } from '../queue/pbx-command.schema.js';
import type { SlackMessage } from '../views/blocks.js';
import { commandHelpView, helpView, parseErrorView } from '../views/help.view.js';
import { errorView, queuedView } from '../views/notice.view.js';
import { type ListenerDeps, type Requester, requester } from './listener-deps.js';

/** The fields of a slash command the bot reads. */
export interface CommandInput {
  command: string;
  text: string;
  user_id: string;
  team_id?: string;
  channel_id?: string;
  response_url?: string;
  trigger_id?: string;
}

/** What to do with a command: the ack to send at once, then (after the ack) a job or a modal. */
export interface CommandPlan {
  /** Ephemeral answer shown at once; `undefined` acks with an empty body. */
  ack: SlackMessage | undefined;
  enqueue?: PbxCommandInput;
  /** `/book`: open the booking modal with this trigger, then enqueue loading its options. */
  openBookModal?: boolean;
}

function refuse(message: string, r: Requester): CommandPlan {
  return { ack: errorView(message, r.locale) };
}

/**
 * Decides the answer to a slash command without side effects other than reading permissions and links:
 * bad text gets its usage at once and nothing is enqueued; good text is acked "in coda" with a typed job.
 */
export async function planCommand(
  deps: ListenerDeps,
  input: CommandInput,
  receivedAt: number,
): Promise<CommandPlan> {
  const r = requester(deps, { userId: input.user_id, teamId: input.team_id, channelId: input.channel_id });
  const t = messagesFor(r.locale);
  const name = commandNameOf(input.command);
  if (!name) return refuse(t.common.unknownCommand(input.command), r);
  const account = r.account;
  if (!account) return refuse(t.common.noAccount, r);
  const parsed = parseCommand(name, input.text, {
    today: localDay(receivedAt, account.time_zone).date,
    interactionId: input.trigger_id ?? `${input.user_id}-${receivedAt}`,
  });
  switch (parsed.kind) {
    case 'help':
      return {
        ack: parsed.command === 'pbx' ? helpView(r.locale) : commandHelpView(parsed.command, r.locale),
      };
    case 'invalid':
      return { ack: parseErrorView(name, parsed.error, r.locale) };
    case 'book-modal':
      if (!(await deps.permissions.canWrite(r.userId))) return refuse(t.common.notPermitted, r);
      return { ack: undefined, openBookModal: true };
    case 'confirm-call': {
      if (!(await deps.permissions.canWrite(r.userId))) return refuse(t.common.notPermitted, r);
      const extension = await deps.links.get(r.userId);
      if (!extension) return refuse(t.call.notLinked, r);
      return { ack: callConfirmView(parsed.number, extension, randomUUID(), r.locale) };
    }
    case 'operation':
      if (isWriteOperation(parsed.operation) && !(await deps.permissions.canWrite(r.userId))) {
        return refuse(t.common.notPermitted, r);
      }
      return {
        ack:
          parsed.operation.type === 'account.show'
            ? await localAccountView(deps, account.id, r)
            : queuedView(r.locale),
        enqueue: jobFor(r, parsed.operation, {
          kind: 'message',
          ...(input.response_url ? { responseUrl: input.response_url } : {}),
          responseUrlIssuedAt: receivedAt,
          channelId: input.channel_id,
          replaceOriginal: false,
          fromCommand: true,
        }),
      };
  }
}

/** `/pbx account` at once from the local budget (the server's figures follow when the budget allows). */
async function localAccountView(deps: ListenerDeps, accountId: string, r: Requester): Promise<SlackMessage> {
  const [budget, waiting] = await Promise.all([
    deps.budget.snapshot(accountId),
    deps.queue.waitingCount(accountId),
  ]);
  return accountBudgetView({ accountId, budget, waiting }, r.locale);
}

/** A job payload for `operation` asked by `r`. */
export function jobFor(r: Requester, operation: Operation, reply: PbxCommandInput['reply']): PbxCommandInput {
  return {
    accountId: r.account!.id,
    operation,
    userId: r.userId,
    ...(r.teamId ? { teamId: r.teamId } : {}),
    locale: r.locale,
    reply,
    enqueuedAt: Date.now(),
    notices: 0,
  };
}

/**
 * The Bolt listener of every slash command: plan, ack at once, then enqueue (or open the booking modal). The
 * time from entry to ack is recorded (`centralino_bot_ack_duration_seconds`).
 */
export function commandListener(deps: ListenerDeps) {
  return async ({
    command,
    ack,
    respond,
    client,
  }: SlackCommandMiddlewareArgs & AllMiddlewareArgs): Promise<void> => {
    const started = performance.now();
    const receivedAt = deps.now?.() ?? Date.now();
    let plan: CommandPlan;
    try {
      plan = await planCommand(deps, command, receivedAt);
    } catch (err) {
      deps.logger.error({ err, command: command.command }, 'command planning failed');
      plan = { ack: errorView(messagesFor(deps.config.locale).common.unexpected, deps.config.locale) };
    }
    await ack(
      plan.ack ? { response_type: 'ephemeral', text: plan.ack.text, blocks: plan.ack.blocks } : undefined,
    );
    deps.metrics.ackDuration.observe({ command: command.command }, (performance.now() - started) / 1000);

    const r = requester(deps, {
      userId: command.user_id,
      teamId: command.team_id,
      channelId: command.channel_id,
    });
    if (plan.enqueue) {
      try {
        await deps.queue.enqueue(plan.enqueue);
      } catch (err) {
        deps.logger.error({ err: String(err) }, 'enqueue failed');
        await respond({
          response_type: 'ephemeral',
          replace_original: true,
          text: errorView(messagesFor(r.locale).common.enqueueFailed, r.locale).text,
        }).catch(() => {});
      }
    }
    if (plan.openBookModal && r.account) {
      const metadata = { accountId: r.account.id, channelId: command.channel_id, locale: r.locale };
      try {
        const opened = await client.views.open({
          trigger_id: command.trigger_id,
          view: bookLoadingModal(r.locale, metadata),
        });
        const viewId = opened.view?.id;
        if (viewId) {
          await deps.queue.enqueue(
            jobFor(r, { type: 'book.form', viewId }, { kind: 'view', viewId, channelId: command.channel_id }),
          );
        }
      } catch (err) {
        deps.logger.warn({ err: String(err) }, 'cannot open the booking modal');
        await respond({
          response_type: 'ephemeral',
          text: errorView(messagesFor(r.locale).common.unexpected, r.locale).text,
        }).catch(() => {});
      }
    }
  };
}
