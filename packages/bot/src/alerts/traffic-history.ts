import type { AccountBudget } from '../limiter/account-budget.js';
import { localDay } from '../limiter/local-day.js';
import type { PbxGateway } from '../pbx/pbx-gateway.js';
import { buildProfile, type TrafficProfile } from './traffic-profile.js';

/** Days of history a profile is learnt from, and the most requests learning may take. */
export const HISTORY_DAYS = 7;
export const HISTORY_MAX_REQUESTS = 10;
const PAGE_SIZE = 500;

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
 * Learns when an account's callers call from its own inbound history (`GET /v1/calls/in/{date}` for the last
 * {@link HISTORY_DAYS} days, the first page of up to 500 calls each, at most {@link HISTORY_MAX_REQUESTS}
 * requests), each request on a background token of the alerts' share. A day with more calls than a page gives
 * its newest ones only: the profile is a shape, not a count.
 * @see pbx-api-reference.md endpoint 8
 */
export async function learnTrafficProfile(input: LearnInput): Promise<LearnOutcome> {
  const { accountId, gateway, budget } = input;
  const calldates: string[] = [];
  let requests = 0;
  let daysRead = 0;
  for (let back = 1; back <= HISTORY_DAYS && requests < HISTORY_MAX_REQUESTS; back++) {
    const date = localDay(input.now - back * 86_400_000, input.timeZone).date;
    const token = await budget.tryAcquire(accountId, { priority: 'background', dayShare: input.dayShare });
    if (!token.granted) return { profile: undefined, requests, failed: true };
    requests++;
    try {
      const page = await gateway.call(token.grant, 'listInboundCallsByDate', (c) =>
        c.calls.inboundPage({ date, limit: PAGE_SIZE, signal: AbortSignal.timeout(10_000) }),
      );
      for (const call of page.data) calldates.push(call.calldate);
      daysRead++;
    } catch {
      return { profile: undefined, requests, failed: true };
    }
  }
  return { profile: buildProfile(calldates, daysRead), requests, failed: false };
}
