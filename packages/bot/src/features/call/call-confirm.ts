import { randomUUID } from 'node:crypto';
import { errorView } from '../../slack/views/notice.view.js';
import type { CommandPlan, StepInput } from '../../work/listeners/listener-deps.js';
import { callConfirmView } from './call.view.js';
import { callTextsFor } from './call-messages.js';

declare module '../../work/commands/parsed-command.js' {
  interface FeatureCommandSteps {
    /** `/call <number>`: show a confirmation with a button before dialling. */
    'confirm-call': { kind: 'confirm-call'; number: string };
  }
}

/**
 * `/call <number>`, for permitted users with a linked extension: a confirmation with "Chiama" (carrying a new
 * confirmation id, so that it dials at most once) and "Annulla". Nothing is dialled yet.
 */
export async function confirmCall(step: { number: string }, { deps, r }: StepInput): Promise<CommandPlan> {
  const t = callTextsFor(r.locale);
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return { ack: errorView(t.common.notPermitted, r.locale) };
  const extension = await deps.links.get(r.userId);
  if (!extension) return { ack: errorView(t.call.notLinked, r.locale) };
  return { ack: callConfirmView(step.number, extension, randomUUID(), r.locale) };
}
