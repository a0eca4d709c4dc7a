import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';

interface SpecWebhook {
  post?: {
    operationId?: string;
    'x-inferred'?: boolean;
    parameters?: { name: string; in: string; required?: boolean; example?: unknown }[];
    requestBody?: {
      content?: { 'application/json'?: { schema?: unknown; examples?: Record<string, { value: unknown }> } };
    };
    responses?: Record<string, unknown>;
  };
}

const spec = JSON.parse(readFileSync(join(repoRoot, 'spec', 'openapi.json'), 'utf8')) as {
  webhooks?: Record<string, SpecWebhook>;
  components: { schemas: Record<string, unknown> };
};

/** The published spec as other teams read it: booking webhooks, signed as Standard Webhooks, with examples. */
describe('webhooks of spec/openapi.json', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'spec', components: spec.components });
  const webhooks = spec.webhooks ?? {};

  it.each(['booking.created', 'booking.cancelled'])('declares %s, marked x-inferred', (type) => {
    const post = webhooks[type]?.post;
    expect(post, type).toBeDefined();
    expect(post?.['x-inferred']).toBe(true);
    const headers = (post?.parameters ?? []).filter((p) => p.in === 'header' && p.required);
    expect(headers.map((h) => h.name).sort()).toEqual([
      'webhook-id',
      'webhook-signature',
      'webhook-timestamp',
    ]);
    for (const header of headers) expect(header.example, header.name).toBeDefined();
    expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '410']));
  });

  it.each(['booking.created', 'booking.cancelled'])('%s has an example its schema accepts', (type) => {
    const media = webhooks[type]?.post?.requestBody?.content?.['application/json'];
    const examples = Object.values(media?.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    const schema = JSON.parse(
      JSON.stringify(media?.schema ?? {}).replaceAll('"#/components', '"spec#/components'),
    );
    const validate = ajv.compile(schema);
    for (const { value } of examples) {
      expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
      const event = value as { type: string; context: string; data: { booking: Record<string, unknown> } };
      expect(event.type).toBe(type);
      expect(event.context.length).toBeGreaterThan(0);
      for (const field of [
        'id',
        'event',
        'calendar',
        'date',
        'time',
        'name',
        'phone',
        'email',
        'created_by',
        'source',
      ])
        expect(event.data.booking, field).toHaveProperty(field);
    }
    // The schema refuses an event of the other type.
    const other = {
      ...(examples[0]?.value as object),
      type: type === 'booking.created' ? 'booking.cancelled' : 'booking.created',
    };
    expect(validate(other)).toBe(false);
  });
});
