/** The `pagination` block of the call lists. @see ../../../shared/pbx-api-reference.md#pagination-and-filters-call-lists */
interface PageInfo {
  current_page: number;
  total_pages: number;
}

/**
 * Every page from `firstPage` on: fetches page after page until `pagination.total_pages` is reached (or a page
 * comes back empty). Pages are fetched lazily, one per step of the iteration; stop early with `break`.
 * Calls arriving while iterating shift the newest-first pages, so an item may be seen twice.
 */
export async function* paginate<P extends { data: readonly unknown[]; pagination: PageInfo }>(
  fetchPage: (page: number) => Promise<P>,
  firstPage = 1,
): AsyncGenerator<P, void, undefined> {
  let page = firstPage;
  for (;;) {
    const body = await fetchPage(page);
    yield body;
    if (body.data.length === 0 || body.pagination.current_page >= body.pagination.total_pages) return;
    page = body.pagination.current_page + 1;
  }
}

/** The items of every page, one by one. */
export async function* items<T>(
  pages: AsyncIterable<{ data: readonly T[] }>,
): AsyncGenerator<T, void, undefined> {
  for await (const page of pages) yield* page.data;
}
