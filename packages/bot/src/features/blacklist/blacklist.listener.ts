import { BlacklistName, BlacklistNumberValue, normalizePhoneNumber } from '@centralino/schemas';
import { messagesFor } from '../../core/i18n/catalog.js';
import { numberOf, parseJson } from '../../slack/button-value.js';
import { baseActionId } from '../../slack/views/action-ids.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { ActionContext } from '../../work/listeners/listener-deps.js';
import type { BlacklistOperation } from './blacklist.schema.js';
import { type BlockChoice, blockConfirmView } from './blacklist.view.js';
import { blacklistActionIds } from './blacklist-ids.js';

/** The blacklist and number a picker or confirmation button carries, checked with the API's rules. */
function blockChoiceOf(value: string | undefined): BlockChoice | undefined {
  const raw = parseJson(value) as { number?: unknown; name?: unknown } | undefined;
  const number = BlacklistNumberValue.safeParse(raw?.number);
  const name = BlacklistName.safeParse(raw?.name);
  return number.success && name.success ? { number: number.data, name: name.data } : undefined;
}

/** "Blocca numero" on a call row: the number into the account's configured blacklist (permitted users). */
export async function blockNumber({ deps, r, action, say, enqueue }: ActionContext): Promise<void> {
  const t = messagesFor(r.locale);
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return void (await say(errorView(t.common.notPermitted, r.locale).text));
  const shown = numberOf(action.value) ?? '';
  const number = BlacklistNumberValue.safeParse(normalizePhoneNumber(shown) ?? shown);
  if (!number.success)
    return void (await say(errorView(number.error.issues[0]?.message ?? '', r.locale).text));
  const block: BlacklistOperation = {
    type: 'blacklist.block',
    name: r.account.block_blacklist,
    number: number.data,
    description: 'Slack',
  };
  await enqueue(block, false);
}

/**
 * A blacklist picked for the number (the configured one does not exist) asks to confirm; the confirmation
 * adds the number to it.
 */
export async function pickOrConfirmBlock({
  deps,
  r,
  action,
  respond,
  say,
  enqueue,
}: ActionContext): Promise<void> {
  const t = messagesFor(r.locale);
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return void (await say(errorView(t.common.notPermitted, r.locale).text));
  const choice = blockChoiceOf(action.value);
  if (!choice) {
    deps.logger.warn({ actionId: action.action_id }, 'blacklist button with an invalid value ignored');
    return;
  }
  if (baseActionId(action.action_id) === blacklistActionIds.blockPick) {
    const confirm = blockConfirmView(choice, r.locale);
    return void (await respond({
      response_type: 'ephemeral',
      replace_original: true,
      text: confirm.text,
      blocks: confirm.blocks,
    }).catch((err: unknown) => deps.logger.warn({ err: String(err) }, 'respond failed')));
  }
  const add: BlacklistOperation = {
    type: 'blacklist.add',
    name: choice.name,
    number: choice.number,
    description: 'Slack',
  };
  await enqueue(add, true);
}
