import { describe, expect, it } from 'vitest';
import {
  type HistoryLimits,
  type HistoryRead,
  historyPageRead,
  nextHistoryRead,
  startHistoryWalk,
} from './history-walk.js';

/** Drives a walk over days with the given page counts (index 0: yesterday); returns its reads and days kept. */
function walkOver(pagesPerDay: readonly number[], limits: HistoryLimits) {
  const reads: HistoryRead[] = [];
  const kept: number[] = [];
  let walk = startHistoryWalk(limits);
  for (let read = nextHistoryRead(walk); read; read = nextHistoryRead(walk)) {
    reads.push(read);
    const step = historyPageRead(walk, pagesPerDay[read.back - 1] ?? 0, limits);
    walk = step.walk;
    if (step.dayComplete) kept.push(read.back);
  }
  return {
    reads: reads.map((r) => `${r.back}.${r.page}`),
    kept,
    requests: walk.requests,
    days: walk.daysDone,
  };
}

describe('history walk', () => {
  it.each([
    {
      what: 'one page a day: every day, one request each',
      pages: [1, 1, 1, 1, 1, 1, 1],
      limits: { days: 7, maxRequests: 15 },
      reads: ['1.1', '2.1', '3.1', '4.1', '5.1', '6.1', '7.1'],
      kept: [1, 2, 3, 4, 5, 6, 7],
    },
    {
      what: 'every page of a day, newest day first',
      pages: [3, 2, 1],
      limits: { days: 3, maxRequests: 15 },
      reads: ['1.1', '1.2', '1.3', '2.1', '2.2', '3.1'],
      kept: [1, 2, 3],
    },
    {
      what: 'a day beyond the cap is left out after its first page, and the walk stops',
      pages: [4, 4, 4, 4, 4, 4, 4],
      limits: { days: 7, maxRequests: 15 },
      reads: ['1.1', '1.2', '1.3', '1.4', '2.1', '2.2', '2.3', '2.4', '3.1', '3.2', '3.3', '3.4', '4.1'],
      kept: [1, 2, 3],
    },
    {
      what: 'a day that fits exactly ends the walk at the cap',
      pages: [2, 3, 1],
      limits: { days: 7, maxRequests: 5 },
      reads: ['1.1', '1.2', '2.1', '2.2', '2.3'],
      kept: [1, 2],
    },
    {
      what: 'an empty day (0 pages) takes its one request and counts',
      pages: [0, 1],
      limits: { days: 2, maxRequests: 15 },
      reads: ['1.1', '2.1'],
      kept: [1, 2],
    },
    {
      what: 'a first day too long for the cap: no day at all',
      pages: [20, 1],
      limits: { days: 7, maxRequests: 15 },
      reads: ['1.1'],
      kept: [],
    },
    {
      what: 'no requests allowed: nothing read',
      pages: [1],
      limits: { days: 7, maxRequests: 0 },
      reads: [],
      kept: [],
    },
  ])('$what', ({ pages, limits, reads, kept }) => {
    const walked = walkOver(pages, limits);
    expect(walked.reads).toEqual(reads);
    expect(walked.kept).toEqual(kept);
    expect(walked.days).toBe(kept.length);
    expect(walked.requests).toBe(reads.length);
    expect(walked.requests).toBeLessThanOrEqual(limits.maxRequests);
  });
});
