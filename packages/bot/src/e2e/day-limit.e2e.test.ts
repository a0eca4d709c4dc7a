import { activityIs } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { localDay } from '../pbx/limiter/local-day.js';
import { richAccount } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;
let apiKey: string;

const { server, startBot } = e2eLifecycle();

/** A bot whose account has 2 requests a day, both spent. */
async function spentDay(): Promise<BotUnderTest> {
  ({ apiKey } = await server().createAccount(
    richAccount({ limits: { requests_per_minute: 100, requests_per_day: 2 } }),
  ));
  bot = await startBot({ accounts: [{ id: 'main', apiKey, perMinute: 100, perDay: 2 }] });
  for (const text of ['201', '203']) {
    await waitForAnswer(bot.slack, await bot.agent.sendCommand({ command: '/ext', text }));
  }
  return bot;
}

const upstream = () => server().requests.filter((r) => r.apiKey === apiKey);

it('with the day budget spent a command says so plainly, and runs at the reset only if asked', async () => {
  const b = await spentDay();
  const sent = await b.agent.sendCommand({ command: '/ext', text: '202' });
  const answer = await waitForAnswer(b.slack, sent);
  const shown = `${textOf(answer)}\n${blocksText(answer)}`;
  expect(shown).toContain('Limite giornaliero di richieste al centralino raggiunto');
  expect(shown).toContain('00:00');
  expect(shown).not.toContain('attesa stimata');
  const { ephemeral } = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: sent.mark });
  const latest = b.slack.messages.findEphemeral(ephemeral.channel, ephemeral.messageTs)!;

  const run = await b.agent.clickButton({ target: latest, label: 'Esegui alle 00:00' });
  const confirmed = await waitForAnswer(b.slack, { responseUrl: run.responseUrl! });
  expect(textOf(confirmed)).toContain('alle 00:00');
  const delayed = await b.bots[0]!.queue!.queue.getDelayed();
  expect(delayed).toHaveLength(1);
  const runsAt = delayed[0]!.timestamp + (delayed[0]!.opts.delay ?? 0);
  expect(runsAt).toBeGreaterThanOrEqual(localDay(Date.now(), 'Europe/Rome').endsAt);
  expect(upstream()).toHaveLength(2);
});

it('"Annulla" drops the command; `/pbx account` answers at once from the local budget', async () => {
  const b = await spentDay();
  const sent = await b.agent.sendCommand({ command: '/ext', text: '202' });
  await waitForAnswer(b.slack, sent);
  const { ephemeral } = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: sent.mark });
  const latest = b.slack.messages.findEphemeral(ephemeral.channel, ephemeral.messageTs)!;
  const cancel = await b.agent.clickButton({ target: latest, label: 'Annulla' });
  expect(textOf(await waitForAnswer(b.slack, { responseUrl: cancel.responseUrl! }))).toBe('Annullato.');
  expect(await b.bots[0]!.queue!.queue.getDelayed()).toHaveLength(0);

  const account = await b.agent.sendCommand({ command: '/pbx', text: 'account' });
  const ack = JSON.stringify(account.json);
  expect(ack).toContain('Limite giornaliero di richieste al centralino raggiunto');
  expect(ack).toContain('0 oggi');
  expect(upstream().filter((r) => r.path === '/v1/account')).toHaveLength(0);
});
