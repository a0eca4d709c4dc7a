import { describe, expect, it } from 'vitest';
import { createPbxClient } from './client/create-pbx-client.js';
import { PbxApiError } from './errors/pbx-api-error.js';
import { PbxValidationError, zodValidator } from './validate.js';

function cannedClient(status: number, body: unknown, validate = true) {
  return createPbxClient({
    baseUrl: 'http://pbx.test',
    apiKey: 'cnt_x',
    retry: { serverErrors: false },
    ...(validate ? { validate: zodValidator } : {}),
    fetch: async () => Response.json(body, { status }),
  });
}

describe('zodValidator', () => {
  it('passes a body that matches the contract', async () => {
    const body = { success: true, data: [{ name: 'spam', numbers_count: 0, used_by_rules: [] }], count: 1 };
    await expect(cannedClient(200, body).blacklists.list()).resolves.toEqual(body);
  });

  it('names the fields of a success body that drifted', async () => {
    const body = { success: true, data: [{ name: 'spam', numbers_count: '0' }], count: 1 };
    const error = await cannedClient(200, body)
      .blacklists.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PbxValidationError);
    expect(error).toMatchObject({ operation: 'listBlacklists', status: 200 });
    const issues = (error as PbxValidationError).issues.join('\n');
    expect(issues).toMatch(/^data\.0\.numbers_count: /m);
    expect(issues).toMatch(/^data\.0\.used_by_rules: /m);
    // Without the validator the same body goes through untouched.
    await expect(cannedClient(200, body, false).blacklists.list()).resolves.toEqual(body);
  });

  it('checks error bodies too, keeping the API error as the cause', async () => {
    const wrongEnvelope = { success: false, error: 'Coda non trovata' };
    const error = await cannedClient(403, wrongEnvelope)
      .calendar.events()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PbxValidationError);
    expect((error as PbxValidationError).cause).toBeInstanceOf(PbxApiError);
    expect((error as PbxValidationError).cause).toMatchObject({ status: 403 });
  });

  it('refuses a status the operation does not declare', async () => {
    const error = await cannedClient(404, { success: false, error: 'Endpoint non trovato' })
      .queues.list()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PbxValidationError', issues: ['status 404 is not declared'] });
  });

  it('lets a declared error through as a PbxApiError', async () => {
    const body = { success: false, error: { code: 'calendar_not_enabled', message: 'Non attivo' } };
    const error = await cannedClient(403, body)
      .calendar.events()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PbxApiError);
    expect(error).toMatchObject({ code: 'calendar_not_enabled' });
  });
});
