import type { RespondFn } from '@slack/bolt';
import { messagesFor } from '../../core/i18n/catalog.js';
import { localDay } from '../../pbx/limiter/local-day.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import { scheduledAtResetView } from '../../slack/views/day-limit.view.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { ListenerDeps, Requester } from './listener-deps.js';
import { foreignRefusal } from './owned-account.js';

/**
 * The user's choice on a command refused for the spent day budget: "Esegui alle 00:00" schedules it for the
 * reset (a delayed job; its answer will come by `chat.postEphemeral` or direct message, the `response_url`
 * having expired by then), "Annulla" drops it. The command is taken from the store once, so a double click
 * schedules it once; only by the user who typed it, in their workspace and account (a forged click from another
 * workspace is refused and leaves the command to its owner).
 */
export async function deferredChoice(
  deps: ListenerDeps,
  r: Requester & { account: NonNullable<Requester['account']> },
  input: {
    deferredId: string | undefined;
    runAtReset: boolean;
    responseUrl: string | undefined;
    respond: RespondFn;
  },
): Promise<void> {
  const t = messagesFor(r.locale);
  const answer = (text: string, blocks?: SlackMessage['blocks']) =>
    input
      .respond({
        response_type: 'ephemeral',
        replace_original: true,
        text,
        ...(blocks ? { blocks } : {}),
      })
      .catch((err: unknown) => deps.logger.warn({ err: String(err) }, 'respond failed'));
  if (input.deferredId === undefined) return void (await answer(t.dayLimit.gone));
  // the id in the button is a reference: the command must be this user's, in this workspace, on this account
  let foreign = false;
  const taken = await deps.deferred.take(input.deferredId, (p) => {
    foreign = p.accountId !== r.account.id || (p.teamId !== undefined && p.teamId !== r.teamId);
    return !foreign && p.userId === r.userId;
  });
  if (taken.kind === 'refused' && foreign)
    return void (await input
      .respond({
        response_type: 'ephemeral',
        replace_original: false,
        text: foreignRefusal(deps, r, 'deferred command'),
      })
      .catch((err: unknown) => deps.logger.warn({ err: String(err) }, 'respond failed')));
  if (taken.kind !== 'taken') return void (await answer(t.dayLimit.gone));
  const kept = taken.payload;
  const reply = kept.reply;
  if (reply.kind !== 'message') return void (await answer(t.dayLimit.gone));
  if (!input.runAtReset) return void (await answer(t.common.cancelled));
  const now = deps.now?.() ?? Date.now();
  const resetsAt = localDay(now, r.account.time_zone).endsAt;
  try {
    await deps.queue.enqueue(
      {
        ...kept,
        reply: {
          ...reply,
          ...(input.responseUrl ? { responseUrl: input.responseUrl } : {}),
          responseUrlIssuedAt: now,
          replaceOriginal: false,
          fromCommand: false,
        },
        enqueuedAt: resetsAt,
        notices: 0,
      },
      { delayMs: resetsAt - now + 1000 },
    );
  } catch (err) {
    deps.logger.error({ err: String(err) }, 'enqueue failed');
    return void (await answer(errorView(t.common.enqueueFailed, r.locale).text));
  }
  const scheduled = scheduledAtResetView(r.account.time_zone, r.locale);
  await answer(scheduled.text, scheduled.blocks);
}
