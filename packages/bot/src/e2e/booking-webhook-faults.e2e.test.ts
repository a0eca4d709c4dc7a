import { expect, it } from 'vitest';
import {
  bookingBot,
  bookingEvent,
  CHANNEL,
  deliver,
  hookUrl,
  newSecret,
  postText,
  saveSecret,
  signed,
  waitForPost,
} from './booking-webhook-kit.js';
import { sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

/*
 * What reaches the bot's webhook path from outside is a claim: a forged, altered, late, huge or malformed
 * delivery is refused and posts nothing; the same event delivered twice (a retry, a replay, two web processes
 * at once) posts one notice; a secret replaced from Slack still verifies what was signed before, for a day.
 */
const lifecycle = e2eLifecycle();

const notices = (b: Awaited<ReturnType<typeof bookingBot>>['b']) =>
  b.slack.messages
    .messages(CHANNEL)
    .filter((m) => /Nuovo appuntamento|Appuntamento disdetto/.test(postText(m)));

it('forged, altered, late, huge and malformed deliveries are refused and post nothing', async () => {
  const { b } = await bookingBot(lifecycle);
  await waitForAnswer(b.slack, await b.agent.sendCommand({ command: '/book', text: 'notices add' }));
  const secret = newSecret();
  const url = hookUrl(b);
  const body = JSON.stringify(bookingEvent({ id: 'msg_forged00000000000001' }));

  // no secret saved yet: even a well-signed delivery is refused
  expect((await deliver(url, body, signed(secret, 'msg_forged00000000000001', body))).status).toBe(401);
  await saveSecret(b, secret);

  const refused = [
    await deliver(url, body, signed(newSecret(), 'msg_forged00000000000001', body)), // another secret
    await deliver(url, body.replace('Mario', 'Dario'), signed(secret, 'msg_forged00000000000001', body)),
    await deliver(
      url,
      body,
      signed(secret, 'msg_forged00000000000001', body, Math.floor(Date.now() / 1000) - 600),
    ),
    await deliver(url, body, {}), // no signature
    await deliver(`${hookUrl(b, 'someone-else')}`, body, signed(secret, 'msg_forged00000000000001', body)),
    await deliver(`${hookUrl(b).replace('/main', '/..%2Fslack%2Fevents')}`, body, signed(secret, 'x', body)),
  ];
  expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);

  const huge = JSON.stringify({
    ...bookingEvent({ id: 'msg_huge0000000000000001' }),
    pad: 'x'.repeat(200_000),
  });
  expect((await deliver(url, huge, signed(secret, 'msg_huge0000000000000001', huge))).status).toBe(413);
  const notJson = '{"type":"booking.created",';
  expect((await deliver(url, notJson, signed(secret, 'msg_badjson00000000000001', notJson))).status).toBe(
    400,
  );
  // signed by the exchange but not its contract: acknowledged (sending it again would not mend it), not told
  const wrongShape = JSON.stringify({
    ...bookingEvent({ id: 'msg_shape000000000000001' }),
    data: { booking: {} },
  });
  const shape = await deliver(url, wrongShape, signed(secret, 'msg_shape000000000000001', wrongShape));
  expect([shape.status, JSON.parse(shape.body).outcome]).toEqual([200, 'ignored']);
  const far = JSON.stringify(bookingEvent({ id: 'msg_far0000000000000001', date: '9999-12-31' }));
  const farOff = await deliver(url, far, signed(secret, 'msg_far0000000000000001', far));
  expect([farOff.status, JSON.parse(farOff.body).outcome]).toEqual([200, 'ignored']);
  // a path that does not decode is the sender's mistake: 400, not Bolt's 500
  expect((await deliver(`${hookUrl(b)}%E0%A4%A`, wrongShape, {})).status).toBe(400);
  const unknownType = JSON.stringify({
    ...bookingEvent({ id: 'msg_kind0000000000000001' }),
    type: 'call.ended',
  });
  const ignored = await deliver(url, unknownType, signed(secret, 'msg_kind0000000000000001', unknownType));
  expect(ignored.status).toBe(200); // acknowledged, so the exchange does not retry it; nothing done

  await sleep(500);
  expect(notices(b)).toHaveLength(0);
  expect(b.logs.join('\n')).not.toContain(secret.slice(6));
}, 30_000);

