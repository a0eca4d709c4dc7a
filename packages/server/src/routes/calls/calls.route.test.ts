import { type AccountFixtureInput, messages, publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { openApiSession, RATE_LIMIT_HEADERS } from '../../testing/api-session.js';
import { forEachBackend } from '../../testing/test-database.js';

type CallInput = NonNullable<AccountFixtureInput['calls']>[number];

const inboundSchema = publicRoutes.listInboundCalls.responses[200].schema;
const outboundSchema = publicRoutes.listOutboundCalls.responses[200].schema;
const rateLimitHeaders = RATE_LIMIT_HEADERS;

function inbound(
  calldate: string,
  extra: Partial<Extract<CallInput, { direction: 'inbound' }>> = {},
): CallInput {
  return {
    direction: 'inbound',
    calldate,
    caller_number: '3331234567',
    destination: '0212345678',
    status: 'answered',
    ...extra,
  };
}

function outbound(
  calldate: string,
  extra: Partial<Extract<CallInput, { direction: 'outbound' }>> = {},
): CallInput {
  return {
    direction: 'outbound',
    calldate,
    source: '201',
    destination: '0612345678',
    disposition: 'ANSWERED',
    ...extra,
  };
}

forEachBackend((ctx) => {
  /** A fresh account from a fixture (high limits, so tests never meet a 429) and a client for its key. */
  async function setup(fixture: Omit<AccountFixtureInput, 'context'> = {}) {
    return openApiSession(ctx.db, fixture);
  }

  // TEST_NOW is Monday 2 June 2025, 12:00:15 in Rome (UTC+2).
  describe('GET /v1/calls/in', () => {
    it('lists today and yesterday in the account time zone, newest first, with filters and headers', async () => {
      const { get } = await setup({
        calls: [
          inbound('2025-05-31 23:59:59', { caller_number: 'two-days-ago' }),
          inbound('2025-06-01 00:30:00', { caller_number: 'yesterday-early' }),
          inbound('2025-06-01 23:30:00', { caller_number: 'yesterday-late', status: 'abandoned' }),
          inbound('2025-06-02 09:00:00', { caller_number: 'today', total_duration: 3725, call_legs: 2 }),
          inbound('2025-06-02 23:59:59', { caller_number: 'today-end', status: 'not_answered' }),
          inbound('2025-06-03 00:00:00', { caller_number: 'tomorrow' }),
        ],
      });
      const { res, status, body } = await get('/v1/calls/in');
      expect(status).toBe(200);
      const parsed = inboundSchema.parse(body);
      expect(parsed.data.map((call) => [call.caller_number, call.calldate])).toEqual([
        ['today-end', '2025-06-02 23:59:59'],
        ['today', '2025-06-02 09:00:00'],
        ['yesterday-late', '2025-06-01 23:30:00'],
        ['yesterday-early', '2025-06-01 00:30:00'],
      ]);
      expect(parsed.data[1]).toMatchObject({
        status: 'answered',
        answered: true,
        abandoned: false,
        total_duration: 3725,
        duration_formatted: '01:02:05',
        call_legs: 2,
        destination: '0212345678',
      });
      expect(parsed.data[0]).toMatchObject({ status: 'not_answered', answered: false, abandoned: false });
      expect(parsed.data[2]).toMatchObject({ status: 'abandoned', answered: false, abandoned: true });
      expect(parsed.count).toBe(4);
      expect(parsed.pagination).toEqual({
        current_page: 1,
        total_pages: 1,
        total_calls: 4,
        per_page: 200,
        showing_from: 1,
        showing_to: 4,
      });
      expect(parsed.filters).toEqual({
        date_range: { start: '2025-06-01 00:00:00', end: '2025-06-02 23:59:59', description: 'Oggi e ieri' },
        numbers: [],
        search: '',
      });
      for (const header of rateLimitHeaders) expect(res.headers.get(header)).toMatch(/^\d+$/);
    });

    it("uses the account's own time zone, not Rome's", async () => {
      // In New York it is 06:00:15 on 2 June: the range is 1 June 00:00 to 2 June 23:59:59 New York time.
      const { get } = await setup({
        timezone: 'America/New_York',
        calls: [
          inbound('2025-05-31 23:30:00', { caller_number: 'before' }), // 1 June 05:30 in Rome
          inbound('2025-06-01 00:10:00', { caller_number: 'first' }),
          inbound('2025-06-02 21:00:00', { caller_number: 'last' }), // 3 June 03:00 in Rome
        ],
      });
      const parsed = inboundSchema.parse((await get('/v1/calls/in')).body);
      expect(parsed.data.map((call) => [call.caller_number, call.calldate])).toEqual([
        ['last', '2025-06-02 21:00:00'],
        ['first', '2025-06-01 00:10:00'],
      ]);
      expect(parsed.filters.date_range).toMatchObject({
        start: '2025-06-01 00:00:00',
        end: '2025-06-02 23:59:59',
      });
    });

    it('pages over 3+ pages exactly, and past the end returns no data with the totals', async () => {
      const calls = Array.from({ length: 7 }, (_, i) =>
        inbound(`2025-06-02 0${i}:00:00`, { caller_number: `c${i}` }),
      );
      const { get } = await setup({ calls });
      const seen: string[] = [];
      const expected = [
        { page: 1, from: 1, to: 3, count: 3 },
        { page: 2, from: 4, to: 6, count: 3 },
        { page: 3, from: 7, to: 7, count: 1 },
        { page: 4, from: 0, to: 0, count: 0 },
      ];
      for (const { page, from, to, count } of expected) {
        const parsed = inboundSchema.parse((await get(`/v1/calls/in?page=${page}&limit=3`)).body);
        expect(parsed.count).toBe(count);
        expect(parsed.data).toHaveLength(count);
        expect(parsed.pagination).toEqual({
          current_page: page,
          total_pages: 3,
          total_calls: 7,
          per_page: 3,
          showing_from: from,
          showing_to: to,
        });
        seen.push(...parsed.data.map((call) => call.caller_number));
      }
      expect(seen).toEqual(['c6', 'c5', 'c4', 'c3', 'c2', 'c1', 'c0']);
    });

    it('reports an empty history with zero pages and 0/0', async () => {
      const { get } = await setup();
      const parsed = inboundSchema.parse((await get('/v1/calls/in')).body);
      expect(parsed.data).toEqual([]);
      expect(parsed.pagination).toEqual({
        current_page: 1,
        total_pages: 0,
        total_calls: 0,
        per_page: 200,
        showing_from: 0,
        showing_to: 0,
      });
    });

    it('filters by part of the caller number and by two VoIP numbers', async () => {
      const { get } = await setup({
        calls: [
          inbound('2025-06-02 08:00:00', { caller_number: '3331110000', destination: '0211111111' }),
          inbound('2025-06-02 08:01:00', { caller_number: '3332220000', destination: '0622222222' }),
          inbound('2025-06-02 08:02:00', { caller_number: '3331119999', destination: '0533333333' }),
          inbound('2025-06-02 08:03:00', { caller_number: '0%_x', destination: '0211111111' }),
        ],
      });
      const search = inboundSchema.parse((await get('/v1/calls/in?search=111')).body);
      expect(search.data.map((call) => call.caller_number)).toEqual(['3331119999', '3331110000']);
      expect(search.filters.search).toBe('111');

      const numbers = inboundSchema.parse(
        (await get('/v1/calls/in?numbers[]=0211111111&numbers[]=0622222222')).body,
      );
      expect(numbers.data.map((call) => call.caller_number)).toEqual(['0%_x', '3332220000', '3331110000']);
      expect(numbers.filters.numbers).toEqual(['0211111111', '0622222222']);
      expect(numbers.pagination.total_calls).toBe(3);

      const both = inboundSchema.parse((await get('/v1/calls/in?search=333&numbers[]=0211111111')).body);
      expect(both.data.map((call) => call.caller_number)).toEqual(['3331110000']);

      // LIKE wildcards in the search are literal characters.
      const wildcard = inboundSchema.parse(
        (await get(`/v1/calls/in?search=${encodeURIComponent('%_')}`)).body,
      );
      expect(wildcard.data.map((call) => call.caller_number)).toEqual(['0%_x']);
    });

    it("never shows another account's calls", async () => {
      await setup({ calls: [inbound('2025-06-02 08:00:00', { caller_number: 'other' })] });
      const { get } = await setup({ calls: [inbound('2025-06-02 08:00:00', { caller_number: 'mine' })] });
      const parsed = inboundSchema.parse((await get('/v1/calls/in')).body);
      expect(parsed.data.map((call) => call.caller_number)).toEqual(['mine']);
    });

    it.each([
      ['page=0', messages.invalidPage],
      ['page=abc', messages.invalidPage],
      ['page=1.5', messages.invalidPage],
      ['limit=0', messages.invalidLimit],
      ['limit=501', messages.invalidLimit],
      ['limit=x', messages.invalidLimit],
    ])('refuses %s with 400', async (query, message) => {
      const { get } = await setup();
      const { status, body } = await get(`/v1/calls/in?${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: message });
    });

    it('accepts limit=500', async () => {
      const { get } = await setup();
      const parsed = inboundSchema.parse((await get('/v1/calls/in?limit=500')).body);
      expect(parsed.pagination.per_page).toBe(500);
    });
  });

  describe('GET /v1/calls/in/{date}', () => {
    it('lists one local day, today included', async () => {
      const { get } = await setup({
        calls: [
          inbound('2025-05-30 23:59:59', { caller_number: 'before' }),
          inbound('2025-05-31 00:00:00', { caller_number: 'start' }),
          inbound('2025-05-31 23:59:59', { caller_number: 'end' }),
          inbound('2025-06-01 00:00:00', { caller_number: 'after' }),
          inbound('2025-06-02 11:00:00', { caller_number: 'today' }),
        ],
      });
      const day = inboundSchema.parse((await get('/v1/calls/in/2025-05-31')).body);
      expect(day.data.map((call) => call.caller_number)).toEqual(['end', 'start']);
      expect(day.filters.date_range).toEqual({
        start: '2025-05-31 00:00:00',
        end: '2025-05-31 23:59:59',
        description: 'Giorno 31/05/2025',
      });
      const today = inboundSchema.parse((await get('/v1/calls/in/2025-06-02')).body);
      expect(today.data.map((call) => call.caller_number)).toEqual(['today']);
    });

    it.each([
      ['a future date', '2025-06-03', messages.futureDate],
      ['an impossible date', '2025-02-30', messages.invalidDate],
      ['a malformed date', '02-06-2025', messages.invalidDate],
      ['a word', 'ieri', messages.invalidDate],
    ])('refuses %s with 400', async (_name, date, message) => {
      const { get } = await setup();
      const { status, body } = await get(`/v1/calls/in/${date}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: message });
    });

    it('decides "future" in the account time zone', async () => {
      const rome = await setup();
      const utc = await setup({ timezone: 'UTC' });
      // 23:30 UTC on 2 June: already 3 June in Rome, still 2 June in UTC.
      rome.clock.set(new Date('2025-06-02T23:30:00Z'));
      utc.clock.set(new Date('2025-06-02T23:30:00Z'));
      expect((await rome.get('/v1/calls/in/2025-06-03')).status).toBe(200);
      expect((await utc.get('/v1/calls/in/2025-06-03')).body).toEqual({
        success: false,
        error: messages.futureDate,
      });
    });
  });

  describe('GET /v1/calls/out[/{date}]', () => {
    it('lists outbound calls with formatted durations and the filters echoed', async () => {
      const { get } = await setup({
        calls: [
          outbound('2025-06-01 10:00:00', {
            billsec: 65,
            disposition: 'ANSWERED',
            uniqueid: 'u1',
            provider: 'SBC',
          }),
          outbound('2025-06-02 10:00:00', { disposition: 'NO ANSWER', caller_id: 'Mario' }),
          outbound('2025-05-31 10:00:00', { disposition: 'BUSY' }),
        ],
      });
      const { res, body } = await get('/v1/calls/out');
      const parsed = outboundSchema.parse(body);
      expect(parsed.data).toHaveLength(2);
      expect(parsed.data[0]).toMatchObject({
        calldate: '2025-06-02 10:00:00',
        disposition: 'NO ANSWER',
        caller_id: 'Mario',
      });
      expect(parsed.data[1]).toEqual({
        calldate: '2025-06-01 10:00:00',
        caller_id: '',
        source: '201',
        destination: '0612345678',
        billsec: 65,
        duration: '00:01:05',
        disposition: 'ANSWERED',
        uniqueid: 'u1',
        provider: 'SBC',
      });
      expect(parsed.filters).toEqual({
        date_range: { start: '2025-06-01 00:00:00', end: '2025-06-02 23:59:59', description: 'Oggi e ieri' },
        extensions: [],
        search: '',
      });
      for (const header of rateLimitHeaders) expect(res.headers.get(header)).toMatch(/^\d+$/);

      const day = outboundSchema.parse((await get('/v1/calls/out/2025-05-31')).body);
      expect(day.data.map((call) => call.disposition)).toEqual(['BUSY']);
      expect(day.filters.date_range.description).toBe('Giorno 31/05/2025');
    });

    it('searches destination or source, and filters by extension number or technical name', async () => {
      const { get } = await setup({
        extensions: [
          { internal_number: '201', extension: 'SIP/mario' },
          { internal_number: '202', extension: 'SIP/anna' },
        ],
        calls: [
          outbound('2025-06-02 08:00:00', { source: '201', destination: '0611111111', uniqueid: 'a' }),
          outbound('2025-06-02 08:01:00', { source: '202', destination: '0622222222', uniqueid: 'b' }),
          outbound('2025-06-02 08:02:00', { source: '203', destination: '0633333333', uniqueid: 'c' }),
        ],
      });
      const ids = async (query: string) =>
        outboundSchema.parse((await get(`/v1/calls/out?${query}`)).body).data.map((call) => call.uniqueid);
      expect(await ids('search=2222')).toEqual(['b']);
      expect(await ids('search=203')).toEqual(['c']);
      expect(await ids('extensions[]=201&extensions[]=203')).toEqual(['c', 'a']);
      expect(await ids(`extensions[]=${encodeURIComponent('SIP/anna')}`)).toEqual(['b']);
      expect(await ids('extensions[]=202&search=0611')).toEqual([]);
      const parsed = outboundSchema.parse((await get('/v1/calls/out?extensions[]=201&search=06')).body);
      expect(parsed.filters).toMatchObject({ extensions: ['201'], search: '06' });
    });

    it('pages and validates like the inbound list', async () => {
      const calls = Array.from({ length: 5 }, (_, i) =>
        outbound(`2025-06-02 0${i}:00:00`, { uniqueid: `u${i}` }),
      );
      const { get } = await setup({ calls });
      const page = outboundSchema.parse((await get('/v1/calls/out?page=3&limit=2')).body);
      expect(page.data.map((call) => call.uniqueid)).toEqual(['u0']);
      expect(page.pagination).toEqual({
        current_page: 3,
        total_pages: 3,
        total_calls: 5,
        per_page: 2,
        showing_from: 5,
        showing_to: 5,
      });
      expect((await get('/v1/calls/out?limit=501')).body).toEqual({
        success: false,
        error: messages.invalidLimit,
      });
      expect((await get('/v1/calls/out/2099-01-01')).body).toEqual({
        success: false,
        error: messages.futureDate,
      });
    });
  });
});
