import { describe, expect, it } from 'vitest';
import { createPbxClient } from '../client/create-pbx-client.js';

const apiKey = 'cnt_secret_key_for_tests';

function recordingClient(userAgent?: string) {
  const requests: Request[] = [];
  const client = createPbxClient({
    baseUrl: 'http://pbx.test/',
    apiKey,
    ...(userAgent ? { userAgent } : {}),
    fetch: async (request) => {
      requests.push(request);
      return request.url.endsWith('/v1/ping')
        ? Response.json({ status: 'ok', timestamp: '2025-06-02 12:00:15' })
        : Response.json({ success: true, data: [], count: 0 });
    },
  });
  return { client, requests };
}

describe('API key and User-Agent', () => {
  it('sends X-API-KEY on every operation but the public ping', async () => {
    const { client, requests } = recordingClient();
    await client.ping();
    await client.extensions.list();
    await client.raw.GET('/v1/queue');
    expect(requests.map((r) => [new URL(r.url).pathname, r.headers.get('X-API-KEY')])).toEqual([
      ['/v1/ping', null],
      ['/v1/extensions', apiKey],
      ['/v1/queue', apiKey],
    ]);
  });

  it('sends the User-Agent when given', async () => {
    const { client, requests } = recordingClient('centralino-bot/1.0');
    await client.extensions.list();
    expect(requests[0]?.headers.get('User-Agent')).toBe('centralino-bot/1.0');
  });

  it('keeps the key out of the client object', () => {
    const { client } = recordingClient();
    expect(JSON.stringify(client)).not.toContain(apiKey);
    expect(Object.values(client).some((value) => value === apiKey)).toBe(false);
  });

  it.each([
    ['a relative base URL', { baseUrl: '/api', apiKey }, /absolute/],
    ['an empty key', { baseUrl: 'http://pbx.test', apiKey: '' }, /apiKey is required/],
  ])('refuses %s', (_name, options, message) => {
    expect(() => createPbxClient(options)).toThrow(message);
  });
});
