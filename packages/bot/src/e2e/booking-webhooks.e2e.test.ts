import { expect, it } from 'vitest';
import { freePort } from '../app/cli/bot-process-test-kit.js';
import {
  ADMIN,
  bookingBot,
  bookingEvent,
  CHANNEL,
  deliver,
  hookUrl,
  modalOf,
  newSecret,
  postText,
  saveSecret,
  signed,
  waitForPost,
} from './booking-webhook-kit.js';
import { oneCalendar, richAccount, tomorrowInRome } from './e2e-fixture.js';
import { textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

/*
 * Booking webhooks end to end: the sandbox exchange delivers its signed webhooks over HTTP to the bot's web
 * process, which verifies them with the secret an admin saved from Slack and posts one notice per booking in the
 * channel of the rule, edited when the booking is cancelled. A booking the bot did not make (the AI agent's)
 * reaches the office this way; a replay of a delivery posts nothing new.
 */
const lifecycle = e2eLifecycle(undefined, { webhooks: true });
const MEMBER = 'U0BOB0001';

interface Delivery {
  id: number;
  event_type: string;
  status: string;
  attempts: { status_code: number | null }[];
}

it('a booking by the AI agent appears in the channel, the cancellation edits it, a replay posts nothing', async () => {
  const { b, server, context, apiKey } = await bookingBot(lifecycle);

  // a writer asks for the notices in the channel: told that an admin must still connect the webhooks
  const added = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/book', text: 'avvisi add' }),
  );
  expect(textOf(added)).toContain('Avvisi degli appuntamenti');
  expect(JSON.stringify(added.payload)).toContain('/pbx webhook');

  // a member who is not an admin cannot see nor set the secret
  b.slack.directory.addUser({ id: MEMBER, name: 'bob' });
  const refused = await b.agent.sendCommand({ command: '/pbx', text: 'webhook', userId: MEMBER });
  expect(JSON.stringify(refused.json)).toContain('Solo un amministratore');
  expect(b.slack.views.current(MEMBER)).toBeUndefined();

  // the admin: the modal shows the address to paste; the exchange registers it and shows its secret once
  await b.agent.sendCommand({ command: '/pbx', text: 'webhook', userId: ADMIN });
  const modal = await modalOf(b, ADMIN, 'bookings_webhook');
  expect(JSON.stringify(modal.view.blocks)).toContain('https://bot.example.com/pbx/webhooks/main');
  await b.agent.closeView({ view: modal });
  const endpoint = await server.admin<{ id: number; secret: string }>(
    'POST',
    `/_admin/accounts/${context}/webhooks`,
    { url: `http://127.0.0.1:${b.bots[0]!.port}/pbx/webhooks/main` },
  );
  expect(await saveSecret(b, 'not-a-secret')).toContain('Non è un segreto di firma');
  expect(await saveSecret(b, endpoint.secret)).toContain('Segreto di firma salvato');
  expect(b.logs.join('\n')).not.toContain(endpoint.secret.slice(6));

  // the AI agent books: the notice comes by itself, saying who booked
  const date = tomorrowInRome();
  const made = await server.admin<{ data: { id: number } }>('POST', `/_sim/${context}/bookings`, {
    source: 'ai_agent',
    event: 'consulenza',
    calendar: 'bianchi',
    name: 'Anna <!channel> *Verdi*',
    phone: '333 123 4567',
    date,
    time: '10:00',
  });
  const notice = await waitForPost(b, (m) => postText(m).includes('Nuovo appuntamento'));
  const shown = postText(notice);
  expect(shown).toContain('agente AI');
  expect(shown).toContain('10:00');
  expect(shown).toContain('consulenza (bianchi)');
  expect(shown).not.toContain('<!channel>'); // data, never markup
  expect(shown).toContain('&lt;!channel&gt;');

  // cancelled through the API: the same message is edited, no second post
  const cancel = await fetch(`${server.url}/v1/calendar/bookings/${made.data.id}/cancel`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey },
  });
  expect(cancel.status).toBe(200);
  const edited = await waitForPost(
    b,
    (m) => m.ts === notice.ts && postText(m).includes('Appuntamento disdetto'),
  );
  expect(postText(edited)).toContain('~');
  const notices = () =>
    b.slack.messages
      .messages(CHANNEL)
      .filter((m) => /Nuovo appuntamento|Appuntamento disdetto/.test(postText(m)));
  expect(notices()).toHaveLength(1);

  // the exchange's log: both delivered and acknowledged; a replay of the first is acknowledged and dropped
  const deliveries = async () =>
    (await server.admin<{ data: Delivery[] }>('GET', `/_admin/accounts/${context}/webhook-deliveries`)).data;
  const delivered = await deliveries();
  expect(delivered.map((d) => [d.event_type, d.status]).sort()).toEqual([
    ['booking.cancelled', 'succeeded'],
    ['booking.created', 'succeeded'],
  ]);
  const first = delivered.find((d) => d.event_type === 'booking.created')!;
  await server.admin('POST', `/_admin/accounts/${context}/webhook-deliveries/${first.id}/replay`);
  for (let i = 0; i < 200; i++) {
    const again = (await deliveries()).find((d) => d.id === first.id)!;
    if (again.attempts.length >= 2 && again.status === 'succeeded') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect((await deliveries()).find((d) => d.id === first.id)!.attempts.map((a) => a.status_code)).toEqual([
    200, 200,
  ]);
  await new Promise((r) => setTimeout(r, 300));
  expect(notices()).toHaveLength(1);
  expect(postText(b.slack.messages.messages(CHANNEL).find((m) => m.ts === notice.ts)!)).toContain(
    'Appuntamento disdetto',
  );
}, 40_000);

