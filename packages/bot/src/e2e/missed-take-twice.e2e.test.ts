import { expect, it } from 'vitest';
import { until } from './alert-e2e-kit.js';
import { cardsOf, sleep } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { addMissedRule, startMissedBot, untilEnabled, untilNotice } from './missed-e2e-kit.js';

/*
 * "Me ne occupo io" clicked twice by the same person: the second click is answered too (who has it), not left
 * without a reply (a console waiting for one froze).
 */
const lifecycle = e2eLifecycle();

it('a second "Me ne occupo io" by whoever already has the notice is told so', async () => {
  const CHANNEL = 'C0MISSED7';
  const { bot: b, context } = await startMissedBot(lifecycle, { writers: ['U0ALICE01'] });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  const server = lifecycle.server();
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '3472220007' });
  await sleep(300);
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
  const first = await untilNotice(b, CHANNEL, (t) => t.includes('347 222 0007'), 'the notice');
  const message = () => cardsOf(b, CHANNEL).find((m) => m.ts === first.ts)!;
  const taking = await b.agent.clickButton({
    target: message(),
    label: 'Me ne occupo io',
    userId: 'U0ALICE01',
  });
  await untilNotice(b, CHANNEL, (t) => t.includes('Se ne occupa <@U0ALICE01>'), 'taken by Alice');
  expect(b.slack.responseReplies(taking.responseUrl!.id)).toEqual([]);
  const again = await b.agent.clickButton({
    target: message(),
    label: 'Me ne occupo io',
    userId: 'U0ALICE01',
  });
  await until(
    () =>
      b.slack
        .responseReplies(again.responseUrl!.id)
        .some((r) => /già <@U0ALICE01>/.test(String(r.payload.text))),
    5000,
    'Alice told she already has it',
  );
}, 30_000);
