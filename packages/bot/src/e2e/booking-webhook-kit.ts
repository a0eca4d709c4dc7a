import { createHmac, randomBytes } from 'node:crypto';
import type { StoredMessage, StoredView } from '@centralino/slack-sandbox';
import { sampleEvent } from '../feeds/bookings/booking-test-kit.js';
import { localDay } from '../pbx/limiter/local-day.js';
import { oneCalendar, richAccount } from './e2e-fixture.js';
import type { BotUnderTest, PbxServer } from './e2e-harness.js';
import type { E2eLifecycle } from './e2e-lifecycle.js';

/** A workspace admin of the fake Slack (`users.info`: `is_admin`). */
export const ADMIN = 'U0CAROL01';
export const CHANNEL = 'C0GENERAL';

/** Signs a body as the exchange does (Standard Webhooks: `v1,` base64 HMAC-SHA256 of `id.timestamp.body`). */
export function signed(secret: string, id: string, body: string, at = Math.floor(Date.now() / 1000)) {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${at}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': `v1,${signature}` };
}

/** A fresh `whsec_` secret. */
export const newSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** An event of the account as the exchange sends it: by default the AI agent's booking today (Rome), 10:00. */
export function bookingEvent(input: {
  id?: string;
  type?: 'booking.created' | 'booking.cancelled';
  bookingId?: number;
  name?: string;
  /** Default: today in Rome. */
  date?: string;
}) {
  const id = input.id ?? `msg_${randomBytes(12).toString('hex')}`;
  const date = input.date ?? localDay(Date.now(), 'Europe/Rome').date;
  return sampleEvent(input.type ?? 'booking.created', id, {
    id: input.bookingId ?? 1,
    name: input.name ?? 'Mario Rossi',
    phone: '+393331234567',
    date,
    starts_at_utc: `${date}T09:00:00Z`,
    ends_at_utc: `${date}T09:30:00Z`,
    created_at: new Date().toISOString(),
  });
}

/** The bot's webhook address of an account, on its first process's port. */
export const hookUrl = (b: BotUnderTest, accountId = 'main', bot = 0): string =>
  `http://127.0.0.1:${b.bots[bot]!.port}/pbx/webhooks/${accountId}`;

/** POSTs a body to the bot's webhook path. */
export async function deliver(url: string, body: string, headers: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: await res.text() };
}

/** The modal the user has on top once Slack's `views.open` (or an update) was applied. */
export async function modalOf(b: BotUnderTest, userId: string, callbackId: string): Promise<StoredView> {
  for (let i = 0; i < 200; i++) {
    const view = b.slack.views.current(userId);
    if (view?.view.callback_id === callbackId) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no modal ${callbackId} for ${userId}`);
}

/** Waits until a top-level bot message of the channel satisfies `match`. */
export async function waitForPost(
  b: BotUnderTest,
  match: (m: StoredMessage) => boolean,
  timeoutMs = 10_000,
): Promise<StoredMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = b.slack.messages.messages(CHANNEL).find((m) => !m.deleted && match(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no such post in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The text of a post as a person reads it (its blocks). */
export const postText = (m: StoredMessage): string => JSON.stringify(m.blocks ?? m.text);

/** A bot on an account with one calendar, an admin in the workspace, secrets storable from Slack. */
export async function bookingBot(lifecycle: E2eLifecycle, extra: { extraRoles?: ('web' | 'worker')[] } = {}) {
  const server: PbxServer = lifecycle.server();
  const account = await server.createAccount(
    richAccount({ limits: { requests_per_minute: 1000, requests_per_day: 100_000 }, ...oneCalendar() }),
  );
  const b = await lifecycle.startBot({
    accounts: [{ id: 'main', apiKey: account.apiKey, perMinute: 1000 }],
    encryptionKey: randomBytes(32),
    publicUrl: 'https://bot.example.com',
    ...(extra.extraRoles ? { extraRoles: extra.extraRoles } : {}),
  });
  b.slack.directory.addUser({ id: ADMIN, name: 'carol', isAdmin: true, tz: 'Europe/Rome' });
  return { b, server, ...account };
}

/** `/pbx webhook` by the admin, the secret pasted, "Salva": the answer (field errors) and the modal after. */
export async function saveSecret(b: BotUnderTest, secret: string): Promise<string> {
  await b.agent.sendCommand({ command: '/pbx', text: 'webhook', userId: ADMIN });
  const form = await modalOf(b, ADMIN, 'bookings_webhook');
  const result = await b.agent.submitView({ view: form, values: { bookings_webhook_secret: secret } });
  // the ack's field errors, or the modal it became
  return JSON.stringify([result.json ?? null, b.slack.views.current(ADMIN)?.view.blocks]);
}
