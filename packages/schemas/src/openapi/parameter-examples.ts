/**
 * Puts examples where every tool looks for them. zod-to-openapi writes a parameter's example only inside its
 * schema (`schema.example`), which some tools never read (Dredd refuses to run: "Required URI parameter … has no
 * example"), and gives request bodies no example of their own. This copies each parameter's schema example to
 * the parameter (`example`) and each request body's schema example to its media type, following `$ref`s into
 * `components.schemas`. Examples already set are kept. A parameter that is another's alternative form (see
 * `ALTERNATIVE_TO`) gets a named example instead, so the `example`s of an operation make one valid request.
 */

import { ALTERNATIVE_TO } from '../common/example-meta.js';

type Json = Record<string, unknown>;

function resolve(schema: unknown, components: Json): Json | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const ref = (schema as Json).$ref;
  if (typeof ref !== 'string') return schema as Json;
  const name = ref.replace('#/components/schemas/', '');
  return components[name] as Json | undefined;
}

function exampleOf(schema: unknown, components: Json): unknown {
  const direct = schema as Json | undefined;
  if (direct?.example !== undefined) return direct.example;
  return resolve(schema, components)?.example;
}

function addToOperation(operation: Json, components: Json): void {
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    const schema = parameter.schema as Json | undefined;
    const alternativeTo = schema?.[ALTERNATIVE_TO];
    if (schema) delete schema[ALTERNATIVE_TO];
    if (parameter.example !== undefined || parameter.examples !== undefined) continue;
    const example = exampleOf(schema, components);
    if (example === undefined) continue;
    if (typeof alternativeTo === 'string') {
      delete schema?.example;
      parameter.examples = {
        [parameter.name as string]: { summary: `Instead of \`${alternativeTo}\``, value: example },
      };
    } else {
      parameter.example = example;
    }
  }
  const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  for (const media of Object.values(body ?? {})) {
    if (media.example !== undefined || media.examples !== undefined) continue;
    const example = exampleOf(media.schema, components);
    if (example !== undefined) media.example = example;
  }
}

/** Adds parameter-level and request-body examples to every operation and webhook of `doc` (in place; returns it). */
export function addParameterExamples<T extends { paths?: unknown; webhooks?: unknown; components?: unknown }>(
  doc: T,
): T {
  const components = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
  const items = [
    ...Object.values((doc.paths ?? {}) as Record<string, Json>),
    ...Object.values((doc.webhooks ?? {}) as Record<string, Json>),
  ];
  for (const item of items) {
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object') addToOperation(operation as Json, components);
    }
  }
  return doc;
}
