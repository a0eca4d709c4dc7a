import type { Blacklist, BlacklistNumber, BlacklistSummary } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { actionIds } from '../../slack/views/action-ids.js';
import {
  actions,
  type Block,
  button,
  context,
  esc,
  header,
  lineSections,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { mrkdwnCode } from '../../slack/views/mrkdwn-text.js';
import { pageButtons, pagedLines, paginate } from '../../slack/views/paginate.js';
import type { BlacklistOperation } from './blacklist.schema.js';
import { blacklistActionIds } from './blacklist-ids.js';
import type { BlacklistTexts } from './blacklist-messages.js';
import { blacklistTextsFor } from './blacklist-messages.js';

export const BLACKLISTS_PER_PAGE = 20;
export const BLACKLIST_NUMBERS_PER_PAGE = 40;

function usage(rules: readonly string[], t: BlacklistTexts): string {
  return rules.length === 0
    ? t.blacklist.inactive
    : `:shield: ${t.blacklist.usedBy(rules.map(esc).join(', '))}`;
}

/** `^0899` → `` `^0899` (prefisso: il `^` blocca ogni numero che inizia con 0899) ``. */
export function numberText(number: string, t: BlacklistTexts): string {
  if (!number.startsWith('^')) return mrkdwnCode(number);
  return `${mrkdwnCode(number)} (${t.blacklist.prefix}: ${t.blacklist.prefixNote(esc(number.slice(1)))})`;
}

function entryLine(entry: BlacklistNumber, t: BlacklistTexts): string {
  return `id ${entry.id} · ${numberText(entry.number, t)}${entry.description ? ` — ${esc(entry.description)}` : ''}`;
}

/**
 * `/blacklist`: every blacklist with its size and the numbers whose rules use it; inactive ones flagged.
 * @see pbx-api-reference.md "Blacklist", endpoint 17
 */
export function blacklistListView(
  lists: readonly BlacklistSummary[],
  page: number,
  locale: Locale,
): SlackMessage {
  const t = blacklistTextsFor(locale);
  if (lists.length === 0)
    return { text: t.blacklist.empty, blocks: [header(t.blacklist.listTitle), section(t.blacklist.empty)] };
  const current = paginate(lists, page, BLACKLISTS_PER_PAGE);
  const lines = current.items.map(
    (b) => `*${esc(b.name)}* · ${t.blacklist.numbers(b.numbers_count)}\n${usage(b.used_by_rules, t)}`,
  );
  const blocks: Block[] = [
    header(t.blacklist.listTitle),
    ...lineSections(lines, 10, (n) => `… +${n}`),
    context(t.common.page(current.page, current.totalPages)),
    ...actions(
      pageButtons(
        { type: 'blacklist.list', page: current.page } satisfies BlacklistOperation,
        current.page,
        current.totalPages,
        locale,
      ),
    ),
  ];
  const inactive = lists.filter((b) => b.used_by_rules.length === 0).length;
  return { text: `${t.blacklist.listTitle}: ${t.blacklist.listSummary(lists.length, inactive)}`, blocks };
}

/** `/blacklist show <name>`: the numbers of one blacklist with their ids, paged. */
export function blacklistDetailView(list: Blacklist, page: number, locale: Locale): SlackMessage {
  const t = blacklistTextsFor(locale);
  const current = paginate(list.numbers, page, BLACKLIST_NUMBERS_PER_PAGE);
  const blocks: Block[] = [
    header(t.blacklist.detailTitle(list.name)),
    context(`${t.blacklist.numbers(list.numbers_count)} · ${usage(list.used_by_rules, t)}`),
    ...pagedLines({
      lines: current.items.map((e) => entryLine(e, t)),
      current,
      empty: t.blacklist.noNumbers,
      operation: { type: 'blacklist.show', name: list.name, page: current.page } satisfies BlacklistOperation,
      locale,
    }),
  ];
  return {
    text: `${t.blacklist.detailTitle(esc(list.name))}: ${t.blacklist.numbers(list.numbers_count)}`,
    blocks,
  };
}

/** Answer to `/blacklist create`: created, and why it does not block anything yet. */
export function blacklistCreatedView(list: Blacklist, locale: Locale): SlackMessage {
  const t = blacklistTextsFor(locale);
  const text = t.blacklist.created(esc(list.name));
  return { text, blocks: [section(`:white_check_mark: ${text}`), context(t.blacklist.createdNote)] };
}

/** Answer to `/blacklist add` (and the "Blocca numero" button); a `^` prefix is explained. */
export function blacklistAddedView(name: string, entry: BlacklistNumber, locale: Locale): SlackMessage {
  const t = blacklistTextsFor(locale);
  const text = t.blacklist.added(esc(entry.number), esc(name), entry.id);
  const lines = [`:white_check_mark: ${text}`];
  if (entry.number.startsWith('^')) lines.push(t.blacklist.prefixNote(esc(entry.number.slice(1))));
  return { text, blocks: [section(lines.join('\n')), context(t.blacklist.blockedNow)] };
}

/** Answer to `/blacklist edit`. */
export function blacklistUpdatedView(name: string, entry: BlacklistNumber, locale: Locale): SlackMessage {
  const t = blacklistTextsFor(locale);
  const text = t.blacklist.updated(esc(name), entry.id);
  return { text, blocks: [section(`:white_check_mark: ${text}\n${entryLine(entry, t)}`)] };
}

/** Answer to `/blacklist remove`. */
export function blacklistRemovedView(name: string, id: number, locale: Locale): SlackMessage {
  const text = blacklistTextsFor(locale).blacklist.removed(esc(name), id);
  return { text, blocks: [section(`:white_check_mark: ${text}`)] };
}

/** What the buttons of the blacklist picker and of its confirmation carry. */
export interface BlockChoice {
  number: string;
  name: string;
}

/**
 * "Blocca numero" when the configured blacklist does not exist: the account's blacklists as buttons (the first
 * 24), then "Annulla". Nothing is blocked before the user confirms.
 */
export function blacklistPickView(
  number: string,
  missing: string,
  lists: readonly BlacklistSummary[],
  locale: Locale,
): SlackMessage {
  const t = blacklistTextsFor(locale);
  const text = t.blacklist.pickList(esc(number), esc(missing));
  if (lists.length === 0) return { text, blocks: [section(text), section(t.blacklist.noLists)] };
  const choices = lists.slice(0, 24).map((list, index) =>
    button({
      text: list.name,
      actionId: `${blacklistActionIds.blockPick}:${index}`,
      value: JSON.stringify({ number, name: list.name } satisfies BlockChoice),
    }),
  );
  return {
    text,
    blocks: [
      section(text),
      ...actions([
        ...choices,
        button({ text: t.common.cancel, actionId: actionIds.callCancel, value: 'cancel' }),
      ]),
    ],
  };
}

/** The last step before blocking: the number and the blacklist chosen, "Blocca" or "Annulla". */
export function blockConfirmView(choice: BlockChoice, locale: Locale): SlackMessage {
  const t = blacklistTextsFor(locale);
  const text = t.blacklist.confirmBlock(esc(choice.number), esc(choice.name));
  return {
    text,
    blocks: [
      section(text),
      ...actions([
        button({
          text: t.blacklist.blockButton,
          actionId: blacklistActionIds.blockConfirm,
          value: JSON.stringify(choice),
          style: 'danger',
        }),
        button({ text: t.common.cancel, actionId: actionIds.callCancel, value: 'cancel' }),
      ]),
    ],
  };
}
