import type { StoredMessage } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import {
  type BotSetup,
  type BotUnderTest,
  blocksText,
  cardsOf,
  sleep,
  waitForAnswer,
} from './e2e-harness.js';
import { e2eLifecycle, fasterClock } from './e2e-lifecycle.js';
import { maxInAnyWindow } from './window-usage.js';

/** Short intervals: a poll a second, cards resolve after 1.2 s quiet, the exchange is "down" after 1.2 s. */
const ALERTS = {
  base_interval_ms: 1000,
  clear_after_ms: 1200,
  unreachable_after_ms: 1200,
  slack_spacing_ms: 300,
};

/**
 * The server's clock runs 20× faster, so its per-minute window lasts 3 real seconds (the budget test needs a
 * few windows); the bot's own window is configured to match there. Nothing else here depends on the speed.
 */
const SPEED = 20;
const SERVER_MINUTE_MS = 60_000;

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle(() => fasterClock(SPEED));

async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

async function start(extra: Partial<BotSetup> = {}) {
  const account = await server().createAccount(richAccount());
  bot = await startBot({
    // the fixture's limits are high: tell the bot before the first response does (no minute floor on polling)
    accounts: [{ id: 'main', apiKey: account.apiKey, perMinute: 100_000 }],
    config: { alerts: ALERTS },
    ...extra,
  });
  const polls = () =>
    server().requests.filter((r) => r.apiKey === account.apiKey && r.path === '/v1/queue/live').length;
  return { ...account, bot, polls };
}

/** Thread replies of a channel. */
const replies = (b: BotUnderTest, channel: string) =>
  b.slack.messages.messages(channel).filter((m) => m.threadTs !== undefined);
const textOf = (m: StoredMessage) => `${m.text}\n${blocksText(m)}`;

async function addRule(b: BotUnderTest, channel: string, text: string): Promise<string> {
  const sent = await b.agent.sendCommand({
    command: '/queue',
    text: `alert add ${text}`,
    channelId: channel,
  });
  const answer = blocksText(await waitForAnswer(b.slack, sent));
  expect(answer).toContain('creato');
  return /`(r[0-9a-f]{6})`/.exec(answer)?.[1] ?? '';
}

