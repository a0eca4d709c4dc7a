import { expect, it } from 'vitest';
import { ALERTS, addRule, until } from './alert-e2e-kit.js';
import { sleep } from './e2e-harness.js';
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
 * A notice from the live sample: with alert rules on, the alerts sample the queues every second; a caller who
 * abandons gets a notice from the sample while the call history is held back (no read reaches the server),
 * showing the queue and the least wait; when the history is read, its record takes the provisional one's place:
 * the same message is edited (the number called, the exact wait), still one call. Two processes handle samples.
 */
const lifecycle = e2eLifecycle();
const CHANNEL = 'C0MISSEDL';
const ALERT_CHANNEL = 'C0ALERTML';

it('a caller seen abandoning in the live sample: a notice before any history read, confirmed by it (edited, count 1)', async () => {
  let hold = false;
  let release: () => void = () => {};
  const held = () =>
    new Promise<void>((resolve) => {
      release = resolve;
    });
  let gate = held();
  const {
    bot: b,
    context,
    reads,
  } = await startMissedBot(lifecycle, {
    extraRoles: ['worker'],
    config: { alerts: { ...ALERTS, slack_spacing_ms: 200 }, missed: MISSED },
    pbxFetch: async (request) => {
      if (hold && new URL(request.url).pathname === '/v1/calls/in') await gate;
      return fetch(request);
    },
  });
  const server = lifecycle.server();
  const polls = () => reads('/v1/queue/live');

  await addRule(b, ALERT_CHANNEL, 'assistenza waiting>=5');
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  await until(() => polls() >= 2, 5000, 'the alerts sampling the queues');

  // the history is held back from now on: whatever the feed reads waits here
  hold = true;
  gate = held();
  await sleep(600); // a read already under way lands
  const historyReads = reads('/v1/calls/in');
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
    caller_number: '347 222 0002',
    caller_name: 'Giulia Bianchi',
  });
  const seen = polls();
  await until(() => polls() >= seen + 2, 5000, 'a sample showing the caller waiting');
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);

  const live = await untilNotice(b, CHANNEL, (t) => t.includes('347 222 0002'), 'the notice from the sample');
  expect(reads('/v1/calls/in')).toBe(historyReads);
  expect(live.text).toContain('assistenza');
  expect(live.text).toMatch(/ha atteso almeno 0:0\d, poi ha riattaccato/);
  expect(live.text).toContain('1 chiamata persa alle');
  expect(live.text).not.toContain('02 8765 4321');

  // the history comes back: the record confirms the notice, edited in place
  hold = false;
  release();
  const confirmed = await untilNotice(
    b,
    CHANNEL,
    (t) => t.includes('02 8765 4321'),
    'the notice confirmed by the history',
    12_000,
  );
  expect(reads('/v1/calls/in')).toBeGreaterThan(historyReads);
  expect(confirmed.ts).toBe(live.ts);
  expect(confirmed.text).toContain('1 chiamata persa alle');
  expect(confirmed.text).toContain('poi ha riattaccato');
  expect(confirmed.text).not.toMatch(/almeno|Visto in coda/);
  const posts = b.slack.callsOf('chat.postMessage').filter((c) => c.args.channel === CHANNEL);
  expect(posts.filter((c) => String(c.args.text ?? '').includes('Chiamata persa'))).toHaveLength(1);

  // later reads change nothing
  await sleep(2500);
  expect(noticesOf(b, CHANNEL)).toHaveLength(1);
  expect(noticesOf(b, CHANNEL)[0]?.text).toContain('1 chiamata persa alle');
}, 45_000);
