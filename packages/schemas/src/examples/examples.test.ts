import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Document } from '../openapi/build-document.js';
import { publicDocument } from '../openapi/documents.js';
import type { RouteContract } from '../routes/contract.js';
import { publicRoutes } from '../routes/index.js';
import { successExamples } from './success-examples.js';

type Responses = Record<
  string,
  { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }
>;

/** Every response of the document that has a body, with its examples. */
function responsesWithBody(doc: Document) {
  return Object.values(doc.paths ?? {}).flatMap((item) =>
    Object.values(item as Record<string, { operationId: string; responses: Responses }>).flatMap(
      (operation) =>
        Object.entries(operation.responses)
          .filter(([, response]) => response.content)
          .map(([status, response]) => ({
            operationId: operation.operationId,
            status: Number(status),
            examples: response.content?.['application/json']?.examples ?? {},
          })),
    ),
  );
}

describe('response examples', () => {
  const routes = publicRoutes as unknown as Record<string, RouteContract>;
  const responses = responsesWithBody(publicDocument());

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
    const doc = publicDocument();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(ajv);
    ajv.addSchema(doc as object, 'openapi.json');
    const problems = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId: string; responses: Responses }>).flatMap(
        ([method, operation]) =>
          Object.entries(operation.responses).flatMap(([status, response]) => {
            const examples = response.content?.['application/json']?.examples ?? {};
            const pointer = `/paths/${encodeURIComponent(path.replaceAll('/', '~1'))}/${method}/responses/${status}/content/application~1json/schema`;
            const validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
            return Object.entries(examples)
              .filter(([, { value }]) => !validate(value))
              .map(
                ([name]) => `${operation.operationId} ${status} ${name}: ${ajv.errorsText(validate.errors)}`,
              );
          }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('names only operations and statuses the contracts declare', () => {
    const stale = Object.entries(successExamples).flatMap(([operationId, byStatus]) =>
      Object.keys(byStatus ?? {})
        .filter((status) => !routes[operationId]?.responses[Number(status)])
        .map((status) => `${operationId} ${status}`),
    );
    expect(stale).toEqual([]);
  });
});