describe('live queue alerts', () => {
  it('a caller joins → one card within the interval; a second caller updates it; the queue empties → resolved once', async () => {
    const { context, bot: b, polls } = await start();
    const channel = 'C0ALERT01';
    await addRule(b, channel, 'assistenza waiting>=1 critical: waiting>=3 @here');
    await until(() => polls() >= 1, 3000, 'the first poll');

    const joined = Date.now();
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '3471234567',
      caller_name: 'Mario Rossi',
    });
    const posted = await b.slack.waitFor(
      (a) => a.type === 'message_posted' && a.message.channel === channel && a.message.threadTs === undefined,
      { timeoutMs: 3000 },
    );
    expect(Date.now() - joined).toBeLessThan(ALERTS.base_interval_ms + 1000);
    const card = (posted as { message: StoredMessage }).message;
    expect(textOf(card)).toContain('Coda assistenza');
    expect(textOf(card)).toContain('3471234567 (Mario Rossi)');
    expect(textOf(card)).toContain('Preso in carico');

    const mark = b.slack.mark();
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '0612345678',
    });
    await b.slack.waitFor(
      (a) =>
        a.type === 'message_updated' && a.message.ts === card.ts && textOf(a.message).includes('0612345678'),
      { timeoutMs: 3000, after: mark },
    );
    expect(cardsOf(b, channel)).toHaveLength(1);

    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
    const emptied = Date.now();
    const resolved = await b.slack.waitFor(
      (a) => a.type === 'message_posted' && a.message.threadTs === card.ts,
      { timeoutMs: 6000, after: mark },
    );
    expect(Date.now() - emptied).toBeGreaterThanOrEqual(ALERTS.clear_after_ms);
    expect(textOf((resolved as { message: StoredMessage }).message)).toContain('Risolto');
    await sleep(400);
    expect(cardsOf(b, channel)).toHaveLength(1);
    expect(textOf(cardsOf(b, channel)[0]!)).toContain('risolto');
    expect(replies(b, channel)).toHaveLength(1);
  }, 20_000);

  it('a value hovering at the threshold keeps one card, resolved once when it settles below', async () => {
    const { context, bot: b, polls } = await start();
    const channel = 'C0ALERT02';
    await addRule(b, channel, 'assistenza waiting>=2');
    await until(() => polls() >= 1, 3000, 'the first poll');
    const callers = `/_sim/${context}/queues/assistenza/callers`;
    await server().admin('POST', callers, { caller_number: '3330000001' });
    for (let i = 0; i < 3; i++) {
      await server().admin('POST', callers, { caller_number: `33300001${i}0` });
      await sleep(700);
      await server().admin('POST', `${callers}/2/abandon`);
      await sleep(700);
    }
    expect(cardsOf(b, channel)).toHaveLength(1);
    expect(replies(b, channel)).toHaveLength(0);
    const [card] = cardsOf(b, channel);
    await b.slack.waitFor((a) => a.type === 'message_posted' && a.message.threadTs === card!.ts, 5000);
    await sleep(400);
    expect(cardsOf(b, channel)).toHaveLength(1);
    expect(replies(b, channel)).toHaveLength(1);
    expect(textOf(cardsOf(b, channel)[0]!)).toContain('risolto');
  }, 25_000);

  it('two bot processes: one poll per interval for the account, one card', async () => {
    const { context, bot: b, polls } = await start({ extraRoles: ['worker'] });
    const channel = 'C0ALERT03';
    await addRule(b, channel, '* waiting>=1');
    await until(() => polls() >= 1, 3000, 'the first poll');
    await server().admin('POST', `/_sim/${context}/queues/vendite/callers`, { caller_number: '3471112222' });
    const before = polls();
    await sleep(4000);
    const during = polls() - before;
    // 4 intervals of 1 s: 4 polls (±1 for the window's edges), not 8
    expect(during).toBeGreaterThanOrEqual(3);
    expect(during).toBeLessThanOrEqual(5);
    expect(cardsOf(b, channel)).toHaveLength(1);
    expect(textOf(cardsOf(b, channel)[0]!)).toContain('Coda vendite');
    // every upstream poll was made by one of the two processes, counted in its own metrics
    const okPolls = async () => {
      const texts = await Promise.all(
        b.bots.map((bot) => bot.metrics.registry.getSingleMetricAsString('centralino_bot_alert_polls_total')),
      );
      return texts
        .map((text) => Number(/outcome="ok"\} (\d+)/.exec(text)?.[1] ?? 0))
        .reduce((x, y) => x + y, 0);
    };
    await until(async () => (await okPolls()) === polls(), 2000, 'the metrics to count every poll');
  }, 20_000);

  it('the exchange unreachable longer than the threshold: one card, resolved when it is back', async () => {
    const { context, bot: b, polls } = await start();
    const channel = 'C0ALERT04';
    await addRule(b, channel, 'assistenza waiting>=1');
    await until(() => polls() >= 1, 3000, 'the first poll');
    await server().admin('PUT', `/_sim/${context}/telephony`, { reachable: false });
    const down = Date.now();
    const posted = await b.slack.waitFor(
      (a) => a.type === 'message_posted' && a.message.channel === channel && a.message.threadTs === undefined,
      6000,
    );
    expect(Date.now() - down).toBeGreaterThanOrEqual(ALERTS.unreachable_after_ms - ALERTS.base_interval_ms);
    const card = (posted as { message: StoredMessage }).message;
    expect(textOf(card)).toContain('Centralino non raggiungibile');
    await sleep(700);
    expect(cardsOf(b, channel)).toHaveLength(1);
    await server().admin('PUT', `/_sim/${context}/telephony`, { reachable: true });
    await b.slack.waitFor((a) => a.type === 'message_posted' && a.message.threadTs === card.ts, 4000);
    await until(
      () => textOf(cardsOf(b, channel)[0]!).includes('di nuovo raggiungibile'),
      3000,
      'the resolved card',
    );
    expect(cardsOf(b, channel)).toHaveLength(1);
    expect(replies(b, channel)).toHaveLength(1);
  }, 20_000);

  it('buttons, escalation with mentions, list, permissions and removal', async () => {
    const { context, bot: b, polls } = await start();
    const channel = 'C0ALERT05';
    const id = await addRule(
      b,
      channel,
      'assistenza waiting>=1 critical: waiting>=2 @here <@U0ALICE01|alice>',
    );
    await until(() => polls() >= 1, 3000, 'the first poll');
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '3471234567',
    });
    const posted = await b.slack.waitFor(
      (a) => a.type === 'message_posted' && a.message.channel === channel && a.message.threadTs === undefined,
      3000,
    );
    const card = (posted as { message: StoredMessage }).message;
    expect(textOf(card)).toContain('Avviso');

    let mark = b.slack.mark();
    await b.agent.clickButton({ target: card, actionId: 'alert_ack' });
    await b.slack.waitFor(
      (a) => a.type === 'message_updated' && textOf(a.message).includes('Preso in carico da <@U0ALICE01>'),
      { timeoutMs: 3000, after: mark },
    );

    mark = b.slack.mark();
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '0612345678',
    });
    const escalation = await b.slack.waitFor(
      (a) => a.type === 'message_posted' && a.message.threadTs === card.ts,
      { timeoutMs: 3000, after: mark },
    );
    expect((escalation as { message: StoredMessage }).message.text).toMatch(
      /^<!here> <@U0ALICE01> :rotating_light:/,
    );
    await until(() => textOf(cardsOf(b, channel)[0]!).includes('Critico'), 3000, 'the critical card');

    mark = b.slack.mark();
    await b.agent.clickButton({ target: cardsOf(b, channel)[0]!, actionId: 'alert_silence:15' });
    await b.slack.waitFor(
      (a) => a.type === 'message_updated' && textOf(a.message).includes('Silenziato da <@U0ALICE01>'),
      { timeoutMs: 3000, after: mark },
    );

    mark = b.slack.mark();
    const paused = await b.agent.sendCommand({
      command: '/queue',
      text: 'alert pause 30',
      channelId: channel,
    });
    expect(blocksText(await waitForAnswer(b.slack, paused))).toContain(
      'Avvisi in pausa in questo canale per 30 min',
    );
    await b.slack.waitFor(
      (a) =>
        a.type === 'message_updated' &&
        textOf(a.message).includes('Avvisi in pausa in questo canale fino alle'),
      { timeoutMs: 3000, after: mark },
    );

    const list = await b.agent.sendCommand({ command: '/queue', text: 'alert list', channelId: channel });
    expect(blocksText(await waitForAnswer(b.slack, list))).toContain(id);

    const refused = await b.agent.sendCommand({
      command: '/queue',
      text: `alert remove ${id}`,
      channelId: channel,
      userId: 'U0BOB0002',
    });
    expect(blocksText(b.slack.responseReplies(refused.responseUrl.id)[0]!)).toContain('Non hai i permessi');

    const removed = await b.agent.sendCommand({
      command: '/queue',
      text: `alert remove ${id}`,
      channelId: channel,
    });
    expect(blocksText(await waitForAnswer(b.slack, removed))).toContain('eliminato');
    const schedulers = await b.bots[0]!.alerts.pollQueue.getJobSchedulers();
    expect(schedulers).toHaveLength(0);
    // nothing watches the queue any more: its card resolves at once instead of staying open
    await until(() => textOf(cardsOf(b, channel)[0]!).includes('risolto'), 3000, 'the card to resolve');
    expect(b.logs.some((l) => l.includes('"audit":true') && l.includes('alert.remove'))).toBe(true);
  }, 20_000);
});

