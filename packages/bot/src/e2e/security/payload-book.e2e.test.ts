import type { StoredView } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { oneCalendar, tomorrowInRome } from '../e2e-fixture.js';
import { type BotUnderTest, blocksText } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';
import { REFUSAL, refusalLogs, startTwoTenants, TEAM_B, USER_A, USER_B } from './payload-kit.js';

/*
 * Attack: a view_submission of the booking modal whose private_metadata names A's account, sent by a user of
 * workspace B (signed as Slack signs it). The bot must not book in A's calendar: B is refused in the modal.
 */
const lifecycle = e2eLifecycle();

const fixture = () => ({
  limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
  ...oneCalendar(),
});

/** A's `/book`, the form loaded, then the type and date chosen: the modal's id once its free times show. */
async function formWithTimes(bot: BotUnderTest, date: string): Promise<string> {
  const sent = await bot.agent.sendCommand({ command: '/book', userId: USER_A });
  const opened = (await bot.slack.waitFor((x) => x.type === 'view_opened', { after: sent.mark })) as {
    view: StoredView;
  };
  const viewId = opened.view.id;
  await bot.slack.waitFor(
    (x) => x.type === 'view_updated' && x.view.id === viewId && blocksText(x.view.view).length > 0,
    { after: sent.mark, timeoutMs: 8000 },
  );
  const changed = await bot.agent.changeInput({
    view: viewId,
    blockId: 'book_event',
    actionId: 'book_event',
    values: { book_event: 'consulenza', book_date: date },
  });
  await bot.slack.waitFor(
    (x) =>
      x.type === 'view_updated' && x.view.id === viewId && blocksText(x.view.view).includes('Orari liberi'),
    { after: changed.mark, timeoutMs: 8000 },
  );
  return viewId;
}

it('B submitting a booking modal that names A’s account is refused; A’s calendar gets only A’s booking', async () => {
  const { bot, a } = await startTwoTenants(lifecycle, fixture);
  const creates = () =>
    lifecycle
      .server()
      .requests.filter(
        (r) => r.apiKey === a.apiKey && r.method === 'POST' && r.path === '/v1/calendar/bookings',
      );
  const date = tomorrowInRome();
  const viewId = await formWithTimes(bot, date);
  const values = {
    book_event: 'consulenza',
    book_date: date,
    book_time: '10:00',
    book_name: 'Bruno Intruso',
  };

  // A's modal (its metadata names A's account) submitted by B's user, from workspace B
  const forged = await bot.agent.submitView({ view: viewId, userId: USER_B, teamId: TEAM_B, values });
  expect(forged.status).toBe(200);
  expect(forged.responseAction).toBe('update');
  expect(JSON.stringify(forged.json)).toContain(REFUSAL);
  expect(refusalLogs(bot)).toHaveLength(1);
  expect(refusalLogs(bot)[0]).not.toContain(USER_B);

  // A books in its own modal: the exchange receives that booking and no other
  const own = await formWithTimes(bot, date);
  const submitted = await bot.agent.submitView({ view: own, values: { ...values, book_name: 'Giulia Blu' } });
  expect(submitted.responseAction).toBe('update');
  await bot.slack.waitFor(
    (x) => x.type === 'view_updated' && x.view.id === own && blocksText(x.view.view).includes('Prenotato'),
    { after: submitted.mark, timeoutMs: 8000 },
  );
  expect(creates().map((r) => r.status)).toEqual([201]);
  const res = await fetch(`${lifecycle.server().url}/v1/calendar/bookings?date=${date}`, {
    headers: { 'x-api-key': a.apiKey },
  });
  const listed = JSON.stringify(await res.json());
  expect(listed).toContain('Giulia Blu');
  expect(listed).not.toContain('Bruno Intruso');
}, 40_000);
