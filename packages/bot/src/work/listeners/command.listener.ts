import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { messagesFor } from '../../core/i18n/catalog.js';
import { localDay } from '../../pbx/limiter/local-day.js';
import { errorView, queuedView } from '../../slack/views/notice.view.js';
import type { OperationBase } from '../operations/operation-base.js';
import type { PbxCommandInput } from '../queue/pbx-command.schema.js';
import {
  type CommandInput,
  type CommandPlan,
  type ListenerDeps,
  type Requester,
  requester,
} from './listener-deps.js';

function refuse(message: string, r: Requester): CommandPlan {
  return { ack: errorView(message, r.locale) };
}

/**
 * Decides the answer to a slash command without side effects other than reading permissions and links:
 * bad text gets its usage at once and nothing is enqueued; good text is acked "Richiesta ricevuta" with a typed job (or
 * with the operation's own immediate answer); a feature's step (a confirmation, a modal) is planned by it.
 */
export async function planCommand(
  deps: ListenerDeps,
  input: CommandInput,
  receivedAt: number,
): Promise<CommandPlan> {
  const r = await requester(deps, {
    userId: input.user_id,
    teamId: input.team_id,
    channelId: input.channel_id,
  });
  const t = messagesFor(r.locale);
  const { commands } = deps;
  const name = commands.commandNameOf(input.command);
  if (!name) {
    const known = commands.commandNames.map((n) => `/${n}`).join(' · ');
    return refuse(`${t.common.unknownCommand(input.command)} — ${known}`, r);
  }
  const account = r.account;
  const parsed = commands.parse(name, input.text, {
    today: localDay(receivedAt, account?.time_zone ?? 'Europe/Rome').date,
    interactionId: input.trigger_id ?? `${input.user_id}-${receivedAt}`,
  });
  // `/pbx connect` and the like run in a workspace without an account too
  if (parsed.kind !== 'help' && parsed.kind !== 'invalid' && parsed.kind !== 'operation') {
    const free = commands.accountFreeStepOf(parsed.kind);
    if (free) return free(parsed, { deps, r, command: input, receivedAt });
  }
  if (!account)
    return refuse(deps.accounts.connectedStore ? t.common.noAccountConnect : t.common.noAccount, r);
  switch (parsed.kind) {
    case 'help':
      return { ack: commands.commandHelpView(parsed.command, r.locale) };
    case 'invalid':
      return { ack: commands.parseErrorView(name, parsed.error, r.locale) };
    case 'operation': {
      if (commands.isWrite(parsed.operation) && !(await deps.permissions.canWrite(r.userId, r.teamId))) {
        return refuse(t.common.notPermitted, r);
      }
      const immediate = commands.ackOf(parsed.operation);
      return {
        ack: immediate ? await immediate(deps, { ...r, account }) : queuedView(r.locale),
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
    default: {
      const step = commands.stepOf(parsed.kind);
      if (!step) return refuse(t.common.unexpected, r);
      return step(parsed, { deps, r: { ...r, account }, command: input, receivedAt });
    }
  }
}

/** A job payload for `operation` asked by `r`. */
export function jobFor(
  r: Requester,
  operation: OperationBase,
  reply: PbxCommandInput['reply'],
): PbxCommandInput {
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
 * The Bolt listener of every slash command: plan, ack at once, then enqueue (or run the feature's step, e.g.
 * open the booking modal). The time from entry to ack is recorded (`centralino_bot_ack_duration_seconds`).
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

    if (plan.enqueue) {
      const r = await requester(deps, {
        userId: command.user_id,
        teamId: command.team_id,
        channelId: command.channel_id,
      });
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
    await plan
      .after?.({ client, respond })
      .catch((err: unknown) => deps.logger.error({ err: String(err) }, 'command step failed'));
  };
}
