import type { StoredView } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { addRule, SPEED, startAlertBot, until } from './alert-e2e-kit.js';
import { type BotUnderTest, blocksText, cardsOf } from './e2e-harness.js';
import { e2eLifecycle, fasterClock } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle(() => fasterClock(SPEED));
const { server } = lifecycle;

const VIEWERS = ['U0TRUTHA1', 'U0TRUTHB2', 'U0TRUTHC3'];

const homeText = (view: StoredView | undefined) =>
  JSON.stringify(view?.view.blocks ?? [])
    .replace(/\\n/g, '\n')
    .replace(/"[a-z_]+":/g, ' ');
const publishes = (b: BotUnderTest, user: string) =>
  b.slack.calls.filter((c) => c.method === 'views.publish' && c.args.user_id === user).length;

describe('the Home is published when what it shows changes (issue 32)', () => {
  it('10 reads of unchanged queues publish each viewer’s Home once; a caller arriving publishes it again', async () => {
    const { context, bot: b, polls } = await startAlertBot(lifecycle);
    await addRule(b, 'C0TRUTH02', 'vendite waiting>=5');
    await until(() => polls() >= 1, 5000, 'the first read');
    for (const userId of VIEWERS) await b.agent.openHome({ userId });
    for (const userId of VIEWERS) {
      await until(() => homeText(b.slack.views.home(userId)).includes('*vendite*'), 5000, 'the queues');
    }
    const first = VIEWERS.map((u) => publishes(b, u));
    const from = polls();
    await until(() => polls() >= from + 10, 30_000, 'ten more reads');
    // the last read's refresh (debounced by a second) has had its chance
    await until(() => polls() >= from + 12, 10_000, 'two reads more');
    expect(VIEWERS.map((u) => publishes(b, u))).toEqual(first);
    // opened, then at most the first sample that reached it
    for (const n of first) expect(n).toBeLessThanOrEqual(2);

    // a real change is published at once for every viewer
    await server().admin('POST', `/_sim/${context}/queues/vendite/callers`, { caller_number: '0612345678' });
    for (const userId of VIEWERS) {
      await until(
        () => homeText(b.slack.views.home(userId)).includes('1 chiamante in attesa'),
        5000,
        'the caller on the Home',
      );
    }
    expect(homeText(b.slack.views.home(VIEWERS[0]!))).toMatch(/Dati aggiornati alle \d\d:\d\d/);
  }, 60_000);

  it('a card taken and silenced shows on the Home as on the card: its level word, who took it, who silenced it', async () => {
    const { context, bot: b } = await startAlertBot(lifecycle);
    const channel = 'C0TRUTH03';
    await addRule(b, channel, 'assistenza waiting>=1 critical: waiting>=3');
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '3471234567',
    });
    await until(() => cardsOf(b, channel).length === 1, 5000, 'the card');
    const viewer = VIEWERS[0]!;
    await b.agent.openHome({ userId: viewer });
    await until(
      () => homeText(b.slack.views.home(viewer)).includes(`<#${channel}>`),
      5000,
      'the alert on the Home',
    );
    // the card's own level word, not a word of the Home's
    expect(homeText(b.slack.views.home(viewer))).toContain(':large_yellow_circle: Avviso');
    expect(homeText(b.slack.views.home(viewer))).not.toContain('attenzione');

    await b.agent.clickButton({ target: cardsOf(b, channel)[0]!, actionId: 'alert_ack' });
    await b.agent.clickButton({ target: cardsOf(b, channel)[0]!, actionId: 'alert_silence:15' });
    await until(
      () => blocksText(cardsOf(b, channel)[0]!).includes('Silenziato da <@U0ALICE01>'),
      5000,
      'the silence on the card',
    );
    await until(
      () => homeText(b.slack.views.home(viewer)).includes('Silenziato da <@U0ALICE01>'),
      5000,
      'the silence on the Home',
    );
    const home = homeText(b.slack.views.home(viewer));
    expect(home).toContain('Preso in carico da <@U0ALICE01>');
    // the same words as the card, for the same state
    const card = blocksText(cardsOf(b, channel)[0]!);
    const silencedLine = /Silenziato da <@U0ALICE01> fino alle \d\d:\d\d/.exec(card)?.[0];
    expect(silencedLine).toBeDefined();
    expect(home).toContain(silencedLine);
  }, 30_000);
});
