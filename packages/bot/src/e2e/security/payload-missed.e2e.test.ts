import { expect, it } from 'vitest';
import { until } from '../alert-e2e-kit.js';
import { blocksText, cardsOf, sleep } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';
import { addMissedRule, noticesOf, untilEnabled, untilNotice } from '../missed-e2e-kit.js';
import {
  clickFromB,
  refusalLogs,
  repliesTo,
  SHARED_CHANNEL,
  startTwoTenants,
  USER_B,
  untilRefused,
} from './payload-kit.js';

/*
 * Attack: a user of workspace B clicks the buttons of A's missed-call messages seen in a Slack Connect channel
 * ("Mostrale" names A's account and rule, "Me ne occupo io" and "Fatto" A's account and notice). Each click is
 * refused: B is not shown A's calls, A's notice is neither taken nor closed.
 */
const lifecycle = e2eLifecycle();

it('B listing A’s missed calls, taking or closing A’s notice is refused; A’s own clicks still work', async () => {
  const { bot, a } = await startTwoTenants(lifecycle);
  const server = lifecycle.server();
  const abandon = async (number: string) => {
    await server.admin('POST', `/_sim/${a.context}/queues/assistenza/callers`, { caller_number: number });
    await sleep(1100); // the caller waits a second
    await server.admin('POST', `/_sim/${a.context}/queues/assistenza/callers/1/abandon`);
  };

  // a call A missed before its rule: the rule's first line offers "Mostrale"
  await abandon('347 111 0001');
  await addMissedRule(bot, SHARED_CHANNEL);
  await untilEnabled(bot, SHARED_CHANNEL);
  const line = cardsOf(bot, SHARED_CHANNEL).find((m) => blocksText(m).includes('Mostrale'));
  expect(line).toBeDefined();

  const listed = await clickFromB(bot, line!, { label: 'Mostrale' });
  expect(listed.status).toBe(200);
  const toB = await untilRefused(bot, listed.responseUrl);
  expect(JSON.stringify(toB)).not.toMatch(/347 ?111 ?0001|3471110001/);

  // the owner's own click lists them (the button works: the refusal above is the tenancy check)
  const own = await bot.agent.clickButton({ target: line!, label: 'Mostrale' });
  await until(() => JSON.stringify(repliesTo(bot, own.responseUrl!)).includes('111 0001'), 8000, 'A’s list');

  await abandon('347 222 0002');
  const notice = await untilNotice(bot, SHARED_CHANNEL, (t) => t.includes('347 222 0002'), 'A’s notice');
  const message = cardsOf(bot, SHARED_CHANNEL).find((m) => m.ts === notice.ts)!;
  for (const label of ['Me ne occupo io', 'Fatto']) {
    const click = await clickFromB(bot, message, { label });
    await untilRefused(bot, click.responseUrl);
  }
  // A takes it: the notice shows A, and nothing of B ever reached it
  await bot.agent.clickButton({ target: message, label: 'Me ne occupo io' });
  await until(
    () => noticesOf(bot, SHARED_CHANNEL).some((n) => n.text.includes('Se ne occupa <@U0ALICE01>')),
    8000,
    'A’s take shown',
  );
  const shown = noticesOf(bot, SHARED_CHANNEL).find((n) => n.ts === notice.ts)!.text;
  expect(shown).not.toContain(USER_B);
  expect(shown).not.toMatch(/Chiuso ·/);

  expect(refusalLogs(bot)).toHaveLength(3);
  expect(refusalLogs(bot).join('\n')).not.toContain(USER_B);
}, 60_000);
