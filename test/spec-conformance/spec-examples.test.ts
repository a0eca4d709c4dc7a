import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { OperationId } from '@centralino/client';
import { type RunningServer, startServer } from '@centralino/server';
import { forEachBackend, openApiSession } from '@centralino/server/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';
import { exampleRequest, type SpecOperation, successStatuses } from './example-request.js';
import { EXAMPLES_NOW, examplesFixture } from './examples-fixture.js';
import { createSpecValidator } from './spec-response-validator.js';

const specPath = join(repoRoot, 'spec', 'openapi.json');
const hooksPath = join(import.meta.dirname, 'dredd-hooks.cjs');
const spec = JSON.parse(readFileSync(specPath, 'utf8')) as {
  paths: Record<string, Record<string, SpecOperation>>;
};
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

/** Dredd 14 drops every case of an operation with a parameter named like `numbers[]` ("not defined"). */
const dreddReads = (operation: SpecOperation) =>
  !(operation.parameters ?? []).some((parameter) => parameter.name.endsWith('[]'));

interface DreddStats {
  tests: number;
  failures: number;
  errors: number;
  passes: number;
  skipped: number;
}
interface Dredd {
  configuration: { emitter: NodeJS.EventEmitter };
  run(callback: (error: Error | null, stats: DreddStats) => void): void;
}
const Dredd = createRequire(import.meta.url)('dredd') as new (config: object) => Dredd;

/** Runs Dredd over the spec against `endpoint`; returns its totals and a line per case that did not pass. */
function runDredd(endpoint: string, apiKey: string): Promise<{ stats: DreddStats; problems: string[] }> {
  const problems: string[] = [];
  const dredd = new Dredd({
    endpoint,
    path: [specPath],
    hookfiles: [hooksPath],
    header: [`X-API-KEY: ${apiKey}`],
    loglevel: 'error',
    reporter: [],
    output: [],
    color: false,
  });
  for (const event of ['test fail', 'test error'] as const) {
    dredd.configuration.emitter.on(event, (test: { title: string; message?: string }, error?: Error) => {
      problems.push(`${event}: ${test.title} ${error?.message ?? test.message ?? ''}`.trim());
    });
  }
  return new Promise((resolve, reject) => {
    dredd.run((error, stats) => (error ? reject(error) : resolve({ stats, problems })));
  });
}

it('gives every path, query and header parameter, and every request body, an example of its own', () => {
  const missing: string[] = [];
  for (const { path, method, operation } of operations) {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.example === undefined && parameter.examples === undefined) {
        missing.push(`${method.toUpperCase()} ${path}: ${parameter.in} parameter ${parameter.name}`);
      }
    }
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      if (media.example === undefined && media.examples === undefined) {
        missing.push(`${method.toUpperCase()} ${path}: ${type} body`);
      }
    }
  }
  expect(missing).toEqual([]);
});

/**
 * The success cases of the spec, each request built from the spec's examples alone, against the sandbox server
 * over HTTP on an exchange holding what the examples name (`examples-fixture.ts`) at the examples' date: Dredd
 * (which reads only parameter-level examples, and refused this spec before it had them) runs every case it can
 * read; the operations it drops are sent the same way here and their bodies checked against the spec (Ajv).
 */
forEachBackend((ctx) => {
  let server: RunningServer;
  let apiKey: string;
  const base = () => `http://127.0.0.1:${server.port}`;

  beforeAll(async () => {
    const session = await openApiSession(ctx.db, examplesFixture());
    session.clock.set(EXAMPLES_NOW);
    apiKey = session.apiKey;
    server = await startServer({ fetch: session.app.fetch, port: 0, hostname: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it('Dredd passes every 2xx case it reads, refusing none', async () => {
    const { stats, problems } = await runDredd(base(), apiKey);
    expect(problems).toEqual([]);
    const cases = operations
      .filter(({ operation }) => dreddReads(operation))
      .reduce((sum, { operation }) => sum + successStatuses(operation).length, 0);
    expect({ passes: stats.passes, failures: stats.failures, errors: stats.errors }).toEqual({
      passes: cases,
      failures: 0,
      errors: 0,
    });
  }, 60_000);

  it('answers 2xx, as the spec says, to the examples of the operations Dredd drops', async () => {
    const validator = createSpecValidator(spec as never);
    const dropped = operations.filter(({ operation }) => !dreddReads(operation));
    expect(dropped.map(({ operation }) => operation.operationId).sort()).toEqual([
      'listInboundCalls',
      'listInboundCallsByDate',
      'listOutboundCalls',
      'listOutboundCallsByDate',
    ]);
    for (const { path, method, operation } of dropped) {
      const { url, init } = exampleRequest(path, method, operation);
      const res = await fetch(`${base()}${url}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'X-API-KEY': apiKey },
      });
      const body = (await res.json()) as unknown;
      expect([url, res.status]).toEqual([url, successStatuses(operation)[0]]);
      validator.validate({ operation: operation.operationId as OperationId, status: res.status, body });
    }
  });
});
