import type { StoredView } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { oneCalendar, tomorrowInRome } from './e2e-fixture.js';
import { type BotUnderTest, blocksText } from './e2e-harness.js';
import { e2eLifecycle, fasterClock } from './e2e-lifecycle.js';

/** The server's clock runs 5× faster: its per-minute window lasts 12 real seconds (the bot's is set to match). */
const SPEED = 5;

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle(() => fasterClock(SPEED));

it('a booking that waited for the budget while its modal was closed still reaches the user', async () => {
  const { apiKey } = await server().createAccount({
    limits: { requests_per_minute: 2, requests_per_day: 1000 },
    ...oneCalendar(),
  });
  bot = await startBot({
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
  const date = tomorrowInRome();
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
