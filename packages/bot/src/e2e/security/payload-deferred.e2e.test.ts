import { activityIs } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { ALERTS } from '../alert-e2e-kit.js';
import { richAccount } from '../e2e-fixture.js';
import { textOf, waitForAnswer } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';
import { clickFromB, REFUSAL, repliesTo, TEAM_A, TEAM_B, USER_A, USER_B } from './payload-kit.js';

/*
 * Attack: A's command refused for the spent day budget is kept behind a random id in A's "Esegui alle 00:00"
 * button. A user of workspace B who learnt the id clicks it from B. The bot must neither schedule it nor spend
 * it: B is refused, and A's own click still schedules A's command, once.
 */
const lifecycle = e2eLifecycle();

it('B clicking A’s "Esegui alle 00:00" is refused and leaves A’s command to A', async () => {
  const server = lifecycle.server();
  const a = await server.createAccount(
    richAccount({ limits: { requests_per_minute: 100, requests_per_day: 2 } }),
  );
  const b = await server.createAccount(richAccount());
  const bot = await lifecycle.startBot({
    accounts: [
      { id: 'acme', apiKey: a.apiKey, perMinute: 100, perDay: 2 },
      { id: 'beta', apiKey: b.apiKey, perMinute: 100_000 },
    ],
    routing: { teams: { [TEAM_A]: 'acme', [TEAM_B]: 'beta' } },
    writers: [USER_A, USER_B],
    config: { alerts: ALERTS },
  });
  bot.slack.directory.addUser({ id: USER_B, name: 'bruno', tz: 'Europe/Rome' });
  for (const text of ['201', '203'])
    await waitForAnswer(bot.slack, await bot.agent.sendCommand({ command: '/ext', text, userId: USER_A }));
  const sent = await bot.agent.sendCommand({ command: '/ext', text: '202', userId: USER_A });
  await waitForAnswer(bot.slack, sent);
  const { ephemeral } = await bot.slack.waitFor(activityIs('ephemeral_posted'), { after: sent.mark });
  const offer = bot.slack.messages.findEphemeral(ephemeral.channel, ephemeral.messageTs)!;

  const forged = await clickFromB(
    bot,
    { ...ephemeral, kind: 'ephemeral', blocks: offer.blocks },
    {
      label: 'Esegui alle 00:00',
    },
  );
  expect(forged.status).toBe(200);
  const refused = await waitForAnswer(bot.slack, { responseUrl: forged.responseUrl });
  expect(textOf(refused)).toContain(REFUSAL);
  expect(repliesTo(bot, forged.responseUrl)).toHaveLength(1);
  const queue = () => bot.bots[0]!.queue!.queue;
  expect(await queue().getDelayed()).toHaveLength(0);

  const own = await bot.agent.clickButton({ target: offer, label: 'Esegui alle 00:00' });
  expect(textOf(await waitForAnswer(bot.slack, { responseUrl: own.responseUrl! }))).toContain('alle 00:00');
  const delayed = await queue().getDelayed();
  expect(delayed.map((job) => (job.data as { accountId: string }).accountId)).toEqual(['acme']);
});
