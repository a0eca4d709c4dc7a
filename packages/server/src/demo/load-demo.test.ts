import { publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';
import { demoBanner, loadDemo } from './load-demo.js';

// Wednesday 4 June 2025, 16:00 in Rome.
const NOW = new Date('2025-06-04T14:00:00Z');

forEachBackend((ctx) => {
  describe('loadDemo', () => {
    it('creates the demo once and serves non-trivial data', async () => {
      const demo = await loadDemo(ctx.db, NOW);
      expect(demo).toMatchObject({
        created: true,
        context: 'studio-demo',
        apiKey: expect.stringMatching(/^cnt_/),
      });
      expect(await loadDemo(ctx.db, NOW)).toEqual({ created: false, context: 'studio-demo' });
      if (!demo.created) return;

      const { requestWithKey, clock } = createTestApp(ctx.db);
      clock.set(NOW);
      const get = async (path: string) => (await requestWithKey(demo.apiKey, path)).json();

      const stats = publicRoutes.getQueue.responses[200].schema.parse(await get('/v1/queue/assistenza')).data
        .statistics;
      expect(stats.date).toBe('2025-06-04');
      expect(stats.calls_entered).toBeGreaterThan(3);
      expect(stats.calls_answered + stats.calls_abandoned).toBe(stats.calls_entered);
      expect(stats.avg_wait_time).toBeGreaterThan(0);

      const statuses = publicRoutes.listExtensionStatuses.responses[200].schema.parse(
        await get('/v1/extensions/status'),
      );
      expect(statuses.summary).toEqual({ online: 8, offline: 2 });
      const voip = publicRoutes.listVoipStatus.responses[200].schema.parse(await get('/v1/voip/status'));
      expect(voip.summary).toEqual({ total: 5, registered: 4, unregistered: 1 });
      const live = publicRoutes.listQueuesLive.responses[200].schema.parse(await get('/v1/queue/live'));
      expect(live.data.find((q) => q.queue_name === 'vendite')!.summary).toMatchObject({ members_paused: 1 });
    });
  });
});

describe('demoBanner', () => {
  it('shows the key once with the base URL and an example call', () => {
    const text = demoBanner(
      { created: true, context: 'studio-demo', apiKey: 'cnt_abc' },
      'http://localhost:8080',
      false,
    );
    expect(text).toContain('cnt_abc');
    expect(text).toContain('Base URL:  http://localhost:8080/v1');
    expect(text).toContain('curl -H "X-API-KEY: cnt_abc" http://localhost:8080/v1/queue/live');
  });

  it('explains how to get a key when the demo already exists', () => {
    const text = demoBanner({ created: false, context: 'studio-demo' }, 'http://localhost:8080', true);
    expect(text).not.toContain('cnt_');
    expect(text).toContain('/_admin/accounts/studio-demo/keys');
  });
});