it('one event delivered twice, or to two web processes at once, posts one notice; late created after cancelled changes nothing', async () => {
  const { b } = await bookingBot(lifecycle, { extraRoles: ['web'] });
  await waitForAnswer(b.slack, await b.agent.sendCommand({ command: '/book', text: 'avvisi add' }));
  const secret = newSecret();
  await saveSecret(b, secret);
  const created = bookingEvent({ id: 'msg_twice00000000000001', bookingId: 7, name: 'Giulia Bianco' });
  const body = JSON.stringify(created);
  const results = await Promise.all([
    deliver(hookUrl(b, 'main', 0), body, signed(secret, created.id, body)),
    deliver(hookUrl(b, 'main', 1), body, signed(secret, created.id, body)),
    deliver(hookUrl(b, 'main', 1), body, signed(secret, created.id, body)),
  ]);
  // one takes it; the others are acknowledged, or asked to come back while it is being taken
  const outcomes = results.map((r) => `${r.status} ${JSON.parse(r.body).outcome}`);
  expect(outcomes.filter((o) => o === '200 accepted')).toHaveLength(1);
  expect(
    outcomes.filter((o) => o !== '200 accepted').every((o) => /^(200 duplicate|503 busy)$/.test(o)),
  ).toBe(true);
  const again = await deliver(hookUrl(b, 'main', 1), body, signed(secret, created.id, body));
  expect([again.status, JSON.parse(again.body).outcome]).toEqual([200, 'duplicate']);
  await waitForPost(b, (m) => postText(m).includes('Giulia Bianco'));

  // cancelled, then the created event again under a new id (reordered, retried): the notice stays cancelled
  const cancelled = bookingEvent({
    id: 'msg_cancel0000000000001',
    bookingId: 7,
    name: 'Giulia Bianco',
    type: 'booking.cancelled',
  });
  const cancelBody = JSON.stringify(cancelled);
  expect((await deliver(hookUrl(b), cancelBody, signed(secret, cancelled.id, cancelBody))).status).toBe(200);
  await waitForPost(b, (m) => postText(m).includes('Appuntamento disdetto'));
  const late = JSON.stringify({ ...created, id: 'msg_late00000000000000001' });
  expect((await deliver(hookUrl(b), late, signed(secret, 'msg_late00000000000000001', late))).status).toBe(
    200,
  );
  await sleep(500);
  expect(notices(b)).toHaveLength(1);
  expect(postText(notices(b)[0]!)).toContain('Appuntamento disdetto');
}, 30_000);

it('a secret replaced from Slack still verifies deliveries signed with the previous one', async () => {
  const { b } = await bookingBot(lifecycle);
  await waitForAnswer(b.slack, await b.agent.sendCommand({ command: '/book', text: 'avvisi add' }));
  const before = newSecret();
  const after = newSecret();
  await saveSecret(b, before);
  expect(await saveSecret(b, after)).toContain('Segreto di firma salvato');
  const late = bookingEvent({ id: 'msg_rotated000000000001', bookingId: 3, name: 'Paolo Neri' });
  const body = JSON.stringify(late);
  // in flight when the admin changed it: signed with the old secret only
  expect((await deliver(hookUrl(b), body, signed(before, late.id, body))).status).toBe(200);
  const fresh = bookingEvent({ id: 'msg_rotated000000000002', bookingId: 4, name: 'Sara Neri' });
  const freshBody = JSON.stringify(fresh);
  expect((await deliver(hookUrl(b), freshBody, signed(after, fresh.id, freshBody))).status).toBe(200);
  await waitForPost(b, (m) => postText(m).includes('Paolo Neri'));
  await waitForPost(b, (m) => postText(m).includes('Sara Neri'));
}, 30_000);