it('the Home lists today’s bookings the webhooks told, a cancelled one struck through', async () => {
  const { b } = await bookingBot(lifecycle);
  const secret = newSecret();
  await saveSecret(b, secret);
  await b.agent.openHome({ userId: 'U0ALICE01' });
  const first = bookingEvent({ id: 'msg_home0000000000000001', bookingId: 11, name: 'Laura Gialli' });
  const body = JSON.stringify(first);
  expect((await deliver(hookUrl(b), body, signed(secret, first.id, body))).status).toBe(200);
  const homeWith = async (text: string) => {
    for (let i = 0; i < 400; i++) {
      const shown = JSON.stringify(b.slack.views.home('U0ALICE01')?.view.blocks ?? []);
      if (shown.includes(text)) return shown;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the Home never showed ${text}`);
  };
  const home = await homeWith('Laura Gialli');
  expect(home).toContain('Oggi 1 appuntamento');
  expect(home).toContain('agente AI');
  const cancel = bookingEvent({
    id: 'msg_home0000000000000002',
    bookingId: 11,
    name: 'Laura Gialli',
    type: 'booking.cancelled',
  });
  const cancelBody = JSON.stringify(cancel);
  expect((await deliver(hookUrl(b), cancelBody, signed(secret, cancel.id, cancelBody))).status).toBe(200);
  const after = await homeWith('disdetto');
  expect(after).toContain('Oggi 0 appuntamenti');
  expect(after).toContain('~*10:00* · Laura Gialli');
}, 30_000);

it('as an operator sets it up: the rule in the file, the secret in the environment, the notice posted', async () => {
  const server = lifecycle.server();
  const { context, apiKey } = await server.createAccount(
    richAccount({ limits: { requests_per_minute: 1000, requests_per_day: 100_000 }, ...oneCalendar() }),
  );
  const port = await freePort();
  // the exchange's dashboard first (it shows the secret once), then the bot started with it
  const endpoint = await server.admin<{ secret: string }>('POST', `/_admin/accounts/${context}/webhooks`, {
    url: `http://127.0.0.1:${port}/pbx/webhooks/main`,
  });
  const b = await lifecycle.startBot({
    accounts: [{ id: 'main', apiKey, webhookSecretEnv: 'PBX_MAIN_WEBHOOK_SECRET' }],
    env: { PBX_MAIN_WEBHOOK_SECRET: endpoint.secret },
    config: { bookings: { rules: [{ channel: CHANNEL, calendars: ['bianchi'] }] } },
    port,
  });
  await server.admin('POST', `/_sim/${context}/bookings`, {
    source: 'secretary',
    event: 'consulenza',
    calendar: 'bianchi',
    name: 'Franca Blu',
    date: tomorrowInRome(),
    time: '11:00',
  });
  const notice = await waitForPost(b, (m) => postText(m).includes('Franca Blu'));
  expect(postText(notice)).toContain('Preso da: segreteria');
  expect(b.logs.join('\n')).not.toContain(endpoint.secret.slice(6));
}, 30_000);
