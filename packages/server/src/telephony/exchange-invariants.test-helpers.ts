import { publicRoutes, zonedTimeToInstant } from '@centralino/schemas';
import type { App } from '../app/app-env.js';

/** What a client sees of one account at one instant, read through the public API only. */
export interface ExchangeReading {
  live: (typeof publicRoutes.listQueuesLive.responses)[200]['schema']['_zod']['output']['data'];
  statuses: (typeof publicRoutes.listExtensionStatuses.responses)[200]['schema']['_zod']['output']['data'];
  inbound: (typeof publicRoutes.listInboundCalls.responses)[200]['schema']['_zod']['output']['data'];
  outbound: (typeof publicRoutes.listOutboundCalls.responses)[200]['schema']['_zod']['output']['data'];
  statistics: Map<
    string,
    (typeof publicRoutes.getQueue.responses)[200]['schema']['_zod']['output']['data']['statistics']
  >;
}

/** Reads live queues, extension states, today's and yesterday's history (up to 500 calls) and queue statistics. */
export async function readExchange(app: App, apiKey: string): Promise<ExchangeReading> {
  const get = async (path: string) => {
    const res = await app.request(path, { headers: { 'X-API-KEY': apiKey } });
    if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}: ${await res.text()}`);
    return (await res.json()) as unknown;
  };
  const live = publicRoutes.listQueuesLive.responses[200].schema.parse(await get('/v1/queue/live')).data;
  const statuses = publicRoutes.listExtensionStatuses.responses[200].schema.parse(
    await get('/v1/extensions/status'),
  ).data;
  const inbound = publicRoutes.listInboundCalls.responses[200].schema.parse(
    await get('/v1/calls/in?limit=500'),
  ).data;
  const outbound = publicRoutes.listOutboundCalls.responses[200].schema.parse(
    await get('/v1/calls/out?limit=500'),
  ).data;
  const statistics = new Map<
    string,
    ExchangeReading['statistics'] extends Map<string, infer S> ? S : never
  >();
  for (const queue of live) {
    const detail = publicRoutes.getQueue.responses[200].schema.parse(
      await get(`/v1/queue/${encodeURIComponent(queue.queue_name)}`),
    );
    statistics.set(queue.queue_name, detail.data.statistics);
  }
  return { live, statuses, inbound, outbound, statistics };
}

/** The instant of a `YYYY-MM-DD HH:MM:SS` local timestamp of `timeZone`. */
export function localInstant(timestamp: string, timeZone: string): Date {
  const [date, time] = timestamp.split(' ') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day, hour, minute, second }, timeZone);
}

const ENGAGED = new Set(['IN_CALL', 'BUSY', 'RINGING', 'RINGING_IN_USE', 'ON_HOLD']);
const UNREACHABLE = new Set(['UNAVAILABLE', 'INVALID', 'UNKNOWN']);

/**
 * The invariants a client may rely on, as sentences naming what broke (empty when all hold):
 * every member counted in exactly one summary counter (unreachable, then engaged in a call, then paused, then
 * available); a phone's device state the same in every queue; no history record ending after `now`; live
 * counters equal to the queue's records of the day (when `sinceStartOfDay`); no blocked caller waiting.
 */
export function exchangeViolations(
  reading: ExchangeReading,
  options: {
    now: Date;
    timeZone: string;
    blocked: (callerNumber: string) => boolean;
    sinceStartOfDay: boolean;
  },
): string[] {
  const violations: string[] = [];
  const statusOf = new Map<string, string>();
  for (const queue of reading.live) {
    const s = queue.summary;
    const sum = s.members_available + s.members_in_call + s.members_paused + s.members_unavailable;
    if (sum !== s.total_members)
      violations.push(`${queue.queue_name}: summary counts ${sum} of ${s.total_members} members`);
    const expected = { available: 0, in_call: 0, paused: 0, unavailable: 0 };
    for (const m of queue.members) {
      if (UNREACHABLE.has(m.status)) expected.unavailable += 1;
      else if (ENGAGED.has(m.status)) expected.in_call += 1;
      else if (m.paused) expected.paused += 1;
      else if (m.status === 'AVAILABLE') expected.available += 1;
      const seen = statusOf.get(m.extension);
      if (seen !== undefined && seen !== m.status)
        violations.push(
          `member ${m.extension} is ${seen} in one queue and ${m.status} in ${queue.queue_name}`,
        );
      statusOf.set(m.extension, m.status);
    }
    const actual = {
      available: s.members_available,
      in_call: s.members_in_call,
      paused: s.members_paused,
      unavailable: s.members_unavailable,
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      violations.push(`${queue.queue_name}: summary ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    if (s.callers_waiting !== queue.callers.length || queue.calls_waiting !== queue.callers.length)
      violations.push(`${queue.queue_name}: callers_waiting ≠ callers listed`);
    for (const caller of queue.callers)
      if (options.blocked(caller.caller_number))
        violations.push(`${queue.queue_name}: blocked ${caller.caller_number} is waiting`);
    const stats = reading.statistics.get(queue.queue_name);
    if (options.sinceStartOfDay && stats) {
      if (stats.calls_answered !== queue.completed)
        violations.push(
          `${queue.queue_name}: completed ${queue.completed} ≠ ${stats.calls_answered} answered`,
        );
      if (stats.calls_abandoned !== queue.abandoned)
        violations.push(
          `${queue.queue_name}: abandoned ${queue.abandoned} ≠ ${stats.calls_abandoned} records`,
        );
    }
  }
  const nowMs = options.now.getTime();
  for (const call of reading.inbound) {
    const end = localInstant(call.calldate, options.timeZone).getTime() + call.total_duration * 1000;
    if (end > nowMs) violations.push(`inbound ${call.linkedid} (${call.calldate}) ends after now`);
    if (options.blocked(call.caller_number) && (call.status !== 'not_answered' || call.total_duration !== 0))
      violations.push(`blocked ${call.caller_number} recorded as ${call.status} (${call.total_duration} s)`);
  }
  for (const call of reading.outbound) {
    const [h, m, s] = call.duration.split(':').map(Number) as [number, number, number];
    const end = localInstant(call.calldate, options.timeZone).getTime() + (h * 3600 + m * 60 + s) * 1000;
    if (end > nowMs) violations.push(`outbound ${call.uniqueid} (${call.calldate}) ends after now`);
    if (call.billsec > h * 3600 + m * 60 + s)
      violations.push(`outbound ${call.uniqueid}: billsec > duration`);
  }
  const linkedids = reading.inbound.map((c) => c.linkedid);
  if (new Set(linkedids).size !== linkedids.length) violations.push('an inbound call is recorded twice');
  return violations;
}
