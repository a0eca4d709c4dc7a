import { forEachBackend } from '@centralino/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPbxSandbox, type PbxSandbox } from '../testing/pbx-sandbox.js';
import { FIXTURE, richFixture } from '../testing/sandbox-fixture.js';
import { zodValidator } from '../validate.js';

forEachBackend((ctx) => {
  let sandbox: PbxSandbox;
  beforeAll(() => {
    sandbox = createPbxSandbox(ctx.db);
  });

  async function callsClient() {
    const { apiKey } = await sandbox.createAccount(richFixture().fixture);
    return sandbox.client(apiKey, { validate: zodValidator });
  }

  describe('call history pagination', () => {
    it('iterates over every call of 3 pages, fetching one page per step', async () => {
      const { client, seen } = await callsClient();
      const calls = [];
      for await (const call of client.calls.inbound({ date: FIXTURE.yesterday, limit: 3 })) calls.push(call);

      expect(calls).toHaveLength(7);
      expect(new Set(calls.map((c) => c.id)).size).toBe(7);
      // Newest first, as the server sorts them.
      const dates = calls.map((c) => c.calldate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(seen.map((r) => r.target)).toEqual([
        `/v1/calls/in/${FIXTURE.yesterday}?page=1&limit=3`,
        `/v1/calls/in/${FIXTURE.yesterday}?page=2&limit=3`,
        `/v1/calls/in/${FIXTURE.yesterday}?page=3&limit=3`,
      ]);
    });

    it('yields whole pages with their pagination, and stops when the caller breaks', async () => {
      const { client, seen } = await callsClient();
      const pages = [];
      for await (const page of client.calls.inboundPages({ date: FIXTURE.yesterday, limit: 3 })) {
        pages.push(page.pagination);
        if (page.pagination.current_page === 2) break;
      }
      expect(pages).toEqual([
        { current_page: 1, total_pages: 3, total_calls: 7, per_page: 3, showing_from: 1, showing_to: 3 },
        { current_page: 2, total_pages: 3, total_calls: 7, per_page: 3, showing_from: 4, showing_to: 6 },
      ]);
      expect(seen).toHaveLength(2);
    });

    it('one request when everything fits in a page, none extra for an empty list', async () => {
      const { client, seen } = await callsClient();
      const outbound = [];
      for await (const call of client.calls.outbound({ date: FIXTURE.yesterday })) outbound.push(call);
      expect(outbound).toHaveLength(4);
      const none = [];
      for await (const call of client.calls.inbound({ date: '2025-05-01' })) none.push(call);
      expect(none).toEqual([]);
      expect(seen).toHaveLength(2);
    });
  });

  describe('array filters', () => {
    it('sends numbers[] twice and the server filters on both numbers', async () => {
      const { client, seen } = await callsClient();
      const [n1, n2, n3] = FIXTURE.numbers;
      const page = await client.calls.inboundPage({ date: FIXTURE.yesterday, numbers: [n1, n3] });

      expect(seen[0]?.target).toBe(`/v1/calls/in/${FIXTURE.yesterday}?numbers[]=${n1}&numbers[]=${n3}`);
      expect(page.filters.numbers).toEqual([n1, n3]);
      expect(page.data.map((c) => c.destination).sort()).toEqual([n1, n1, n1, n3].sort());
      expect(page.data.some((c) => c.destination === n2)).toBe(false);
    });

    it('sends extensions[] for outbound calls', async () => {
      const { client, seen } = await callsClient();
      const page = await client.calls.outboundPage({
        date: FIXTURE.yesterday,
        extensions: ['102'],
        search: '0299',
      });
      expect(seen[0]?.target).toBe(`/v1/calls/out/${FIXTURE.yesterday}?search=0299&extensions[]=102`);
      expect(page.data.map((c) => c.source)).toEqual(['102', '102']);
    });
  });
});
