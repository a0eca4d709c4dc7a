import { phoneSearchDigits } from '@centralino/schemas';
import { knownContacts, knownContactsKey } from '../../pbx/directory/known-contacts.js';
import { context, esc, section } from '../../slack/views/blocks.js';
import { matchName } from '../../work/commands/name-match.js';
import type { OperationContext } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { CallsByNameOperation } from './calls.schema.js';
import { callsMessagesFor } from './calls-messages.js';
import { runCallsList } from './calls-operations.js';

/**
 * `/calls De Luca`: the exchange searches calls by number only. The name is looked up among the contacts the
 * bot has read (`/contact`): one match → that number's calls, with a line saying whose number was searched;
 * none or several → the answer says so and how to search by number.
 * @see pbx-api-reference.md endpoints 7–10 (`search` filters by number)
 */
export async function runCallsByName(ctx: OperationContext, op: CallsByNameOperation) {
  const t = callsMessagesFor(ctx.locale);
  const directory = knownContactsKey(ctx.services.keys.prefix, ctx.account.id);
  const known = await knownContacts(ctx.services.redis, directory);
  const match = matchName(op.name, known, (k) => [k.name, ...(k.company ? [k.company] : [])]);
  const digits = match.kind === 'found' ? phoneSearchDigits(match.item.number) : undefined;
  if (match.kind === 'found' && digits !== undefined) {
    const result = await runCallsList(ctx, {
      type: 'calls.list',
      direction: op.direction,
      ...(op.date === undefined ? {} : { date: op.date }),
      search: digits.slice(0, 50),
      page: 1,
      ...(op.days === undefined ? {} : { days: op.days }),
    });
    if (result.kind !== 'message') return result;
    const note = context(t.searchedAs(esc(op.name), esc(match.item.name), esc(match.item.number)));
    return { ...result, message: { ...result.message, blocks: [note, ...(result.message.blocks ?? [])] } };
  }
  const lines = [t.byNumberOnly(esc(op.name))];
  if (match.kind === 'ambiguous')
    lines.push(t.severalKnown(match.items.map((k) => `${esc(k.name)} (${esc(k.number)})`).join(', ')));
  else lines.push(t.noneKnown);
  const text = lines.join(' ');
  return shown({ text, blocks: [section(`:information_source: ${text}`)] }, false);
}
