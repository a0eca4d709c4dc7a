import type { StoredMessage } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

/** A poll a second; a card stays open 4 s after its conditions stop holding (hysteresis). */
const ALERTS = {
  base_interval_ms: 1000,
  clear_after_ms: 4000,
  unreachable_after_ms: 1200,
  slack_spacing_ms: 300,
};

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

const textOf = (m: StoredMessage) => `${m.text}\n${blocksText(m)}`;

it('a card kept open while the queue is back to normal says so: not critical, no empty reason', async () => {
  const { context, apiKey } = await server().createAccount(richAccount());
  bot = await startBot({
    accounts: [{ id: 'main', apiKey, perMinute: 100_000 }],
    config: { alerts: ALERTS },
  });
  const b = bot;
  const channel = 'C0ALERT01';
  const added = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({
      command: '/queue',
      text: 'alert add assistenza waiting>=1 critical: waiting>=2',
      channelId: channel,
    }),
  );
  expect(blocksText(added)).toContain('creato');
  for (const caller_number of ['3471234567', '0612345678']) {
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number });
  }
  const critical = (await b.slack.waitFor(
    (a) =>
      (a.type === 'message_posted' || a.type === 'message_updated') &&
      a.message.channel === channel &&
      a.message.threadTs === undefined &&
      textOf(a.message).includes('situazione critica'),
    { timeoutMs: 4000 },
  )) as { message: StoredMessage };
  const card = critical.message;

  // one caller leaves: only the warning holds, the card must not claim more
  let mark = b.slack.mark();
  await server().admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
  const warning = (await b.slack.waitFor(
    (a) =>
      a.type === 'message_updated' && a.message.ts === card.ts && !textOf(a.message).includes('3471234567'),
    { timeoutMs: 4000, after: mark },
  )) as { message: StoredMessage };
  expect(textOf(warning.message)).not.toMatch(/critica|Critico/);
  expect(textOf(warning.message)).toContain('1 chiamante in attesa');

  // the queue empties: the card stays open a while, and says the queue is back to normal
  mark = b.slack.mark();
  await server().admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
  const quiet = (await b.slack.waitFor(
    (a) =>
      a.type === 'message_updated' &&
      a.message.ts === card.ts &&
      textOf(a.message).includes('Nessun chiamante in attesa'),
    { timeoutMs: 4000, after: mark },
  )) as { message: StoredMessage };
  const shown = textOf(quiet.message);
  expect(shown).not.toMatch(/critica|Critico|Avviso|chiamanti in attesa:/);
  expect(shown).toContain('in rientro');
}, 20_000);
