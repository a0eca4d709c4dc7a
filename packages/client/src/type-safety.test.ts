import { describe, expect, expectTypeOf, it } from 'vitest';
import { createPbxClient } from './client/create-pbx-client.js';
import type { PbxApiError } from './errors/pbx-api-error.js';
import type { components, operations } from './generated/api.js';

/**
 * Type-level tests: checked by `tsc` (`pnpm lint` / `tsc --noEmit -p packages/client`), where every
 * `@ts-expect-error` must meet an error; the runtime part only proves the file loads.
 */
const client = createPbxClient({
  baseUrl: 'http://pbx.test',
  apiKey: 'cnt_x',
  fetch: async () => Response.json({}),
});

type Json<
  K extends keyof operations,
  S extends keyof operations[K]['responses'],
> = operations[K]['responses'][S] extends {
  content: { 'application/json': infer B };
}
  ? B
  : never;

describe('types of the client', () => {
  it('facade methods return the generated success bodies', () => {
    expectTypeOf(client.queues.get).returns.resolves.toEqualTypeOf<Json<'getQueue', 200>>();
    expectTypeOf(client.queues.live)
      .parameter(0)
      .toEqualTypeOf<string | undefined | { signal?: AbortSignal }>();
    expectTypeOf<ReturnType<typeof client.extensions.list>>().resolves.toEqualTypeOf<
      Json<'listExtensions', 200>
    >();
    expectTypeOf(client.calendar.book).returns.resolves.toEqualTypeOf<
      Json<'createBooking', 200> | Json<'createBooking', 201>
    >();
    expectTypeOf(client.blacklists.addNumber)
      .parameter(1)
      .toEqualTypeOf<components['schemas']['AddBlacklistNumberRequest']>();
    expectTypeOf(client.ping).returns.resolves.toEqualTypeOf<components['schemas']['PingResult']>();
    expectTypeOf<PbxApiError['operation']>().toEqualTypeOf<Exclude<keyof operations, `${string}Webhook`>>();
  });

  it('nullable references are nullable', () => {
    expectTypeOf<components['schemas']['LiveMember']['last_call']>().toEqualTypeOf<string | null>();
  });

  it('the call iterators yield call records', () => {
    const inbound = client.calls.inbound({ date: '2025-06-01', numbers: ['0612345678'] });
    expectTypeOf(inbound).toEqualTypeOf<
      AsyncGenerator<components['schemas']['InboundCall'], void, undefined>
    >();
    const outbound = client.calls.outbound();
    expectTypeOf(outbound).toEqualTypeOf<
      AsyncGenerator<components['schemas']['OutboundCall'], void, undefined>
    >();
  });

  it('the right paths, methods, parameters and bodies compile', () => {
    const neverCalled = () => {
      client.raw.GET('/v1/queue/{name}', { params: { path: { name: 'supporto' } } });
      client.raw.POST('/v1/blacklists', { body: { name: 'spam' } });
      client.raw.GET('/v1/switches/{id}', { params: { path: { id: 7 } } });
      client.raw.GET('/v1/calls/in', { params: { query: { 'numbers[]': ['0612345678'], limit: 3 } } });
      client.blacklists.addNumber('spam', { number: '0612345' });
      client.contacts.get(12);
      client.calls.originate({ extension: '101', number: '0612345678' });
      client.calls.inbound({ numbers: ['0612345678'] });
      client.calls.outbound({ extensions: ['101'] });
      client.invoke('getQueue', { path: { name: 'supporto' } });
      client.calendar.availability({ event: 'consulenza', date: '2025-06-03' });
    };
    expect(typeof neverCalled).toBe('function');
  });

  it('wrong paths, methods, parameters and bodies do not compile', () => {
    const neverCalled = () => {
      // @ts-expect-error: no such path
      client.raw.GET('/v1/queues');
      // @ts-expect-error: the path exists, the method does not
      client.raw.POST('/v1/extensions');
      // @ts-expect-error: the path exists, the method does not
      client.raw.DELETE('/v1/contacts/{id}', { params: { path: { id: 1 } } });
      // @ts-expect-error: a body field that the schema does not have (and `name` missing)
      client.raw.POST('/v1/blacklists', { body: { nome: 'spam' } });
      // @ts-expect-error: path parameters missing
      client.raw.GET('/v1/queue/{name}', {});
      // @ts-expect-error: `id` is an integer
      client.raw.GET('/v1/switches/{id}', { params: { path: { id: '7' } } });
      // @ts-expect-error: a facade body with an unknown field
      client.blacklists.addNumber('spam', { numero: '0612345' });
      // @ts-expect-error: contact ids are numbers
      client.contacts.get('12');
      // @ts-expect-error: originate needs `number`
      client.calls.originate({ extension: '101' });
      // @ts-expect-error: `extensions` filters outbound calls, not inbound ones
      client.calls.inbound({ extensions: ['101'] });
      // @ts-expect-error: no such operation
      client.invoke('getQueues');
      // @ts-expect-error: getQueue needs its path parameter
      client.invoke('getQueue', {});
      // @ts-expect-error: availability needs the `event` query parameter
      client.calendar.availability({ date: '2025-06-03' });
    };
    expect(typeof neverCalled).toBe('function');
  });
});
