import { buildInteractionBody, buildViewState, postSigned, type StoredView } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { showDate } from '../work/commands/date-time-text.js';
import { todayInRome, tomorrowInRome, twoCalendars } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, SIGNING_SECRET, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

async function start() {
  const { apiKey } = await server().createAccount({
    limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
    ...twoCalendars(),
  });
  bot = await startBot({ accounts: [{ id: 'main', apiKey }] });
  return { b: bot, apiKey };
}

async function bookings(apiKey: string, date: string) {
  const res = await fetch(`${server().url}/v1/calendar/bookings?from=${date}&to=${date}`, {
    headers: { 'x-api-key': apiKey },
  });
  return ((await res.json()) as { data: { name: string; time: string; calendar: string; status: string }[] })
    .data;
}

it('/book slots lists free times; /book <event> <date> <time> <name> books directly', async () => {
  const { b, apiKey } = await start();
  const date = tomorrowInRome();
  const slots = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/book', text: `slots consulenza ${date}` }),
  );
  expect(blocksText(slots)).toContain('09:00–09:30 · Dott.ssa Bianchi (1)');
  const booked = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({
      command: '/book',
      text: `consulenza ${date} 09:30 Mario Rossi phone=+39061234`,
    }),
  );
  const day = showDate(date, todayInRome(), 'it', true);
  expect(blocksText(booked)).toContain(`Prenotato: *Mario Rossi* ${day} alle 09:30 (Dott.ssa Bianchi).`);
  expect(await bookings(apiKey, date)).toEqual([
    expect.objectContaining({ name: 'Mario Rossi', time: '09:30' }),
  ]);
  const taken = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/book', text: `consulenza ${date} 09:30 Anna Neri` }),
  );
  expect(textOf(taken)).toMatch(/^:warning: /);
  const choice = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/book', text: `visita ${date} 10:00 Anna Neri` }),
  );
  expect(textOf(choice)).toMatch(/^:warning: .*calendario/);
}, 20_000);

it('the /book modal: type → date → free times → name → confirm; a double submit books once', async () => {
  const { b, apiKey } = await start();
  const date = tomorrowInRome();
  const sent = await b.agent.sendCommand({ command: '/book' });
  expect(sent.status).toBe(200);
  const opened = (await b.slack.waitFor((a) => a.type === 'view_opened', { after: sent.mark })) as {
    view: StoredView;
  };
  const viewId = opened.view.id;
  const loaded = (await b.slack.waitFor((a) => a.type === 'view_updated' && a.view.id === viewId, {
    after: sent.mark,
    timeoutMs: 5000,
  })) as { view: StoredView };
  expect(JSON.stringify(loaded.view.view.blocks)).toContain('Consulenza (30′)');

  // choosing the type (a select with dispatch_action) asks the bot for the free times
  const stored = b.slack.views.find(viewId)!;
  const values = buildViewState(stored.view.blocks, { book_event: 'consulenza', book_date: date });
  const mark = b.slack.mark();
  const payload = {
    type: 'block_actions',
    user: { id: 'U0ALICE01', username: 'alice', name: 'alice', team_id: b.slack.team.id },
    api_app_id: b.slack.bot.appId,
    token: 'x',
    team: { id: b.slack.team.id, domain: b.slack.team.domain },
    container: { type: 'view', view_id: viewId },
    trigger_id: b.slack.issueTrigger('U0ALICE01'),
    view: { ...stored.view, state: { values } },
    actions: [
      {
        type: 'static_select',
        action_id: 'book_event',
        block_id: 'book_event',
        selected_option: { text: { type: 'plain_text', text: 'Consulenza' }, value: 'consulenza' },
        action_ts: String(Date.now() / 1000),
      },
    ],
  };
  const ack = await postSigned(b.requestUrl, buildInteractionBody(payload), {
    signingSecret: SIGNING_SECRET,
    timeoutMs: 3000,
  });
  expect(ack.status).toBe(200);
  const withTimes = (await b.slack.waitFor(
    (a) =>
      a.type === 'view_updated' &&
      a.view.id === viewId &&
      JSON.stringify(a.view.view.blocks).includes('book_time'),
    { after: mark, timeoutMs: 5000 },
  )) as { view: StoredView };
  expect(JSON.stringify(withTimes.view.view.blocks)).toContain('09:00–09:30');

  // two identical submissions (a double click) book once
  const answers = { book_event: 'consulenza', book_date: date, book_time: '10:00', book_name: 'Giulia Blu' };
  const submitted = await Promise.all([
    b.agent.submitView({ view: viewId, values: answers }),
    b.agent.submitView({ view: viewId, values: answers }),
  ]);
  for (const s of submitted) expect(s.status).toBe(200);
  await b.slack.waitFor(
    (a) =>
      a.type === 'view_updated' &&
      a.view.id === viewId &&
      blocksText(a.view.view).includes('Prenotato: *Giulia Blu*'),
    { after: mark, timeoutMs: 5000 },
  );
  await new Promise((r) => setTimeout(r, 300));
  expect((await bookings(apiKey, date)).filter((x) => x.name === 'Giulia Blu')).toHaveLength(1);
  const creates = server().requests.filter(
    (r) => r.apiKey === apiKey && r.method === 'POST' && r.path === '/v1/calendar/bookings',
  );
  expect(creates.map((r) => r.status).sort()).toEqual([200, 201]);
}, 20_000);
