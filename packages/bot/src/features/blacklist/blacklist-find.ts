import type { z } from 'zod';
import { errorView, queuedView } from '../../slack/views/notice.view.js';
import { jobFor } from '../../work/listeners/command.listener.js';
import type { CommandPlan, StepInput } from '../../work/listeners/listener-deps.js';
import type { BlacklistFind } from './blacklist.schema.js';
import { blacklistTextsFor } from './blacklist-messages.js';

declare module '../../work/commands/parsed-command.js' {
  interface FeatureCommandSteps {
    /** `/blacklist remove <name> <number>`: the entries that are this number, offered for removal. */
    'find-blacklist-entry': {
      kind: 'find-blacklist-entry';
      operation: z.output<typeof BlacklistFind>;
    };
  }
}

/**
 * Only users who may change blacklists are offered an entry to remove: the others are refused at once, as a
 * remove by id is; the permitted ones get the reading of the blacklist that finds it (a job like any read).
 */
export async function findEntryToRemove(
  step: { operation: z.output<typeof BlacklistFind> },
  { deps, r, command, receivedAt }: StepInput,
): Promise<CommandPlan> {
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return { ack: errorView(blacklistTextsFor(r.locale).common.notPermitted, r.locale) };
  return {
    ack: queuedView(r.locale),
    enqueue: jobFor(r, step.operation, {
      kind: 'message',
      ...(command.response_url ? { responseUrl: command.response_url } : {}),
      responseUrlIssuedAt: receivedAt,
      channelId: command.channel_id,
      replaceOriginal: false,
      fromCommand: true,
    }),
  };
}
