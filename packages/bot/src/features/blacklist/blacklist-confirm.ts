import { randomUUID } from 'node:crypto';
import { parseJson } from '../../slack/button-value.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { ActionContext, CommandPlan, StepInput } from '../../work/listeners/listener-deps.js';
import { type ConfirmedWrite, confirmableWrites, type EntryWrite } from './blacklist.schema.js';
import { entryConfirmView } from './blacklist-confirm.view.js';
import { blacklistTextsFor } from './blacklist-messages.js';

declare module '../../work/commands/parsed-command.js' {
  interface FeatureCommandSteps {
    /** `/blacklist add`/`edit` whose number is ambiguous or blocks broadly: the user confirms what is stored. */
    'confirm-blacklist-entry': {
      kind: 'confirm-blacklist-entry';
      reason: 'ambiguous' | 'broad';
      choices: EntryWrite[];
    };
  }
}

/** A confirmation is answered by one write for a day, whichever of its buttons is clicked, however often. */
const CONFIRMATION_CLAIM_SECONDS = 86_400;

/** Permitted users see the readings to choose from; nothing is written yet. */
export async function confirmBlacklistEntry(
  step: { reason: 'ambiguous' | 'broad'; choices: EntryWrite[] },
  { deps, r }: StepInput,
): Promise<CommandPlan> {
  const t = blacklistTextsFor(r.locale);
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return { ack: errorView(t.common.notPermitted, r.locale) };
  return { ack: entryConfirmView(step.reason, step.choices, randomUUID(), r.locale) };
}

function confirmedWrite(
  value: string | undefined,
): { operation: ConfirmedWrite; confirmation: string } | undefined {
  const raw = parseJson(value) as { operation?: unknown; confirmation?: unknown } | undefined;
  if (typeof raw?.confirmation !== 'string') return undefined;
  for (const schema of confirmableWrites) {
    const parsed = schema.safeParse(raw.operation);
    if (parsed.success) return { operation: parsed.data, confirmation: raw.confirmation };
  }
  return undefined;
}

/**
 * A confirmation answered (the reading of a number, blocking whom it is, the entry to remove): its first click
 * enqueues the write, in place of the confirmation; later clicks are told it was already confirmed.
 */
export async function entryConfirmed({ deps, r, action, say, enqueue }: ActionContext): Promise<void> {
  const t = blacklistTextsFor(r.locale);
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return void (await say(errorView(t.common.notPermitted, r.locale).text));
  const chosen = confirmedWrite(action.value);
  if (!chosen) {
    deps.logger.warn({ actionId: action.action_id }, 'blacklist confirmation with an invalid value ignored');
    return;
  }
  const key = deps.keys.callClaim(`blacklist-entry:${chosen.confirmation}`);
  if (!(await deps.claims.claim(key, CONFIRMATION_CLAIM_SECONDS)))
    return void (await say(t.blacklist.alreadyConfirmed));
  if (!(await enqueue(chosen.operation, true))) await deps.claims.release(key);
}
