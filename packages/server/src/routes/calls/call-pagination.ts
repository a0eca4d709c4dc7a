import type { Pagination } from '@centralino/schemas';

/** Rows to skip for a 1-based `page` of `limit` rows. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/**
 * The `pagination` object of a call list: `total_pages = ceil(total / limit)`, `showing_from`/`showing_to`
 * 1-based over the whole result, both 0 when the page shows nothing (no calls, or a page past the end).
 * @see ../../../../shared/pbx-api-reference.md#pagination-and-filters-call-lists
 */
export function buildPagination(page: number, limit: number, total: number, shown: number): Pagination {
  const offset = pageOffset(page, limit);
  return {
    current_page: page,
    total_pages: Math.ceil(total / limit),
    total_calls: total,
    per_page: limit,
    showing_from: shown > 0 ? offset + 1 : 0,
    showing_to: shown > 0 ? offset + shown : 0,
  };
}
