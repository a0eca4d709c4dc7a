import { WebhookEvent, webhookPolicy } from '@centralino/schemas';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { localInstant } from '../calendar/local-date.js';
import { forEachBackend } from '../testing/test-database.js';
import { eventually, type Received, setupWebhookAccount, startReceiver } from './webhook-test-kit.js';

const NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');
const BOOKING = {
  event: 'visita',
  name: 'Mario Rossi',
  date: '2025-06-03',
  time: '09:00',
  phone: '+393331234567',
};
const DAY = 86_400_000;

/** Checks a delivery's Standard Webhooks signature against `secret` (at the sandbox time it was signed). */
function signedWith(received: Received, secret: string): boolean {
  const id = String(received.headers['webhook-id']);
  const timestamp = Number(received.headers['webhook-timestamp']);
  const expected = new Webhook(secret).sign(id, new Date(timestamp * 1000), received.body);
  return String(received.headers['webhook-signature']).split(' ').includes(expected);
}

forEachBackend((ctx) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const setup = async (options: Parameters<typeof setupWebhookAccount>[2] = {}) => {
    const t = await setupWebhookAccount(ctx.db, NOW, options);
    cleanups.push(t.stop);
    return t;
  };
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...args);
    cleanups.push(r.close);
    return r;
  };

  describe('webhook delivery', { timeout: 60_000 }, () => {
    it('sends booking.created, signed, after a booking through the API', async () => {
      const t = await setup();
      const r = await receiver();
      const { secret } = await t.register(r.url);
      const booked = await t.call('POST', '/v1/calendar/bookings', BOOKING);
      expect(booked.status).toBe(201);
      const [got] = await eventually(() => (r.received.length > 0 ? r.received : undefined));
      expect(signedWith(got!, secret)).toBe(true);
      expect(got!.headers['webhook-timestamp']).toBe(String(NOW.getTime() / 1000));
      const event = WebhookEvent.parse(JSON.parse(got!.body));
      expect(event).toMatchObject({
        type: 'booking.created',
        context: t.context,
        id: got!.headers['webhook-id'],
      });
      expect(event.data.booking).toMatchObject({
        id: booked.body.data.id,
        source: 'api',
        created_by: 'test',
      });
      const [delivery] = await eventually(async () => {
        const list = await t.deliveries();
        return list[0]?.status === 'succeeded' ? list : undefined;
      });
      expect(delivery!.attempts).toEqual([
        { attempted_at: NOW.toISOString(), status_code: 204, error: null },
      ]);
    });

    it('walks the whole retry schedule by the sandbox clock, then gives up', async () => {
      const t = await setup();
      const r = await receiver(() => 503);
      await t.register(r.url);
      await t.call('POST', '/v1/calendar/bookings', BOOKING);
      let at = NOW.getTime();
      await eventually(() => (r.received.length === 1 ? true : undefined));
      for (const [step, delay] of webhookPolicy.retryDelaysMs.entries()) {
        at += delay - 1;
        await t.setClock(new Date(at)); // one millisecond early: nothing is due yet
        at += 1;
        await t.setClock(new Date(at));
        await eventually(() => (r.received.length === step + 2 ? true : undefined));
      }
      const [delivery] = await eventually(async () => {
        const list = await t.deliveries();
        return list[0]?.status === 'failed' ? list : undefined;
      });
      const times = delivery!.attempts.map((a) => Date.parse(a.attempted_at) - NOW.getTime());
      let sum = 0;
      expect(times).toEqual([0, ...webhookPolicy.retryDelaysMs.map((d) => (sum += d))]);
      expect(delivery!.attempts.every((a) => a.status_code === 503)).toBe(true);
      // The same event id on every attempt; nothing more a day later.
      expect(new Set(r.received.map((x) => x.headers['webhook-id'])).size).toBe(1);
      await t.setClock(new Date(at + DAY));
      await t.dispatcher?.idle();
      expect(r.received).toHaveLength(webhookPolicy.retryDelaysMs.length + 1);
    });

    it('stops after a 2xx', async () => {
      const t = await setup();
      const r = await receiver((n) => (n === 1 ? 500 : 200));
      await t.register(r.url);
      await t.call('POST', '/v1/calendar/bookings', BOOKING);
      await eventually(() => (r.received.length === 1 ? true : undefined));
      await t.setClock(new Date(NOW.getTime() + 5_000));
      await eventually(async () => ((await t.deliveries())[0]?.status === 'succeeded' ? true : undefined));
      await t.setClock(new Date(NOW.getTime() + 2 * DAY));
      await t.dispatcher?.idle();
      expect(r.received).toHaveLength(2);
    });

    it('disables the endpoint on 410: later bookings send nothing to it', async () => {
      const t = await setup();
      const r = await receiver(() => 410);
      const { id } = await t.register(r.url);
      await t.call('POST', '/v1/calendar/bookings', BOOKING);
      await eventually(async () => ((await t.deliveries())[0]?.status === 'failed' ? true : undefined));
      const endpoints = await t.call('GET', `/_admin/accounts/${t.context}/webhooks`);
      expect(endpoints.body.data).toEqual([
        expect.objectContaining({ id, enabled: false, disabled_reason: 'gone' }),
      ]);
      await t.call('POST', '/v1/calendar/bookings', { ...BOOKING, time: '10:00' });
      await t.setClock(new Date(NOW.getTime() + DAY));
      await t.dispatcher?.idle();
      expect(r.received).toHaveLength(1);
      expect(await t.deliveries()).toHaveLength(1);
    });

    it('delivers after a restart what a stopped server left in the outbox', async () => {
      const before = await setup({ deliver: false });
      const r = await receiver();
      await before.register(r.url);
      expect((await before.call('POST', '/v1/calendar/bookings', BOOKING)).status).toBe(201);
      // a dispatcher never started sends nothing, even when the route kicks it after the booking
      await before.dispatcher.idle();
      expect((await before.deliveries())[0]?.status).toBe('pending');
      expect(r.received).toHaveLength(0);
      // A new server process on the same database, with its dispatcher.
      const after = await setupWebhookAccount(ctx.db, NOW);
      cleanups.push(after.stop);
      await eventually(() => (r.received.length === 1 ? true : undefined));
      expect(JSON.parse(r.received[0]!.body).context).toBe(before.context);
    });

    it('sends nothing new for an idempotent replay of a booking request', async () => {
      const t = await setup();
      const r = await receiver();
      await t.register(r.url);
      const key = { 'Idempotency-Key': 'same-key' };
      expect((await t.call('POST', '/v1/calendar/bookings', BOOKING, key)).status).toBe(201);
      expect((await t.call('POST', '/v1/calendar/bookings', BOOKING, key)).status).toBe(200);
      await eventually(() => (r.received.length === 1 ? true : undefined));
      await t.dispatcher?.idle();
      expect(await t.deliveries()).toHaveLength(1);
      expect(r.received).toHaveLength(1);
    });

    it('answers the booking while a slow endpoint is still holding the delivery', async () => {
      const t = await setup();
      const r = await receiver(() => 'hold');
      await t.register(r.url);
      const booked = await t.call('POST', '/v1/calendar/bookings', BOOKING);
      expect(booked.status).toBe(201);
      await eventually(() => (r.held.length === 1 ? true : undefined));
      // The endpoint has not answered, and the booking was answered already.
      expect((await t.deliveries())[0]?.attempts).toEqual([]);
      r.release();
      await eventually(async () => ((await t.deliveries())[0]?.status === 'succeeded' ? true : undefined));
    });

    it('sends booking.cancelled, and bookings of the AI agent and the secretary', async () => {
      const t = await setup();
      const r = await receiver();
      await t.register(r.url);
      const booked = await t.call('POST', '/v1/calendar/bookings', BOOKING);
      await t.call('POST', `/v1/calendar/bookings/${booked.body.data.id}/cancel`);
      const sim = (source: string, time: string) =>
        t.call('POST', `/_sim/${t.context}/bookings`, { ...BOOKING, source, time });
      expect((await sim('ai_agent', '10:00')).status).toBe(201);
      expect((await sim('secretary', '10:30')).status).toBe(201);
      await eventually(() => (r.received.length === 4 ? true : undefined));
      const events = r.received.map((x) => WebhookEvent.parse(JSON.parse(x.body)));
      const seen = events.map((e) => [e.type, e.data.booking.source, e.data.booking.created_by]).sort();
      expect(seen).toEqual([
        ['booking.cancelled', 'api', 'test'],
        ['booking.created', 'ai_agent', 'Agente AI'],
        ['booking.created', 'api', 'test'],
        ['booking.created', 'secretary', 'Segreteria'],
      ]);
    });

    it('signs with both secrets during a rotation', async () => {
      const t = await setup();
      const r = await receiver();
      const { id, secret: old } = await t.register(r.url);
      const rotated = await t.call('POST', `/_admin/accounts/${t.context}/webhooks/${id}/rotate-secret`);
      expect(rotated.status).toBe(200);
      await t.call('POST', '/v1/calendar/bookings', BOOKING);
      const [got] = await eventually(() => (r.received.length === 1 ? r.received : undefined));
      expect(String(got!.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(signedWith(got!, old)).toBe(true);
      expect(signedWith(got!, rotated.body.secret)).toBe(true);
    });

    it('does not follow redirects', async () => {
      const t = await setup();
      const target = await receiver();
      const r = await receiver(() => ({ status: 307, location: target.url }));
      await t.register(r.url);
      await t.call('POST', '/v1/calendar/bookings', BOOKING);
      const [delivery] = await eventually(async () => {
        const list = await t.deliveries();
        return list[0]?.attempts.length === 1 ? list : undefined;
      });
      expect(delivery).toMatchObject({ status: 'pending', attempts: [{ status_code: 307 }] });
      expect(target.received).toHaveLength(0);
    });

    it('refuses loopback unless the operator allows it', async () => {
      const t = await setup({ allowLoopback: false });
      const r = await receiver();
      const literal = await t.call('POST', `/_admin/accounts/${t.context}/webhooks`, { url: r.url });
      expect(literal).toMatchObject({ status: 400, body: { success: false } });
      await t.register(r.url.replace('127.0.0.1', 'localhost'));
      await t.call('POST', '/v1/calendar/bookings', BOOKING);
      const [delivery] = await eventually(async () => {
        const list = await t.deliveries();
        return list[0]?.attempts.length === 1 ? list : undefined;
      });
      expect(delivery!.attempts[0]).toMatchObject({ status_code: null, error: 'address_not_allowed' });
      expect(r.received).toHaveLength(0);
    });
  });
});
