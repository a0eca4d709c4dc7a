import { expect, it } from 'vitest';
import { addRule, until } from '../alert-e2e-kit.js';
import { blocksText, cardsOf } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';
import {
  clickFromB,
  refusalLogs,
  SHARED_CHANNEL,
  startTwoTenants,
  USER_B,
  untilRefused,
} from './payload-kit.js';

/*
 * Attack: a user of workspace B clicks the buttons of A's live-queue alert card, which they see in a Slack Connect
 * channel (the card's button value names A's account and card). Slack signs the click; the bot must still refuse
 * it: the card stays as A left it, B's user is told it is not theirs.
 */
const lifecycle = e2eLifecycle();

it('B silencing or taking A’s alert card is refused: the card and A’s silences stay as they were', async () => {
  const { bot, a } = await startTwoTenants(lifecycle);
  await addRule(bot, SHARED_CHANNEL, 'assistenza waiting>=1');
  await lifecycle.server().admin('POST', `/_sim/${a.context}/queues/assistenza/callers`, {
    caller_number: '3471234567',
  });
  await until(() => cardsOf(bot, SHARED_CHANNEL).length === 1, 8000, 'A’s card');
  const card = cardsOf(bot, SHARED_CHANNEL)[0]!;

  const silence = await clickFromB(bot, card, { actionId: 'alert_silence:15' });
  expect(silence.status).toBe(200);
  const replies = await untilRefused(bot, silence.responseUrl);
  expect(replies.every((r) => r.payload.response_type !== 'in_channel')).toBe(true);
  const taken = await clickFromB(bot, card, { label: 'Preso in carico' });
  await untilRefused(bot, taken.responseUrl);

  // A's own click is served, and the card it shows (the store's latest version) carries nothing of B
  await bot.agent.clickButton({ target: cardsOf(bot, SHARED_CHANNEL)[0]!, label: 'Preso in carico' });
  const text = () =>
    `${cardsOf(bot, SHARED_CHANNEL)[0]?.text}\n${blocksText(cardsOf(bot, SHARED_CHANNEL)[0]!)}`;
  await until(() => text().includes('Preso in carico da <@U0ALICE01>'), 8000, 'A’s own click shown');
  expect(text()).not.toContain('Silenziato');
  expect(text()).not.toContain(USER_B);
  expect(cardsOf(bot, SHARED_CHANNEL)).toHaveLength(1);

  // one warn line per refusal, without the user who clicked
  expect(refusalLogs(bot)).toHaveLength(2);
  for (const line of refusalLogs(bot)) {
    expect(line).not.toContain(USER_B);
    expect(line).toContain('"level":40');
  }
}, 40_000);
