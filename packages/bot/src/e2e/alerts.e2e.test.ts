import type { StoredMessage } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { ALERTS, addRule, SPEED, startAlertBot, until } from './alert-e2e-kit.js';
import {
  type BotSetup,
  type BotUnderTest,
  blocksText,
  cardsOf,
  sleep,
  waitForAnswer,
} from './e2e-harness.js';
import { e2eLifecycle, fasterClock } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle(() => fasterClock(SPEED));
const { server } = lifecycle;

const start = (extra: Partial<BotSetup> = {}) => startAlertBot(lifecycle, extra);

/** Thread replies of a channel. */
const replies = (b: BotUnderTest, channel: string) =>
  b.slack.messages.messages(channel).filter((m) => m.threadTs !== undefined);
const textOf = (m: StoredMessage) => `${m.text}\n${blocksText(m)}`;

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
    // the account's runs end: nothing promised, and the run left queued finds no rule and plans nothing
    expect(await b.bots[0]!.alerts.services.scheduler.runs.accounts()).toEqual([]);
    // nothing watches the queue any more: its card resolves at once instead of staying open
    await until(() => textOf(cardsOf(b, channel)[0]!).includes('risolto'), 3000, 'the card to resolve');
    expect(b.logs.some((l) => l.includes('"audit":true') && l.includes('alert.remove'))).toBe(true);
  }, 20_000);
});
