import { describe, expect, it } from 'vitest';
import { ALERTS, addRule, SERVER_MINUTE_MS, SPEED, startAlertBot, until } from './alert-e2e-kit.js';
import { richAccount } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle, fasterClock } from './e2e-lifecycle.js';
import { maxInAnyWindow } from './window-usage.js';

/*
 * Queue alerts on an account's budget: polling keeps to its share of the window while commands arrive, nothing is
 * polled outside business hours, and a day budget nearly spent stretches the interval.
 */

let bot: BotUnderTest | undefined;

const lifecycle = e2eLifecycle(() => fasterClock(SPEED));
const { server, startBot } = lifecycle;

async function start() {
  const started = await startAlertBot(lifecycle);
  bot = started.bot;
  return started;
}

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
    expect(text).toContain('code tranquille: letture distribuite sulla giornata');
    // a budget this small is not spent on learning the traffic profile
    const reserved = Number(/oggi 1 di (\d+) richieste riservate ai controlli/.exec(text)?.[1]);
    expect(reserved).toBeGreaterThanOrEqual(15);
    expect(reserved).toBeLessThanOrEqual(36);
    // the reads left are spread over what is left of the day in Rome (minutes apart at noon, seconds apart just
    // before midnight), never at the 1 s base pace
    const [, count, unit] = /controllo ogni (\d+) (s|min|h)/.exec(text) ?? [];
    const intervalS = Number(count) * (unit === 'h' ? 3600 : unit === 'min' ? 60 : 1);
    const romeNow = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    const [h = 0, m = 0, sec = 0] = romeNow.split(':').map(Number);
    const secondsLeftToday = 86_400 - (h * 3600 + m * 60 + sec);
    expect(intervalS).toBeGreaterThanOrEqual(secondsLeftToday / reserved / 4);
    if (secondsLeftToday > 600) expect(intervalS).toBeGreaterThan(10 * (ALERTS.base_interval_ms / 1000));
  }, 20_000);
});
