/** A call list page as the API sends it (the parts a smaller first page is cut from). */
interface CallPage {
  data: unknown[];
  pagination: { current_page: number; total_calls: number; per_page: number };
}

/**
 * The first page of `perPage` calls cut from a first page of a larger `limit` (same filters): what the API
 * would have answered to `limit=perPage`, so a background read can serve a command's first page. `undefined`
 * when it cannot (not a first page, or smaller than `perPage` while more calls exist).
 * @see pbx-api-reference.md "Pagination and filters (call lists)"
 */
export function firstPageOf<T extends CallPage>(page: T, perPage: number): T | undefined {
  const p = page.pagination;
  if (p.current_page !== 1) return undefined;
  if (page.data.length < Math.min(perPage, p.total_calls)) return undefined;
  const shown = Math.min(perPage, p.total_calls, page.data.length);
  return {
    ...page,
    data: page.data.slice(0, shown),
    pagination: {
      ...p,
      total_pages: Math.ceil(p.total_calls / perPage),
      per_page: perPage,
      showing_from: shown > 0 ? 1 : 0,
      showing_to: shown,
    },
  };
}
