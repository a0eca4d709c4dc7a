import { randomBytes, randomInt } from 'node:crypto';
import type { AccountFixtureInput } from '@centralino/schemas';
import type { Database } from '@centralino/server';
import { createTestApp, type TestApp } from '@centralino/server/testing';
import { createPbxClient, type PbxClient, type PbxClientOptions } from '../client/create-pbx-client.js';
import { operationAt } from '../operations/operation-routes.js';
import type { OperationId } from '../operations/operation-types.js';

/** The sandbox fixture of an account; the sandbox gives each account a unique `context`. */
export type AccountFixture = Omit<AccountFixtureInput, 'context'>;

export const ADMIN_TOKEN = 'client-tests-admin-token';
export const BASE_URL = 'http://pbx.test';

/** One request that reached the server through a test client. */
export interface SeenRequest {
  method: string;
  /** Path and query, decoded, e.g. `/v1/calls/in?numbers[]=…`. */
  target: string;
  /** Status of the server's answer. */
  status: number;
  /** The request headers as sent. */
  headers: Headers;
}

/** The server app in-process, with the sandbox surface, and helpers to drive it. */
export interface PbxSandbox {
  testApp: TestApp;
  /** A sandbox admin/simulator call (`/_admin/*`, `/_sim/*`); throws unless 2xx. */
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** Creates an account from a fixture through `POST /_admin/accounts`; returns its first key. */
  createAccount(fixture?: AccountFixture): Promise<{ context: string; apiKey: string }>;
  /**
   * A client whose fetch goes to `app.fetch`, recording each request in `seen` and letting `intercept` act between
   * attempts (e.g. flip the telephone server's reachability).
   */
  client(
    apiKey: string,
    options?: Partial<PbxClientOptions> & {
      intercept?: (request: Request, response: Response) => Promise<void> | void;
    },
  ): { client: PbxClient; seen: SeenRequest[] };
  /** Operations called through any client of this sandbox (for the coverage check). */
  called: Set<OperationId>;
}

/** Builds the sandbox on an open test database. */
export function createPbxSandbox(db: Database): PbxSandbox {
  const testApp = createTestApp(db, { adminToken: ADMIN_TOKEN });
  const { app } = testApp;
  const called = new Set<OperationId>();

  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await app.request(path, {
      method,
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };

  return {
    testApp,
    admin,
    called,
    async createAccount(fixture = {}) {
      const context = uniqueContext();
      const created = await admin<{ api_key: string }>('POST', '/_admin/accounts', { ...fixture, context });
      return { context, apiKey: created.api_key };
    },
    client(apiKey, { intercept, ...options } = {}) {
      const seen: SeenRequest[] = [];
      const client = createPbxClient({
        baseUrl: BASE_URL,
        apiKey,
        retry: { serverErrors: { baseDelayMs: 1, maxDelayMs: 5 } },
        ...options,
        fetch: async (request) => {
          const url = new URL(request.url);
          const response = await app.fetch(request);
          seen.push({
            method: request.method,
            target: decodeURI(url.pathname + url.search),
            status: response.status,
            headers: new Headers(request.headers),
          });
          const operation = matchOperation(request.method, url.pathname);
          if (operation) called.add(operation);
          await intercept?.(request, response);
          return response;
        },
      });
      return { client, seen };
    },
  };
}

/** A context unique across test runs sharing a database. */
export function uniqueContext(): string {
  return `cl-${randomBytes(6).toString('hex')}`;
}

/** An id for fixture rows whose ids are global (contacts, switches): random, so parallel accounts do not clash. */
export function uniqueId(): number {
  return randomInt(100_000, 2_000_000_000);
}

const templates = [
  '/v1/extensions/status/{number}',
  '/v1/extensions/{number}',
  '/v1/calls/in/{date}',
  '/v1/calls/out/{date}',
  '/v1/queue/{name}/live',
  '/v1/queue/{name}',
  '/v1/blacklists/{name}/numbers/{id}',
  '/v1/blacklists/{name}/numbers',
  '/v1/blacklists/{name}',
  '/v1/switches/{id}',
  '/v1/contacts/{id}',
  '/v1/calendar/bookings/{id}/cancel',
  '/v1/calendar/blocks/{id}',
];

/** The spec operation of a concrete path (static paths first, as the server routes them). */
function matchOperation(method: string, pathname: string): OperationId | undefined {
  const exact = operationAt(method, pathname);
  if (exact) return exact;
  for (const template of templates) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(pathname)) return operationAt(method, template);
  }
  return undefined;
}
