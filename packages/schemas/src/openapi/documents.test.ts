import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicDocument, sandboxDocument } from './documents.js';
import { toJson, toYaml } from './write-spec.js';

type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<
    string,
    {
      headers?: Record<string, unknown>;
      content?: { 'application/json': { examples?: Record<string, { value: unknown }> } };
      'x-inferred'?: boolean;
    }
  >;
  'x-inferred'?: boolean;
};

const doc = publicDocument();
const op = (method: string, path: string) =>
  (doc.paths?.[path] as Record<string, Operation> | undefined)?.[method] as Operation;

/** The 32 endpoints of the reference, with the success status and the errors its tables document. */
const reference: [number, string, string, number, number[]][] = [
  [1, 'get', '/v1/ping', 200, []],
  [2, 'get', '/v1/account', 200, []],
  [3, 'get', '/v1/extensions', 200, []],
  [4, 'get', '/v1/extensions/{number}', 200, [404]],
  [5, 'get', '/v1/extensions/status', 200, []],
  [6, 'get', '/v1/extensions/status/{number}', 200, [404]],
  [7, 'get', '/v1/calls/in', 200, [400]],
  [8, 'get', '/v1/calls/in/{date}', 200, [400]],
  [9, 'get', '/v1/calls/out', 200, [400]],
  [10, 'get', '/v1/calls/out/{date}', 200, [400]],
  [11, 'get', '/v1/queue', 200, []],
  [12, 'get', '/v1/queue/{name}', 200, [404]],
  [13, 'get', '/v1/queue/live', 200, [503]],
  [14, 'get', '/v1/queue/{name}/live', 200, [404, 503]],
  [15, 'post', '/v1/call/originate', 200, [400, 404, 503]],
  [16, 'get', '/v1/voip/status', 200, []],
  [17, 'get', '/v1/blacklists', 200, []],
  [18, 'post', '/v1/blacklists', 201, [400, 409]],
  [19, 'get', '/v1/blacklists/{name}', 200, [404]],
  [20, 'get', '/v1/blacklists/{name}/numbers', 200, [404]],
  [21, 'post', '/v1/blacklists/{name}/numbers', 201, [400, 404, 409]],
  [22, 'get', '/v1/blacklists/{name}/numbers/{id}', 200, [404]],
  [23, 'put', '/v1/blacklists/{name}/numbers/{id}', 200, [400, 404, 409]],
  [24, 'get', '/v1/switches/{id}', 200, [404]],
  [25, 'get', '/v1/contacts/{id}', 200, [404]],
  [26, 'put', '/v1/contacts/{id}', 200, [400, 404, 409]],
  [27, 'post', '/v1/calendar/bookings', 201, [200, 403, 409, 422]],
  [28, 'delete', '/v1/calendar/blocks/{id}', 200, [403, 404, 409]],
  [29, 'get', '/v1/calendar/calendars', 200, [403]],
  [30, 'get', '/v1/calendar/events', 200, [403]],
  [31, 'get', '/v1/calendar/availability', 200, [403]],
  [32, 'get', '/v1/calendar/bookings', 200, [403]],
];

function exampleValues(operation: Operation, status: number): unknown[] {
  const examples = operation.responses[String(status)]?.content?.['application/json'].examples ?? {};
  return Object.values(examples).map((e) => e.value);
}

