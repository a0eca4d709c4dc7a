import type { InboundCall } from '@centralino/schemas';
import { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { REPORT_POST_JOB } from '../feeds/report/report-scheduler.js';
import { busyDay } from '../work/charts/call-figures.fixture.js';
import { dayStats } from '../work/charts/call-figures.js';
import { dateText } from '../work/charts/chart-texts.js';
import { daysAfter, richAccount, todayInRome } from './e2e-fixture.js';
import { blocksText, REDIS_URL, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const it2 = (n: number) => new Intl.NumberFormat('it-IT').format(n);
const CHANNEL = 'C0REPORT1';

/** Yesterday busy (600 calls), the same weekday a week before quieter (200); two worker processes. */
async function start() {
  const yesterday = daysAfter(todayInRome(), -1);
  const weekBefore = daysAfter(yesterday, -7);
  const inbound = (date: string, n: number, seed: number, from: number) =>
    busyDay(date, n, seed).map((r) => ({
      direction: 'inbound' as const,
      calldate: r.calldate,
      caller_number: `333${String(from + r.id).padStart(7, '0')}`,
      destination: '0287654321',
      status: r.status,
      total_duration: r.total_duration,
    }));
  const calls = [...inbound(yesterday, 600, 11, 0), ...inbound(weekBefore, 200, 5, 100_000)];
  const { apiKey } = await lifecycle.server().createAccount(richAccount({ calls }));
  const bot = await lifecycle.startBot({ accounts: [{ id: 'main', apiKey }], extraRoles: ['worker'] });
  const queue = new Queue(`${bot.queueName}-report`, { connection: { url: REDIS_URL } as never });
  return { bot, apiKey, yesterday, weekBefore, queue };
}

async function history(apiKey: string, date: string): Promise<InboundCall[]> {
  const out: InboundCall[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${lifecycle.server().url}/v1/calls/in/${date}?limit=500&page=${page}`, {
      headers: { 'x-api-key': apiKey },
    });
    const body = (await res.json()) as { data: InboundCall[]; pagination: { total_pages: number } };
    out.push(...body.data);
    if (page >= body.pagination.total_pages) return out;
  }
}

describe('/queue report', () => {
  it('scheduled in the account’s time zone; posted once across two workers, a repeated job and a restart, with yesterday’s figures against last week', async () => {
    const { bot, apiKey, yesterday, weekBefore, queue } = await start();
    try {
      const sent = await bot.agent.sendCommand({
        command: '/queue',
        text: 'report add 8:00 days=lun-ven',
        channelId: CHANNEL,
      });
      const answer = blocksText(await waitForAnswer(bot.slack, sent, 15_000));
      expect(answer).toContain('lun–ven alle 08:00');
      const id = /Report `(m[0-9a-f]{6})` creato/.exec(answer)?.[1];
      expect(id).toBeDefined();
      const scheduler = await queue.getJobScheduler(`report-main-${id}`);
      expect(scheduler).toMatchObject({ pattern: '0 8 * * 1,2,3,4,5', tz: 'Europe/Rome' });

      // the morning's job, and the same occurrence enqueued again (a duplicate), taken by two workers
      const dueAt = Date.now() - 60_000;
      const data = { accountId: 'main', ruleId: id, scheduledAt: dueAt };
      await queue.add(REPORT_POST_JOB, data, { jobId: 'report-a', attempts: 3 });
      await queue.add(REPORT_POST_JOB, data, {
        jobId: 'report-b',
        attempts: 3,
        backoff: { type: 'fixed', delay: 200 },
      });
      const posted = await bot.slack.waitFor(
        (a) =>
          a.type === 'message_posted' &&
          a.message.channel === CHANNEL &&
          a.message.text.startsWith('Report di ieri'),
        { timeoutMs: 20_000 },
      );
      await sleep(1500);
      const reports = bot.slack.messages.messages(CHANNEL).filter((m) => m.text.startsWith('Report di ieri'));
      expect(reports).toHaveLength(1);

      // its figures are the history's, with the change against the same weekday a week before
      const day = dayStats(await history(apiKey, yesterday), yesterday);
      const before = dayStats(await history(apiKey, weekBefore), weekBefore);
      const text = blocksText((posted as { message: { blocks?: unknown[] } }).message as never);
      expect(text).toContain(`*Entrate*\n${it2(day.totals.entered)}`);
      expect(text).toContain(`+${it2(day.totals.entered - before.totals.entered)} rispetto a`);
      expect(text).toContain(`*Abbandonate*\n${it2(day.totals.abandoned)}`);
      expect(text).toContain('Momenti peggiori');
      const image = (reports[0]!.blocks ?? []).find((b) => (b as { type: string }).type === 'image') as
        | { slack_file: { id: string } }
        | undefined;
      expect(image && bot.slack.files.get(image.slack_file.id)?.bytes?.length).toBeGreaterThan(1000);
      // the file is titled as people read a date, with the account
      expect(bot.slack.files.get(image!.slack_file.id)?.title).toBe(
        `Chiamate del ${dateText(yesterday)} — main`,
      );
      expect(text).not.toContain('In ritardo');

      // a restart enqueues the same morning again: nothing more is posted
      await queue.add(REPORT_POST_JOB, data, { jobId: 'report-c' });
      await sleep(2000);
      expect(
        bot.slack.messages.messages(CHANNEL).filter((m) => m.text.startsWith('Report di ieri')),
      ).toHaveLength(1);

      // a morning whose post comes an hour late says so
      await queue.add(REPORT_POST_JOB, { ...data, scheduledAt: dueAt - 86_400_000 }, { jobId: 'report-d' });
      const late = await bot.slack.waitFor(
        (a) =>
          a.type === 'message_posted' &&
          a.message.channel === CHANNEL &&
          blocksText(a.message as never).includes('In ritardo'),
        { timeoutMs: 20_000 },
      );
      expect(blocksText((late as unknown as { message: never }).message)).toContain(
        'il bot non era in funzione',
      );

      const list = await bot.agent.sendCommand({
        command: '/queue',
        text: 'report list',
        channelId: CHANNEL,
      });
      expect(blocksText(await waitForAnswer(bot.slack, list, 15_000))).toContain(
        `\`${id}\` — lun–ven alle 08:00`,
      );
      const removed = await bot.agent.sendCommand({
        command: '/queue',
        text: `report remove ${id}`,
        channelId: CHANNEL,
      });
      expect(blocksText(await waitForAnswer(bot.slack, removed, 15_000))).toContain(
        `Report \`${id}\` rimosso`,
      );
      expect(await queue.getJobScheduler(`report-main-${id}`)).toBeUndefined();
    } finally {
      await queue.close();
    }
  }, 60_000);
});
