import { buildProfile, type HistoryCall, type TrafficProfile } from '../../core/schedule/traffic-profile.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { localDay } from '../../pbx/limiter/local-day.js';
import type { PbxGateway } from '../../pbx/pbx-gateway.js';
import { type HistoryLimits, historyPageRead, nextHistoryRead, startHistoryWalk } from './history-walk.js';

/** Days of history a profile is learnt from, and the most requests learning may take. */
export const HISTORY_LIMITS: HistoryLimits = { days: 7, maxRequests: 15 };
/** Calls per page of `GET /v1/calls/in/{date}` (the API's maximum). */
export const HISTORY_PAGE_SIZE = 500;

export interface LearnInput {
  accountId: string;
  timeZone: string;
  now: number;
  gateway: PbxGateway;
  budget: AccountBudget;
  /** The alerts' share of the day: learning is alert work and counts against it. */
  dayShare: number;
}

export interface LearnOutcome {
  /** `undefined`: too little history (uniform), or the history could not be read. */
  profile: TrafficProfile | undefined;
  requests: number;
  /** The history endpoint failed or no token was free: try again later. */
  failed: boolean;
}

/**
 * Learns when an account's callers call, and when nobody answers them, from its own inbound history
 * (`GET /v1/calls/in/{date}`, every page of each of the last days read entirely, newest first, as
 * {@link HISTORY_LIMITS} and the walk of `history-walk.ts` allow), each request on a background token of the
 * alerts' share.
 * @see pbx-api-reference.md endpoint 8
 */
export async function learnTrafficProfile(input: LearnInput): Promise<LearnOutcome> {
  const { accountId, gateway, budget } = input;
  const calls: HistoryCall[] = [];
  let day: HistoryCall[] = [];
  let walk = startHistoryWalk(HISTORY_LIMITS);
  for (let read = nextHistoryRead(walk); read; read = nextHistoryRead(walk)) {
    const date = localDay(input.now - read.back * 86_400_000, input.timeZone).date;
    const token = await budget.tryAcquire(accountId, { priority: 'background', dayShare: input.dayShare });
    if (!token.granted) return { profile: undefined, requests: walk.requests, failed: true };
    const page = await gateway
      .call(token.grant, 'listInboundCallsByDate', (c) =>
        c.calls.inboundPage(
          { date, limit: HISTORY_PAGE_SIZE, signal: AbortSignal.timeout(10_000) },
          read.page,
        ),
      )
      .catch(() => undefined);
    if (!page) return { profile: undefined, requests: walk.requests + 1, failed: true };
    for (const call of page.data) day.push({ calldate: call.calldate, answered: call.answered });
    const step = historyPageRead(walk, page.pagination.total_pages, HISTORY_LIMITS);
    walk = step.walk;
    if (step.dayComplete) {
      calls.push(...day);
      day = [];
    }
  }
  return { profile: buildProfile(calls, walk.daysDone), requests: walk.requests, failed: false };
}
