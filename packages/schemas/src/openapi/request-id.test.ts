import { describe, expect, it } from 'vitest';
import { publicDocument, sandboxDocument } from './documents.js';

type Operations = Record<string, { operationId: string; responses: Record<string, { headers?: object }> }>;

describe('X-Request-Id', () => {
  it.each([
    ['public', publicDocument()],
    ['sandbox', sandboxDocument()],
  ])('is declared on every response of the %s document', (_, doc) => {
    const missing = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item as Operations).flatMap((operation) =>
        Object.entries(operation.responses)
          .filter(([, response]) => !(response.headers && 'X-Request-Id' in response.headers))
          .map(([status]) => `${operation.operationId} ${status}`),
      ),
    );
    expect(missing).toEqual([]);
    expect(doc.components?.headers?.['X-Request-Id']).toMatchObject({ required: true });
  });
});
