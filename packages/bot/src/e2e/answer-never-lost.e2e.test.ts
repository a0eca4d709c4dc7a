import type { StoredView } from '@centralino/slack-sandbox';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { todayInRome } from './e2e-fixture.js';
import {
  type BotUnderTest,
  blocksText,
  type PbxServer,
  startBotUnderTest,
  startPbxServer,
} from './e2e-harness.js';

/** The server's clock runs 5× faster: its per-minute window lasts 12 real seconds (the bot's is set to match). */
const SPEED = 5;

let server: PbxServer;
let bot: BotUnderTest | undefined;

beforeAll(async () => {
  const t0 = Date.now();
  server = await startPbxServer({ now: () => new Date(t0 + (Date.now() - t0) * SPEED) });
}, 30_000);
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

function tomorrow(): string {
  const d = new Date(`${todayInRome()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

it('a booking that waited for the budget while its modal was closed still reaches the user', async () => {
  const { apiKey } = await server.createAccount({
    limits: { requests_per_minute: 2, requests_per_day: 1000 },
    calendar_enabled: true,
    calendars: [{ slug: 'bianchi', name: 'Dott.ssa Bianchi' }],
    events: [
      {
        slug: 'consulenza',
        name: 'Consulenza',
        duration_minutes: 30,
        calendars: ['bianchi'],
        min_notice_minutes: 0,
      },
    ],
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      calendar: 'bianchi',
      weekday,
      start: '09:00',
      end: '12:00',
    })),
  });
  bot = await startBotUnderTest({
    server,
    accounts: [{ id: 'main', apiKey, perMinute: 2 }],
    config: { limiter: { window_ms: 60_000 / SPEED, guard_ms: 300, command_reserve_per_minute: 0 } },
  });
  const b = bot;
  const sent = await b.agent.sendCommand({ command: '/book' });
  const opened = (await b.slack.waitFor((a) => a.type === 'view_opened', { after: sent.mark })) as {
    view: StoredView;
  };
  const viewId = opened.view.id;
  await b.slack.waitFor(
    (a) => a.type === 'view_updated' && a.view.id === viewId && blocksText(a.view.view) !== '',
    {
      after: sent.mark,
      timeoutMs: 5000,
    },
  );
  const date = tomorrow();
  const change = await b.agent.changeInput({
    view: viewId,
    blockId: 'book_event',
    actionId: 'book_event',
    values: { book_event: 'consulenza', book_date: date },
  });
  await b.slack.waitFor(
    (a) =>
      a.type === 'view_updated' &&
      a.view.id === viewId &&
      JSON.stringify(a.view.view.blocks).includes('book_time'),
    { after: change.mark, timeoutMs: 5000 },
  );
  // the types and the times took the window's two requests: the booking waits for the next window
  const submitted = await b.agent.submitView({
    view: viewId,
    values: { book_event: 'consulenza', book_date: date, book_time: '10:00', book_name: 'Giulia Blu' },
  });
  expect(submitted.responseAction).toBe('update');
  await b.agent.closeView({ view: viewId });

  const posted = await b.slack.waitFor(
    (a) =>
      (a.type === 'ephemeral_posted' || a.type === 'message_posted') &&
      JSON.stringify('ephemeral' in a ? a.ephemeral : a.message).includes('Prenotato: *Giulia Blu*'),
    { after: submitted.mark, timeoutMs: 20_000 },
  );
  expect(posted).toBeDefined();
}, 30_000);
