import type { StoredView } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { addRule, until } from '../alert-e2e-kit.js';
import { waitForAnswer } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';
import {
  B_CHANNEL,
  clickFromB,
  REFUSAL,
  refusalLogs,
  SHARED_CHANNEL,
  startTwoTenants,
  TEAM_B,
  USER_A,
  USER_B,
  untilRefused,
} from './payload-kit.js';

/*
 * Attack: the share id of A's answer ("Condividi nel canale") and the account named by the App Home's share modal
 * are references, not bearer tokens. A user of workspace B using them — in the Slack Connect channel or in a
 * channel of B's own — must not post A's live queue anywhere.
 */
const lifecycle = e2eLifecycle();

/** What the bot posted in a channel (answers shared, snapshots), as text. */
const postedIn = (bot: Awaited<ReturnType<typeof startTwoTenants>>['bot'], channel: string) =>
  bot.slack.messages.messages(channel).map((m) => JSON.stringify(m));

it('B clicking the share id of A’s /queue live answer is refused, in the shared channel and in B’s own', async () => {
  const { bot } = await startTwoTenants(lifecycle);
  const sent = await bot.agent.sendCommand({ command: '/queue', text: 'live', channelId: SHARED_CHANNEL });
  const answer = await waitForAnswer(bot.slack, sent);
  const target = answer.target!;
  expect(JSON.stringify(answer.payload.blocks)).toContain('Condividi nel canale');

  const inShared = await clickFromB(bot, target, { label: 'Condividi nel canale' });
  expect(inShared.status).toBe(200);
  await untilRefused(bot, inShared.responseUrl);
  const elsewhere = await clickFromB(
    bot,
    { ...target, channel: B_CHANNEL },
    { label: 'Condividi nel canale' },
  );
  await untilRefused(bot, elsewhere.responseUrl);
  expect(postedIn(bot, SHARED_CHANNEL)).toHaveLength(0);
  expect(postedIn(bot, B_CHANNEL)).toHaveLength(0);

  // the user who got the answer can still share it
  const own = await bot.agent.clickButton({ target, label: 'Condividi nel canale' });
  expect(own.status).toBe(200);
  await until(() => postedIn(bot, SHARED_CHANNEL).length === 1, 8000, 'A’s own share');
  expect(postedIn(bot, SHARED_CHANNEL)[0]).toContain(`Condiviso da <@${USER_A}>`);
  expect(refusalLogs(bot)).toHaveLength(2);
  expect(refusalLogs(bot).join('\n')).not.toContain(USER_B);
}, 40_000);

it('B submitting the App Home’s share modal naming A’s account is refused: nothing is posted in B’s channel', async () => {
  const { bot, a } = await startTwoTenants(lifecycle);
  await lifecycle.server().admin('POST', `/_sim/${a.context}/queues/assistenza/callers`, {
    caller_number: '3471234567',
  });
  await addRule(bot, SHARED_CHANNEL, 'assistenza waiting>=1');
  await bot.agent.openHome({ userId: USER_A });
  await until(
    () => JSON.stringify(bot.slack.views.home(USER_A)?.view.blocks ?? []).includes('home_queue_detail'),
    8000,
    'A’s Home with its queues',
  );
  await bot.agent.clickButton({
    target: bot.slack.views.home(USER_A)!,
    actionId: 'home_queue_detail',
    value: 'assistenza',
  });
  await until(() => bot.slack.views.current(USER_A) !== undefined, 5000, 'the detail modal');
  const modal: StoredView = bot.slack.views.current(USER_A)!;
  expect(JSON.stringify(modal.view.blocks)).toContain('3471234567');

  // the same modal (its metadata names A's account) submitted by B's user, from workspace B
  const forged = await bot.agent.submitView({
    view: modal,
    userId: USER_B,
    teamId: TEAM_B,
    values: { 'home_share_channel.channel': B_CHANNEL },
  });
  expect(forged.status).toBe(200);
  expect(JSON.stringify(forged.errors ?? {})).toContain(REFUSAL);
  expect(postedIn(bot, B_CHANNEL)).toHaveLength(0);
  expect(refusalLogs(bot)).toHaveLength(1);
}, 40_000);
