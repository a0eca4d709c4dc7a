import { describe, expect, it } from 'vitest';
import { firstPageOf } from './first-page.js';

const page = (n: number, total: number, limit: number) => ({
  data: Array.from({ length: n }, (_, i) => ({ id: total - i })),
  pagination: {
    current_page: 1,
    total_pages: Math.ceil(total / limit),
    total_calls: total,
    per_page: limit,
    showing_from: n > 0 ? 1 : 0,
    showing_to: n,
  },
  filters: { search: '' },
});

describe('firstPageOf', () => {
  it('cuts the first 10 calls with the pagination the API gives for limit=10', () => {
    expect(firstPageOf(page(40, 57, 40), 10)).toEqual({
      data: page(10, 57, 10).data,
      pagination: {
        current_page: 1,
        total_pages: 6,
        total_calls: 57,
        per_page: 10,
        showing_from: 1,
        showing_to: 10,
      },
      filters: { search: '' },
    });
    expect(firstPageOf(page(3, 3, 20), 10)?.pagination).toMatchObject({ total_pages: 1, showing_to: 3 });
    expect(firstPageOf(page(0, 0, 20), 10)?.pagination).toMatchObject({ total_pages: 0, showing_from: 0 });
  });
  it('refuses what it cannot answer: a smaller page while more calls exist', () => {
    expect(firstPageOf(page(5, 57, 5), 10)).toBeUndefined();
  });
});
