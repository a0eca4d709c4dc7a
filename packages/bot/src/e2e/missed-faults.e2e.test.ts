import { expect, it } from 'vitest';
import { until } from './alert-e2e-kit.js';
import { blocksText, cardsOf, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import {
  addMissedRule,
  MISSED,
  noticesOf,
  startMissedBot,
  untilEnabled,
  untilNotice,
} from './missed-e2e-kit.js';

/*
 * Acting from a notice and what Slack does to it: "Me ne occupo io" (first click wins, the second person is
 * told who has it), "Fatto", a notice deleted by a user (posted again on its next change), and a channel the
 * bot cannot post to (the notice waits, `/calls missed list` says why, it is posted once the bot is in).
 */
const lifecycle = e2eLifecycle();

async function abandon(context: string, number: string) {
  const server = lifecycle.server();
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: number });
  await sleep(300);
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
}

it('first click takes it, the second person is told who; a deleted notice comes back on its next change; "Fatto" closes', async () => {
  const CHANNEL = 'C0MISSED2';
  const { bot: b, context } = await startMissedBot(lifecycle, { writers: ['U0ALICE01', 'U0BRUNO01'] });
  b.slack.directory.addUser({ id: 'U0BRUNO01', name: 'bruno', realName: 'Bruno', tz: 'Europe/Rome' });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);

  await abandon(context, '3472220002');
  const first = await untilNotice(b, CHANNEL, (t) => t.includes('347 222 0002'), 'the notice');
  const message = () => cardsOf(b, CHANNEL).find((m) => m.ts === first.ts)!;
  await b.agent.clickButton({ target: message(), label: 'Me ne occupo io', userId: 'U0ALICE01' });
  await untilNotice(b, CHANNEL, (t) => t.includes('Se ne occupa <@U0ALICE01>'), 'taken by Alice');
  const bruno = await b.agent.clickButton({
    target: message(),
    label: 'Me ne occupo io',
    userId: 'U0BRUNO01',
  });
  await until(
    () =>
      b.slack
        .responseReplies(bruno.responseUrl!.id)
        .some((r) => /già <@U0ALICE01>/.test(String(r.payload.text))),
    5000,
    'Bruno told who has it',
  );
  expect(noticesOf(b, CHANNEL)[0]!.text).not.toContain('U0BRUNO01');

  // a user deletes the notice in Slack: the next change posts it again (once)
  b.slack.messages.delete(message());
  await abandon(context, '347 222 0002');
  const again = await untilNotice(
    b,
    CHANNEL,
    (t) => t.includes('2 chiamate perse'),
    'the notice posted again',
  );
  expect(again.ts).not.toBe(first.ts);

  const live = cardsOf(b, CHANNEL).find((m) => m.ts === again.ts)!;
  await b.agent.clickButton({ target: live, label: 'Fatto', userId: 'U0BRUNO01' });
  const closed = await untilNotice(b, CHANNEL, (t) => t.includes('Chiuso'), 'closed');
  expect(closed.text).toContain('Chiuso da <@U0BRUNO01>');
}, 30_000);

it('a channel the bot cannot post to: the notice waits, /calls missed list says why, it is posted once invited', async () => {
  const HIDDEN = 'C0NOTYET1';
  const { bot: b, context } = await startMissedBot(lifecycle, {
    config: {
      alerts: { slack_spacing_ms: 200 },
      missed: {
        ...MISSED,
        channel_retry_ms: 400,
        rules: [{ id: 'segreteria', channel: HIDDEN, account: 'main' }],
      },
    },
  });
  // the bot is in no channel it was not invited to
  (b.slack.directory as unknown as { autoCreate: boolean }).autoCreate = false;
  await sleep(1500); // the rule's first read sets its cursor
  await abandon(context, '3473330003');
  const list = async () => {
    const sent = await b.agent.sendCommand({
      command: '/calls',
      text: 'missed list',
      channelId: 'C0GENERAL',
    });
    return blocksText(await waitForAnswer(b.slack, sent));
  };
  await until(async () => /non può scrivere nel canale/.test(await list()), 10_000, 'the reason in the list');
  const shown = await list();
  expect(shown).toContain('segreteria');
  expect(shown).toContain('1 da richiamare');

  b.slack.directory.addChannel({ id: HIDDEN, name: 'segreteria' });
  await untilNotice(b, HIDDEN, (t) => t.includes('347 333 0003'), 'the notice, late but there', 10_000);
  await until(async () => !/avvisi in ritardo/.test(await list()), 5000, 'the reason cleared');
  expect(await list()).toMatch(/ultimo ritardo \(dalle \d\d:\d\d\): il bot non può scrivere nel canale/);
  await sleep(1000);
  expect(noticesOf(b, HIDDEN)).toHaveLength(1);
}, 40_000);

it("Slack's 429 on the post: the notice waits out Retry-After (every process) and is posted once", async () => {
  const CHANNEL = 'C0MISSED6';
  const { bot: b, context } = await startMissedBot(lifecycle, { extraRoles: ['worker'] });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  b.slack.forceRateLimit('chat.postMessage', 2, 1);
  await abandon(context, '3476660006');
  await untilNotice(b, CHANNEL, (t) => t.includes('347 666 0006'), 'the notice after the 429s', 10_000);
  const limited = b.slack.callsOf('chat.postMessage').filter((c) => c.status === 429).length;
  expect(limited).toBeGreaterThanOrEqual(1);
  await sleep(1500);
  expect(noticesOf(b, CHANNEL)).toHaveLength(1);
}, 20_000);
