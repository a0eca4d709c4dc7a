import type { StoredView } from '@centralino/slack-sandbox';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { HomeKeys } from '../features/home/home-keys.js';
import { addRule, SPEED, startAlertBot, until } from './alert-e2e-kit.js';
import { REDIS_URL, sleep } from './e2e-harness.js';
import { e2eLifecycle, fasterClock } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle(() => fasterClock(SPEED));
const { server } = lifecycle;
const redis = new Redis(REDIS_URL);
afterAll(async () => {
  await redis.quit();
});

const ALICE = 'U0ALICE01';
const BOB = 'U0BOB0002';

const homeText = (view: StoredView | undefined) =>
  JSON.stringify(view?.view.blocks ?? [])
    .replace(/\\n/g, '\n')
    .replace(/"[a-z_]+":/g, ' ');
const publishes = (
  b: { slack: { calls: readonly { method: string; args: Record<string, unknown> }[] } },
  user: string,
) => b.slack.calls.filter((c) => c.method === 'views.publish' && c.args.user_id === user).length;

describe('App Home wallboard', () => {
  it('opens with what to do, follows the alerts’ samples for recent viewers only, and never reads the PBX itself', async () => {
    const { context, apiKey, bot: b } = await startAlertBot(lifecycle);
    const requestsOfAccount = () => server().requests.filter((r) => r.apiKey === apiKey);

    // nothing read yet, nothing linked: the Home says so and what to do
    await b.agent.openHome({ userId: ALICE });
    await until(() => b.slack.views.home(ALICE) !== undefined, 3000, 'the Home of alice');
    expect(homeText(b.slack.views.home(ALICE))).toContain('Nessuna lettura recente delle code');
    expect(homeText(b.slack.views.home(ALICE))).toContain('/pbx link');
    expect(requestsOfAccount()).toHaveLength(0);

    await b.agent.openHome({ userId: BOB });
    await until(() => b.slack.views.home(BOB) !== undefined, 3000, 'the Home of bob');
    // bob looked long ago: he is no longer a recent viewer
    const keys = new HomeKeys(b.keyPrefix);
    await redis.zadd(keys.viewers('main'), Date.now() - 60 * 60_000, `T0SANDBOX|${BOB}`);
    const bobBefore = publishes(b, BOB);

    // a rule makes the alerts read the queues; a caller waits in assistenza
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '3471234567',
      caller_name: 'Mario Rossi',
    });
    await addRule(b, 'C0HOME001', 'assistenza waiting>=1');
    await until(
      () => homeText(b.slack.views.home(ALICE)).includes('1 chiamante in attesa'),
      5000,
      'the Home to show the caller',
    );
    const shown = homeText(b.slack.views.home(ALICE));
    expect(shown).toContain('*assistenza*');
    expect(shown).toContain('Dati aggiornati alle');
    // the open card of the rule is listed
    await until(
      () => homeText(b.slack.views.home(ALICE)).includes('<#C0HOME001>'),
      5000,
      'the open alert on the Home',
    );

    // from here on: five more users open the Home while the samples keep coming; bob's Home is left alone
    const okPolls = async () => {
      const text = await b.bots[0]!.metrics.registry.getSingleMetricAsString(
        'centralino_bot_alert_polls_total',
      );
      return [...text.matchAll(/outcome="ok"[^}]*} (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    };
    // the alerts' profile learning reads the history once (its own reads, on their budget): left out here
    const liveReads = () => requestsOfAccount().filter((r) => !r.path.startsWith('/v1/calls/in/'));
    const readsBefore = liveReads().length;
    const pollsBefore = await okPolls();
    for (const user of ['U0CARLA03', 'U0DARIO04', 'U0ELENA05', 'U0FABIO06', 'U0GINA007']) {
      await b.agent.openHome({ userId: user });
    }
    await sleep(2500);
    await until(
      async () => liveReads().length - readsBefore === (await okPolls()) - pollsBefore,
      2000,
      'reads = polls',
    );
    const window = liveReads().slice(readsBefore);
    expect(window.length).toBeGreaterThan(0);
    expect(new Set(window.map((r) => r.path))).toEqual(new Set(['/v1/queue/live']));
    expect(publishes(b, BOB)).toBe(bobBefore);
    expect(b.slack.views.home('U0GINA007')).toBeDefined();
  }, 30_000);

  it('an unchanged view is not published again; a changed one is', async () => {
    const { context, bot: b } = await startAlertBot(lifecycle);
    await b.agent.openHome({ userId: ALICE });
    await until(() => b.slack.views.home(ALICE) !== undefined, 3000, 'the Home');
    await addRule(b, 'C0HOME002', 'vendite waiting>=5');
    await until(
      () => homeText(b.slack.views.home(ALICE)).includes('*vendite*'),
      5000,
      'the queues on the Home',
    );
    await server().admin('POST', `/_sim/${context}/queues/vendite/callers`, { caller_number: '0612345678' });
    await until(
      () => homeText(b.slack.views.home(ALICE)).includes('1 chiamante in attesa'),
      5000,
      'the caller on the Home',
    );
    const published = publishes(b, ALICE);
    // the samples keep coming every second; what alice sees changes only with the read time and the wait
    await sleep(3000);
    const later = publishes(b, ALICE);
    expect(later).toBeGreaterThan(published);
    // no two consecutive publishes carry the same view
    const views = b.slack.calls
      .filter((c) => c.method === 'views.publish' && c.args.user_id === ALICE)
      .map((c) => JSON.stringify((c.args.view as { blocks: unknown }).blocks));
    for (let i = 1; i < views.length; i++) expect(views[i]).not.toBe(views[i - 1]);
  }, 30_000);

  it('a queue’s "Dettaglio" opens it from the same sample; "Condividi" posts it in the channel chosen, with who shared it', async () => {
    const { context, apiKey, bot: b } = await startAlertBot(lifecycle);
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '3471234567',
      caller_name: 'Mario Rossi',
    });
    await addRule(b, 'C0HOME003', 'assistenza waiting>=1');
    await b.agent.openHome({ userId: ALICE });
    await until(
      () => homeText(b.slack.views.home(ALICE)).includes('1 chiamante in attesa'),
      5000,
      'the caller on the Home',
    );
    const reads = server().requests.filter((r) => r.apiKey === apiKey).length;
    await b.agent.clickButton({
      target: b.slack.views.home(ALICE)!,
      actionId: 'home_queue_detail',
      value: 'assistenza',
    });
    await until(() => b.slack.views.current(ALICE) !== undefined, 3000, 'the detail modal');
    const modal = b.slack.views.current(ALICE)!;
    expect(homeText(modal)).toContain('3471234567 (Mario Rossi)');
    expect(homeText(modal)).toContain('Condividi in un canale');

    // the channel is required: Slack does not send the form without it
    const empty = await b.agent.submitView({ view: modal });
    expect(empty.sent).toBe(false);
    const shared = await b.agent.submitView({
      view: modal,
      values: { 'home_share_channel.channel': 'C0HOME004' },
    });
    expect(shared.status).toBe(200);
    const post = b.slack.messages.messages('C0HOME004').at(-1);
    expect(post && JSON.stringify(post.blocks)).toContain(`Condiviso da <@${ALICE}>`);
    expect(post && JSON.stringify(post.blocks)).toContain('3471234567');
    // neither the detail nor the share read the PBX: only the alerts' polls did, if any, meanwhile
    const later = server()
      .requests.filter((r) => r.apiKey === apiKey)
      .slice(reads);
    expect(later.every((r) => r.path === '/v1/queue/live' || r.path.startsWith('/v1/calls/in/'))).toBe(true);
  }, 30_000);

  it('Slack’s 429 on views.publish holds every Home of the workspace until Retry-After, then the latest view arrives', async () => {
    const { context, bot: b } = await startAlertBot(lifecycle);
    await b.agent.openHome({ userId: ALICE });
    await until(() => b.slack.views.home(ALICE) !== undefined, 3000, 'the Home');
    await addRule(b, 'C0HOME005', 'vendite waiting>=5');
    await until(
      () => homeText(b.slack.views.home(ALICE)).includes('*vendite*'),
      5000,
      'the queues on the Home',
    );
    const mark = b.slack.calls.length;
    b.slack.forceRateLimit('views.publish', 1, 2);
    await server().admin('POST', `/_sim/${context}/queues/vendite/callers`, { caller_number: '0612345678' });
    await until(
      () => b.slack.calls.slice(mark).some((c) => c.method === 'views.publish' && c.status === 429),
      5000,
      'the 429',
    );
    const refusedAt = Date.now();
    await until(
      () => homeText(b.slack.views.home(ALICE)).includes('1 chiamante in attesa'),
      8000,
      'the Home after the hold',
    );
    // nothing was sent during the 2 s hold, and no storm after it
    const calls = b.slack.calls.slice(mark).filter((c) => c.method === 'views.publish');
    const firstRefused = calls.findIndex((c) => c.status === 429);
    const during = calls.slice(firstRefused + 1).filter((c) => c.at < refusedAt + 1900);
    expect(during).toHaveLength(0);
    expect(calls.filter((c) => c.status === 429)).toHaveLength(1);
  }, 30_000);
});
