import { localDay } from '../../pbx/limiter/local-day.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import { dayLimitView } from '../../slack/views/day-limit.view.js';
import type { DeferredCommands } from '../queue/deferred-commands.js';
import type { PbxCommandPayload } from '../queue/pbx-command.schema.js';

/** A wait that lasts until the account's local day ends (a minute of margin): the day budget is spent. */
export function lastsTheDay(retryAfterMs: number, timeZone: string, now = Date.now()): boolean {
  return now + retryAfterMs >= localDay(now, timeZone).endsAt - 60_000;
}

/**
 * What a command refused for the spent day budget answers, instead of a wait of hours: said plainly, with "Esegui
 * alle 00:00" and "Annulla" (the command kept in `deferred` until then). Calls (`neverDeferred`) are never
 * postponed, modals get the sentence only, and `/pbx account` (`answeredAtOnce`, from the local budget) nothing:
 * `undefined`.
 */
export async function dayLimitAnswer(
  payload: PbxCommandPayload,
  timeZone: string,
  deferred: DeferredCommands,
  operation: { answeredAtOnce: boolean; neverDeferred: boolean },
): Promise<SlackMessage | undefined> {
  if (operation.answeredAtOnce) return undefined;
  const target = payload.reply;
  const deferrable = target.kind === 'message' && !operation.neverDeferred;
  const deferredId = deferrable
    ? await deferred.save(payload, localDay(Date.now(), timeZone).endsAt)
    : undefined;
  return dayLimitView(
    {
      timeZone,
      deferredId,
      ...(deferrable ? {} : { notDeferred: target.kind === 'view' ? 'modal' : 'call' }),
    },
    payload.locale,
  );
}
