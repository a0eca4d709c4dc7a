import { describe, expect, it } from 'vitest';
import { ServerStartError, startServer } from './start-server.js';

describe('startServer', () => {
  const fetch = () => new Response('hi');

  it('serves, reports a port in use in one line, and closes', async () => {
    const first = await startServer({ fetch, port: 0, hostname: '127.0.0.1' });
    try {
      expect(await (await globalThis.fetch(`http://127.0.0.1:${first.port}/`)).text()).toBe('hi');
      const error = await startServer({ fetch, port: first.port, hostname: '127.0.0.1' }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ServerStartError);
      expect((error as Error).message).toBe(
        `Port ${first.port} is already in use: stop the other process or choose another --port`,
      );
    } finally {
      await first.close();
    }
  });
});
