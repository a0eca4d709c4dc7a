import { describe, expect, it } from 'vitest';
import { queueLiveView } from '../../features/queue/queue-live.view.js';
import { queueLive } from './view.fixture.js';
import { textOf } from './views.test-helpers.js';

describe('queue counters: the service level names its threshold', () => {
  const busy = {
    ...queueLive('vendite', 0, 3),
    completed: 12,
    abandoned: 2,
    holdtime: 31,
    service_level: 45,
    service_level_perf: 83.4,
  };

  it('in Italian: the share within the queue’s threshold (`service_level`, seconds)', () => {
    expect(textOf(queueLiveView(busy, 'it'))).toContain('livello di servizio 83% (entro 45 s)');
  });

  it('in English', () => {
    expect(textOf(queueLiveView(busy, 'en'))).toContain('service level 83% (within 45 s)');
  });

  it('the threshold is the queue’s setting, in seconds as the exchange keeps it', () => {
    expect(textOf(queueLiveView({ ...busy, service_level: 90 }, 'it'))).toContain(
      'livello di servizio 83% (entro 90 s)',
    );
  });
});