describe('polling within the budget', () => {
  it('at 20/min with commands arriving: polling keeps to its share, commands are never starved, no 429', async () => {
    const account = await server().createAccount(
      richAccount({ limits: { requests_per_minute: 20, requests_per_day: 1_000_000 } }),
    );
    bot = await startBot({
      accounts: [{ id: 'main', apiKey: account.apiKey, perMinute: 20 }],
      config: {
        // polling would like a request every 200 ms: far more than its 10 per window
        alerts: { ...ALERTS, base_interval_ms: 200 },
        limiter: { window_ms: SERVER_MINUTE_MS / SPEED, guard_ms: 300, command_reserve_per_minute: 10 },
      },
    });
    const b = bot;
    const mine = () => server().requests.filter((r) => r.apiKey === account.apiKey);
    const polls = () => mine().filter((r) => r.path === '/v1/queue/live');
    await addRule(b, 'C0ALERT06', '* waiting>=1');
    // let polling fill its share of the window first: the worst moment for commands to arrive
    await until(() => polls().length >= 6, 6000, 'polling');

    const started = Date.now();
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        b.agent.sendCommand({
          command: '/blacklist',
          text: `add spam 06000001${String(i).padStart(2, '0')}`,
        }),
      ),
    );
    const answers = await Promise.all(sent.map((s) => waitForAnswer(b.slack, s, 20_000)));
    const elapsed = Date.now() - started;
    for (const answer of answers) expect(blocksText(answer)).toContain('aggiunto a *spam*');
    // commands keep at least 10 requests of every window whatever polling wants: 30 need at most 3 windows
    expect(elapsed).toBeLessThan(3 * (SERVER_MINUTE_MS / SPEED + 300) + 2000);
    const pollsAfterBurst = polls().length;
    await until(() => polls().length > pollsAfterBurst, 6000, 'polling to resume');

    const all = mine();
    expect(all.filter((r) => r.status === 429)).toHaveLength(0);
    expect(
      maxInAnyWindow(
        all.map((r) => r.at),
        SERVER_MINUTE_MS,
      ),
    ).toBeLessThanOrEqual(20);
    expect(
      maxInAnyWindow(
        polls().map((r) => r.at),
        SERVER_MINUTE_MS,
      ),
    ).toBeLessThanOrEqual(10);
    if (process.env.E2E_REPORT) {
      console.info({
        elapsed,
        maxPerWindow: maxInAnyWindow(
          all.map((r) => r.at),
          SERVER_MINUTE_MS,
        ),
        maxPollsPerWindow: maxInAnyWindow(
          polls().map((r) => r.at),
          SERVER_MINUTE_MS,
        ),
        polls: polls().length,
        pollAt: polls().map((r) => r.realAt - started),
        outcomes: await b.bots[0]!.metrics.registry.getSingleMetricAsString(
          'centralino_bot_alert_polls_total',
        ),
      });
    }
  }, 30_000);

  it('outside business hours nothing is polled', async () => {
    const { bot: b, polls } = await start();
    // a rule that speaks only tomorrow (ISO weekday in Rome)
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', weekday: 'short' }).format(
      new Date(),
    );
    const tomorrow = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(today) + 1) % 7;
    await addRule(b, 'C0ALERT08', `assistenza waiting>=1 days=${tomorrow + 1}`);
    await sleep(2 * ALERTS.base_interval_ms);
    expect(polls()).toBe(0);
    const sent = await b.agent.sendCommand({ command: '/pbx', text: 'account' });
    expect(blocksText(await waitForAnswer(b.slack, sent))).toContain('(fuori orario)');
  }, 15_000);

  it('a day budget nearly spent stretches the interval, and /pbx account says so', async () => {
    const account = await server().createAccount(
      richAccount({ limits: { requests_per_minute: 100_000, requests_per_day: 40 } }),
    );
    bot = await startBot({
      accounts: [{ id: 'main', apiKey: account.apiKey, perMinute: 100_000 }],
      config: { alerts: ALERTS },
    });
    const b = bot;
    const polls = () =>
      server().requests.filter((r) => r.apiKey === account.apiKey && r.path === '/v1/queue/live');
    // adding the rule reads the queues: the server reports 40 requests a day, half of them for polling at
    // midnight and more as the day goes (the share follows the day)
    await addRule(b, 'C0ALERT07', 'assistenza waiting>=1');
    await until(() => polls().length >= 1, 3000, 'the first poll');
    await sleep(3 * ALERTS.base_interval_ms);
    expect(polls()).toHaveLength(1);
    const sent = await b.agent.sendCommand({ command: '/pbx', text: 'account' });
    const text = blocksText(await waitForAnswer(b.slack, sent));
    expect(text).toMatch(/controllo ogni \d+ (min|h)/);
    expect(text).toContain('code tranquille: letture distribuite sulla giornata');
    // a budget this small is not spent on learning the traffic profile
    const reserved = Number(/oggi 1 di (\d+) richieste riservate ai controlli/.exec(text)?.[1]);
    expect(reserved).toBeGreaterThanOrEqual(15);
    expect(reserved).toBeLessThanOrEqual(36);
  }, 20_000);
});
