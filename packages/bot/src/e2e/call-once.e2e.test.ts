import { activityIs } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { answersOf, type BotUnderTest, blocksText, sleep, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { deliver, ephemeralClick } from './signed-delivery.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

it('one confirmation places at most one call: the same click delivered to two processes, then clicked again', async () => {
  const { context, apiKey } = await server().createAccount(richAccount());
  bot = await startBot({
    accounts: [{ id: 'main', apiKey }],
    extraRoles: ['all'],
    config: { links: { U0ALICE01: '201' } },
  });
  const b = bot;
  const second = `http://127.0.0.1:${b.bots[1]!.port}/slack/events`;
  const confirm = await b.agent.sendCommand({ command: '/call', text: '0698765432' });
  const { ephemeral } = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: confirm.mark });
  // what the user's client shows until it receives the update
  const shown = { ...ephemeral, blocks: structuredClone(ephemeral.blocks) };

  // the first click reaches both processes (a redelivery), the user clicks again 300 ms later
  const click = ephemeralClick(b.slack, shown, 'Chiama');
  const delivered = await Promise.all([deliver(b.requestUrl, click), deliver(second, click)]);
  expect(delivered.map((d) => d.status)).toEqual([200, 200]);
  await sleep(300);
  const again = ephemeralClick(b.slack, shown, 'Chiama');
  expect((await deliver(b.requestUrl, again)).status).toBe(200);
  const againAnswer = await waitForAnswer(b.slack, again);
  expect(textOf(againAnswer)).toContain('La chiamata è già stata avviata');

  await sleep(1000);
  const placed = await server().admin<{ data: unknown[] }>('GET', `/_sim/${context}/originated`);
  expect(placed.data).toHaveLength(1);
  const originates = server().requests.filter((r) => r.apiKey === apiKey && r.path === '/v1/call/originate');
  expect(originates).toHaveLength(1);
  const answers = answersOf(b.slack, click).map((r) => blocksText(r));
  expect(answers).toContainEqual(
    expect.stringContaining("squilla l'interno 201, poi verrà chiamato 0698765432"),
  );
});
