import { forEachBackend } from '@centralino/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPbxSandbox, type PbxSandbox } from '../testing/pbx-sandbox.js';
import { FIXTURE, richFixture } from '../testing/sandbox-fixture.js';
import { zodValidator } from '../validate.js';
import { PbxApiError } from './pbx-api-error.js';

const source = { operation: 'getQueue', method: 'get', path: '/v1/queue/{name}' } as const;

describe('PbxApiError reads both envelopes', () => {
  it.each([
    [
      'plain envelope',
      { status: 404, body: { success: false, error: 'Coda non trovata' } },
      { serverMessage: 'Coda non trovata', code: undefined, retryAfter: undefined },
    ],
    [
      'calendar envelope',
      {
        status: 403,
        body: { success: false, error: { code: 'calendar_not_enabled', message: 'Non attivo' } },
      },
      { serverMessage: 'Non attivo', code: 'calendar_not_enabled', retryAfter: undefined },
    ],
    [
      'plain 429 with retry_after',
      { status: 429, body: { success: false, error: 'Limite superato', retry_after: 12 } },
      { serverMessage: 'Limite superato', code: undefined, retryAfter: 12 },
    ],
    [
      'calendar 429 with retry_after',
      {
        status: 429,
        body: { success: false, error: { code: 'rate_limited', message: 'Limite', retry_after: 7 } },
      },
      { serverMessage: 'Limite', code: 'rate_limited', retryAfter: 7 },
    ],
    ['a text body', { status: 502, body: 'Bad Gateway' }, { serverMessage: 'Bad Gateway', code: undefined }],
    ['an empty body', { status: 500, body: undefined }, { serverMessage: 'HTTP 500', code: undefined }],
    [
      'an unknown JSON shape',
      { status: 500, body: { oops: true } },
      { serverMessage: 'HTTP 500', code: undefined },
    ],
  ])('%s', (_name, given, want) => {
    const error = new PbxApiError(source, given.status, given.body);
    expect(error).toMatchObject({ ...want, status: given.status, operation: 'getQueue', body: given.body });
    expect(error.message).toBe(
      `${want.serverMessage} (getQueue: HTTP ${given.status}${want.code ? ` ${want.code}` : ''})`,
    );
  });

  it('prefers the Retry-After header to the body', () => {
    const response = new Response(null, { status: 429, headers: { 'Retry-After': '30' } });
    const error = PbxApiError.fromResponse(source, response, { success: false, error: 'x', retry_after: 12 });
    expect(error.retryAfter).toBe(30);
  });
});

forEachBackend((ctx) => {
  let sandbox: PbxSandbox;
  beforeAll(() => {
    sandbox = createPbxSandbox(ctx.db);
  });

  describe('errors from the server', () => {
    it('plain envelope: 404 with the reference message', async () => {
      const { apiKey } = await sandbox.createAccount(richFixture().fixture);
      const { client } = sandbox.client(apiKey, { validate: zodValidator });
      const error = await client.queues.get('inesistente').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PbxApiError);
      expect(error).toMatchObject({
        status: 404,
        operation: 'getQueue',
        path: '/v1/queue/{name}',
        serverMessage: 'Coda non trovata',
        code: undefined,
      });
      const blacklist = await client.blacklists.get('nessuna').catch((e: unknown) => e);
      expect(blacklist).toMatchObject({ status: 404, serverMessage: 'Blacklist non trovata' });
    });

    it('calendar envelope: 403 calendar_not_enabled with its code', async () => {
      const { apiKey } = await sandbox.createAccount({ calendar_enabled: false });
      const { client } = sandbox.client(apiKey, { validate: zodValidator });
      const error = await client.calendar.events().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PbxApiError);
      expect(error).toMatchObject({ status: 403, operation: 'listEvents', code: 'calendar_not_enabled' });
      expect((error as PbxApiError).hasCode('calendar_not_enabled')).toBe(true);
      expect((error as PbxApiError).serverMessage).toMatch(/calendario non è attivo/);
    });

    it('calendar envelope: 422 missing_name', async () => {
      const { apiKey } = await sandbox.createAccount(richFixture().fixture);
      const { client } = sandbox.client(apiKey, { validate: zodValidator });
      const error = await client.calendar
        .book({ event: FIXTURE.event, name: ' ', date: '2025-06-03', time: '09:00' }) // blank counts as missing
        .catch((e) => e);
      expect(error).toMatchObject({ status: 422, operation: 'createBooking', code: 'missing_name' });
    });

    it('never puts the API key in an error, valid key or not', async () => {
      const { apiKey } = await sandbox.createAccount();
      for (const key of [apiKey, `${apiKey}x`]) {
        const { client } = sandbox.client(key);
        const error = (await client.queues.get('inesistente').catch((e: unknown) => e)) as PbxApiError;
        expect(error).toBeInstanceOf(PbxApiError);
        const rendered = [
          error.message,
          String(error),
          error.stack,
          JSON.stringify(error),
          JSON.stringify(error.body),
        ];
        for (const text of rendered) expect(text).not.toContain(key);
      }
      const { client } = sandbox.client(`${apiKey}x`);
      await expect(client.account.get()).rejects.toMatchObject({
        status: 401,
        serverMessage: 'API key non valida',
      });
    });

    it('the raw client returns errors instead of throwing', async () => {
      const { apiKey } = await sandbox.createAccount();
      const { client } = sandbox.client(apiKey);
      const { data, error, response } = await client.raw.GET('/v1/queue/{name}', {
        params: { path: { name: 'inesistente' } },
      });
      expect(data).toBeUndefined();
      expect(response.status).toBe(404);
      expect(error).toEqual({ success: false, error: 'Coda non trovata' });
    });
  });
});
