import { zonedParts } from '@centralino/schemas';
import { expect, it } from 'vitest';
import { ALERTS, addRule, until } from './alert-e2e-kit.js';
import { blocksText, cardsOf, sleep } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { addMissedRule, MISSED, noticesOf, startMissedBot, untilEnabled } from './missed-e2e-kit.js';

/*
 * The feed's other messages and its abandon signal: a burst of missed calls becomes one summary; the daily line
 * lists what is still open, once; a caller abandoning a queue the alerts watch brings the history read forward.
 */
const lifecycle = e2eLifecycle();

it('a burst becomes one summary listing every call, and the daily line lists what is open, once', async () => {
  const CHANNEL = 'C0BURST01';
  const clockNow = () => {
    const now = zonedParts(new Date(), 'Europe/Rome');
    return `${String(now.hour).padStart(2, '0')}:${String(now.minute).padStart(2, '0')}`;
  };
  // the history is held while the callers give up, so that one read finds them all (as after a slow read)
  let held = false;
  const { bot: b, context } = await startMissedBot(lifecycle, {
    config: { alerts: { slack_spacing_ms: 200 }, missed: { ...MISSED, burst_size: 3 } },
    pbxFetch: async (request) =>
      held && new URL(request.url).pathname === '/v1/calls/in'
        ? Response.json({ success: false, error: 'Servizio non disponibile' }, { status: 503 })
        : fetch(request),
  });
  await addMissedRule(b, CHANNEL, clockNow() === '23:59' ? 'daily=23:58' : 'daily=23:59');
  await untilEnabled(b, CHANNEL);
  const server = lifecycle.server();
  // five callers who give up while the history is held
  held = true;
  await Promise.all(
    [1, 2, 3, 4, 5].map((i) =>
      server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
        caller_number: `34755500${String(i).padStart(2, '0')}`,
        patience_seconds: 1,
      }),
    ),
  );
  await sleep(1500);
  held = false;
  await until(
    () => cardsOf(b, CHANNEL).some((m) => /5 chiamate perse in pochi istanti/.test(m.text ?? '')),
    10_000,
    'the summary',
  );
  await sleep(1500);
  const summary = cardsOf(b, CHANNEL).find((m) => /in pochi istanti/.test(m.text ?? ''))!;
  const text = blocksText(summary);
  for (let i = 1; i <= 5; i++) expect(text).toContain(`347 555 00${String(i).padStart(2, '0')}`);
  expect(noticesOf(b, CHANNEL)).toHaveLength(0); // no message of their own
  expect(cardsOf(b, CHANNEL).filter((m) => /in pochi istanti/.test(m.text ?? ''))).toHaveLength(1);

  // the daily line, from a second rule of the channel due now: posted once, listing the five still open
  await addMissedRule(b, CHANNEL, `daily=${clockNow()}`);
  await until(
    () => cardsOf(b, CHANNEL).some((m) => /Da richiamare ancora: 5/.test(m.text ?? '')),
    8000,
    'daily',
  );
  await sleep(2500);
  expect(cardsOf(b, CHANNEL).filter((m) => /Da richiamare ancora/.test(m.text ?? ''))).toHaveLength(1);
  // the second rule's line counts today's five, and "Mostrale" lists them for who asks
  const enabled = cardsOf(b, CHANNEL).find((m) => /5 chiamate perse oggi/.test(m.text ?? ''))!;
  const shown = await b.agent.clickButton({ target: enabled, label: 'Mostrale' });
  await until(
    () => b.slack.responseReplies(shown.responseUrl!.id).some((r) => /347 555 0005/.test(blocksText(r))),
    5000,
    "today's list",
  );
}, 30_000);

it("a caller abandoning a queue the alerts watch brings the history read forward (the alerts' live sample)", async () => {
  const CHANNEL = 'C0SIGNAL1';
  const {
    bot: b,
    context,
    reads,
  } = await startMissedBot(lifecycle, {
    config: {
      alerts: ALERTS,
      // without the signal the feed would read every 20 s
      missed: { ...MISSED, min_interval_ms: 20_000, max_interval_ms: 20_000 },
    },
  });
  await addRule(b, 'C0ALERTS1', 'assistenza waiting>=5');
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  const server = lifecycle.server();
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '3476660006' });
  await sleep(1500); // the alerts sample the caller waiting
  const before = reads('/v1/calls/in');
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
  const abandonedAt = Date.now();
  // the notice may come from the sample first; the read the signal brings forward shows the number called
  await until(
    () => noticesOf(b, CHANNEL).some((n) => n.text.includes('02 8765 4321')),
    8000,
    'the notice read from the history after the signal',
  );
  expect(Date.now() - abandonedAt).toBeLessThan(6000);
  expect(noticesOf(b, CHANNEL)).toHaveLength(1);
  expect(reads('/v1/calls/in') - before).toBeLessThanOrEqual(2);
}, 30_000);

const romeMinutes = () => {
  const now = zonedParts(new Date(), 'Europe/Rome');
  return now.hour * 60 + now.minute;
};

it.skipIf(romeMinutes() < 90)(
  'a bot started long after a rule’s daily time posts the rule’s first line, not a late daily line',
  async () => {
    const CHANNEL = 'C0LATE001';
    const earlier = romeMinutes() - 90;
    const daily = `${String(Math.floor(earlier / 60)).padStart(2, '0')}:${String(earlier % 60).padStart(2, '0')}`;
    const { bot: b } = await startMissedBot(lifecycle, {
      config: { missed: { ...MISSED, rules: [{ channel: CHANNEL, daily }] } },
    });
    await untilEnabled(b, CHANNEL);
    await sleep(2000);
    const texts = cardsOf(b, CHANNEL).map((m) => m.text ?? '');
    expect(texts.filter((t) => /Da richiamare ancora|Nessuna chiamata persa da richiamare/.test(t))).toEqual(
      [],
    );
    expect(texts).toHaveLength(1);
  },
  30_000,
);