describe('public spec', () => {
  it.each(reference)('endpoint %i: %s %s', (n, method, path, success, errors) => {
    const operation = op(method, path);
    expect(operation, `${method} ${path}`).toBeDefined();
    for (const status of [success, ...errors]) expect(operation.responses[String(status)]).toBeDefined();
    if (n === 1) {
      expect(operation.security).toEqual([]);
      expect(Object.keys(operation.responses)).toEqual(['200']);
      return;
    }
    expect(operation.security).toEqual([{ ApiKey: [] }]);
    for (const status of ['401', '429', '500']) expect(operation.responses[status]).toBeDefined();
    expect(Object.keys(operation.responses[String(success)]?.headers ?? {})).toEqual([
      'X-RateLimit-Limit-Minute',
      'X-RateLimit-Remaining-Minute',
      'X-RateLimit-Limit-Day',
      'X-RateLimit-Remaining-Day',
      'X-Request-Id',
    ]);
    expect(Object.keys(operation.responses['429']?.headers ?? {})).toContain('Retry-After');
    const envelopeError = path.startsWith('/v1/calendar') ? { code: expect.any(String) } : expect.any(String);
    for (const status of [...errors.filter((s) => s >= 400), 401, 429, 500]) {
      for (const value of exampleValues(operation, status)) {
        expect(value).toMatchObject({ success: false, error: envelopeError });
      }
    }
  });

  it('has exactly the reference operations plus the inferred ones, each marked', () => {
    const all = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, o]) => ({ method, path, o })),
    );
    const extra = all.filter((x) => !reference.some(([, m, p]) => m === x.method && p === x.path));
    expect(extra.map((x) => `${x.method} ${x.path}`).sort()).toEqual([
      'delete /v1/blacklists/{name}/numbers/{id}',
      'get /v1/calendar/blocks',
      'post /v1/calendar/bookings/{id}/cancel',
    ]);
    for (const x of extra) expect(x.o['x-inferred']).toBe(true);
    expect(new Set(all.map((x) => x.o.operationId)).size).toBe(all.length);
  });

  it('gives the reference’s Italian messages as examples', () => {
    const messages = (method: string, path: string, status: number) =>
      exampleValues(op(method, path), status).map((v) => (v as { error: unknown }).error);
    expect(messages('get', '/v1/queue/{name}', 404)).toEqual(['Coda non trovata']);
    expect(messages('get', '/v1/extensions/{number}', 404)).toEqual(['Interno non trovato']);
    expect(messages('get', '/v1/blacklists/{name}', 404)).toEqual(['Blacklist non trovata']);
    expect(messages('get', '/v1/blacklists/{name}/numbers/{id}', 404)).toContain(
      'Numero non trovato in questa blacklist',
    );
    expect(messages('get', '/v1/switches/{id}', 404)).toEqual(['Switch non trovato']);
    expect(messages('get', '/v1/contacts/{id}', 404)).toEqual(['Contatto non trovato']);
    const codes = exampleValues(op('post', '/v1/calendar/bookings'), 422).map(
      (v) => (v as { error: { code: string } }).error.code,
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'missing_event',
        'missing_name',
        'missing_date',
        'missing_time',
        'calendar_required',
      ]),
    );
  });

  it('declares telephone-server operations with 503', () => {
    for (const [method, path] of [
      ['get', '/v1/queue/live'],
      ['get', '/v1/queue/{name}/live'],
      ['post', '/v1/call/originate'],
      ['get', '/v1/extensions/status'],
    ] as const) {
      expect(op(method, path).responses['503']).toBeDefined();
    }
    expect(op('get', '/v1/blacklists').responses['503']).toBeUndefined();
  });

  it('names array query parameters with brackets', () => {
    expect(op('get', '/v1/calls/in').parameters?.map((p) => p.name)).toContain('numbers[]');
    expect(op('get', '/v1/calls/out/{date}').parameters?.map((p) => p.name)).toContain('extensions[]');
  });

  it('marks what the vendor does not show', () => {
    const schemas = doc.components?.schemas as Record<string, { 'x-inferred'?: boolean }>;
    for (const name of ['OutboundFilters', 'RateLimitError', 'CalendarEvent', 'Calendar', 'CalendarBlock']) {
      expect(schemas[name]?.['x-inferred'], name).toBe(true);
    }
    expect(op('get', '/v1/calls/in').responses['429']?.['x-inferred']).toBe(true);
  });
});

describe('generation', () => {
  it('is deterministic', () => {
    expect(toJson(publicDocument())).toBe(toJson(publicDocument()));
    expect(toYaml(publicDocument())).toBe(toYaml(publicDocument()));
    expect(toJson(sandboxDocument())).toBe(toJson(sandboxDocument()));
  });

  it('matches the committed spec (run `pnpm generate` after changing a schema)', () => {
    const specDir = resolve(import.meta.dirname, '../../../../spec');
    expect(readFileSync(resolve(specDir, 'openapi.json'), 'utf8')).toBe(toJson(publicDocument()));
    expect(readFileSync(resolve(specDir, 'openapi.yaml'), 'utf8')).toBe(toYaml(publicDocument()));
    expect(readFileSync(resolve(specDir, 'sandbox.openapi.json'), 'utf8')).toBe(toJson(sandboxDocument()));
  });
});
