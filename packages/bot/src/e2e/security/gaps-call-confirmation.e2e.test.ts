import { activityIs } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { ALERTS } from '../alert-e2e-kit.js';
import { richAccount } from '../e2e-fixture.js';
import { answersOf, sleep, textOf, waitForAnswer } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';
import { deliver, ephemeralClick } from '../signed-delivery.js';
import { clickFromB, TEAM_A, TEAM_B, USER_A, USER_B } from './payload-kit.js';

/*
 * Attack: B's user copies the confirmation id of A's "Chiama" button into a click of their own (signed for
 * workspace B), before A clicks. The claim is scoped to the clicker, so A's confirmation still dials once.
 */
const lifecycle = e2eLifecycle();

it('a click from another workspace with the same confirmation id does not consume the asker’s confirmation', async () => {
  const server = lifecycle.server();
  const a = await server.createAccount(richAccount());
  const b = await server.createAccount(richAccount());
  const bot = await lifecycle.startBot({
    accounts: [
      { id: 'acme', apiKey: a.apiKey, perMinute: 100_000 },
      { id: 'beta', apiKey: b.apiKey, perMinute: 100_000 },
    ],
    routing: { teams: { [TEAM_A]: 'acme', [TEAM_B]: 'beta' } },
    writers: [USER_A, USER_B],
    config: { alerts: ALERTS, links: { [USER_A]: '201', [USER_B]: '201' } },
  });
  bot.slack.directory.addUser({ id: USER_B, name: 'bruno', tz: 'Europe/Rome' });

  const asked = await bot.agent.sendCommand({ command: '/call', text: '0698765432', userId: USER_A });
  const { ephemeral } = await bot.slack.waitFor(activityIs('ephemeral_posted'), { after: asked.mark });
  const shown = { ...ephemeral, blocks: structuredClone(ephemeral.blocks) };

  // B clicks first, with A's confirmation id (the button's value, unchanged)
  const fromB = await clickFromB(
    bot,
    { kind: 'ephemeral', channel: shown.channel, messageTs: shown.messageTs, blocks: shown.blocks },
    { label: 'Chiama' },
  );
  expect(fromB.status).toBe(200);
  await sleep(1000);

  // then A clicks their own confirmation: it dials on A's exchange
  const click = ephemeralClick(bot.slack, shown, 'Chiama');
  expect((await deliver(bot.requestUrl, click)).status).toBe(200);
  const answer = await waitForAnswer(bot.slack, click);
  expect(textOf(answer)).not.toContain('già stata avviata');
  const originates = () =>
    server.requests.filter((r) => r.apiKey === a.apiKey && r.path === '/v1/call/originate');
  for (let i = 0; i < 40 && originates().length === 0; i++) await sleep(200);
  expect(originates()).toHaveLength(1);
  expect(answersOf(bot.slack, click).map((r) => textOf(r))).not.toContainEqual(
    expect.stringContaining('già stata avviata'),
  );
}, 30_000);
