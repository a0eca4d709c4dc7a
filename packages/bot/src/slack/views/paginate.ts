import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import { actionIds } from './action-ids.js';
import { actions, type Block, type ButtonElement, button, context, lineSections, section } from './blocks.js';

/** One page of a list. */
export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
  /** Index (0-based) of the first item of the page in the whole list. */
  offset: number;
}

/** The `page`-th slice of `perPage` items (clamped to the last page). */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
  const offset = (current - 1) * perPage;
  return { items: items.slice(offset, offset + perPage), page: current, totalPages, offset };
}

/**
 * A button's value that re-runs `operation` (an operation as data, `{ type, … }`; the listener validates it
 * again before enqueueing).
 */
export function operationValue<O extends { type: string }>(operation: O): string {
  return JSON.stringify(operation);
}

/** Operations that show one page of a list. */
export interface PagedOperation {
  type: string;
  page: number;
}

function atPage<O extends PagedOperation>(operation: O, page: number): O {
  return { ...operation, page };
}

/**
 * "◀ Previous" / "Next ▶" buttons re-running a paged operation on the neighbouring page; none for one page.
 */
export function pageButtons<O extends PagedOperation>(
  operation: O,
  page: number,
  totalPages: number,
  locale: Locale,
): ButtonElement[] {
  const t = messagesFor(locale).common;
  const out: ButtonElement[] = [];
  if (page > 1) {
    out.push(
      button({
        text: t.previous,
        actionId: actionIds.pagePrev,
        value: operationValue(atPage(operation, page - 1)),
      }),
    );
  }
  if (page < totalPages) {
    out.push(
      button({
        text: t.next,
        actionId: actionIds.pageNext,
        value: operationValue(atPage(operation, page + 1)),
      }),
    );
  }
  return out;
}

/**
 * One page of a list as blocks: its lines (`empty` when there are none), "page x of y" when there are several, and
 * the buttons re-running `operation` on the neighbouring pages.
 */
export function pagedLines<O extends PagedOperation>(page: {
  lines: readonly string[];
  current: Pick<Page<unknown>, 'page' | 'totalPages'>;
  empty: string;
  operation: O;
  locale: Locale;
}): Block[] {
  const { current, locale } = page;
  return [
    ...(page.lines.length === 0
      ? [section(page.empty)]
      : lineSections([...page.lines], 10, (n) => `… +${n}`)),
    ...(current.totalPages > 1
      ? [context(messagesFor(locale).common.page(current.page, current.totalPages))]
      : []),
    ...actions(pageButtons(page.operation, current.page, current.totalPages, locale)),
  ];
}
