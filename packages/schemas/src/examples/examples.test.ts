import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { sandboxRoutes } from '../admin/sandbox.route.js';
import type { Document } from '../openapi/build-document.js';
import { publicDocument, sandboxDocument } from '../openapi/documents.js';
import type { RouteContract } from '../routes/contract.js';
import { publicRoutes } from '../routes/index.js';
import { sandboxExamples } from './sandbox.examples.js';
import { successExamples } from './success-examples.js';

type Examples = Record<string, { value: unknown }>;
type Operation = {
  operationId: string;
  responses: Record<string, { content?: Record<string, { examples?: Examples }> }>;
};

/** Every response of the document that has a body: where it is, and its examples. */
function responsesWithBody(doc: Document) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).flatMap(([method, operation]) =>
      Object.entries(operation.responses)
        .filter(([, response]) => response.content)
        .map(([status, response]) => ({
          operationId: operation.operationId,
          status: Number(status),
          pointer: `/paths/${encodeURIComponent(path.replaceAll('/', '~1'))}/${method}/responses/${status}/content/application~1json/schema`,
          examples: response.content?.['application/json']?.examples ?? {},
        })),
    ),
  );
}

describe.each([
  ['public', publicDocument(), publicRoutes, successExamples],
  ['sandbox', sandboxDocument(), sandboxRoutes, sandboxExamples],
] as const)('response examples of the %s document', (_, doc, contracts, examplesByOperation) => {
  const routes: Record<string, RouteContract> = Object.fromEntries(
    (Object.values(contracts) as unknown as RouteContract[]).map((route) => [route.operationId, route]),
  );
  const responses = responsesWithBody(doc);

  it('every response with a body has an example', () => {
    const missing = responses.filter(({ examples }) => Object.keys(examples).length === 0);
    expect(missing.map(({ operationId, status }) => `${operationId} ${status}`)).toEqual([]);
  });

  it('every example matches the schema of its response in the contract', () => {
    const problems = responses.flatMap(({ operationId, status, examples }) => {
      const schema = routes[operationId]?.responses[status]?.schema;
      return Object.entries(examples).flatMap(([name, { value }]) => {
        const result = schema?.safeParse(value);
        return result?.success
          ? []
          : [`${operationId} ${status} ${name}: ${result?.error.message ?? 'no schema'}`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('every example is valid against the OpenAPI document (Ajv, JSON Schema 2020-12)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(ajv);
    ajv.addSchema(doc as object, 'openapi.json');
    const problems = responses.flatMap(({ operationId, status, pointer, examples }) => {
      const validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
      return Object.entries(examples)
        .filter(([, { value }]) => !validate(value))
        .map(([name]) => `${operationId} ${status} ${name}: ${ajv.errorsText(validate.errors)}`);
    });
    expect(problems).toEqual([]);
  });

  it('names only operations and statuses the contracts declare', () => {
    const stale = Object.entries(examplesByOperation).flatMap(([operationId, byStatus]) =>
      Object.keys(byStatus ?? {})
        .filter((status) => !routes[operationId]?.responses[Number(status)])
        .map((status) => `${operationId} ${status}`),
    );
    expect(stale).toEqual([]);
  });
});
