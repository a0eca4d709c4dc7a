import { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { REPORT_POST_JOB } from '../feeds/report/report-scheduler.js';
import { busyDay } from '../work/charts/call-figures.fixture.js';
import { daysAfter, richAccount, todayInRome } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, REDIS_URL, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();

/** A busy day yesterday on the rich account (the chart has something to draw). */
async function startOnBusyYesterday(extra: { extraRoles?: ['worker'] } = {}) {
  const yesterday = daysAfter(todayInRome(), -1);
  const calls = busyDay(yesterday, 300, 7).map((r) => ({
    direction: 'inbound' as const,
    calldate: r.calldate,
    caller_number: `333${String(r.id).padStart(7, '0')}`,
    destination: '0287654321',
    status: r.status,
    total_duration: r.total_duration,
  }));
  const { apiKey } = await lifecycle.server().createAccount(richAccount({ calls }));
  return lifecycle.startBot({ accounts: [{ id: 'main', apiKey }], ...extra });
}

const imageFileOf = (blocks: unknown[] | undefined) =>
  (blocks as { type: string; slack_file?: { id: string } }[] | undefined)?.find((b) => b.type === 'image')
    ?.slack_file?.id;

const completions = (bot: BotUnderTest) => bot.slack.callsOf('files.completeUploadExternal');

describe('charts are shown once, where the asker chose (issue 32)', () => {
  it('a private /queue stats answer shows its chart to the asker only: nothing is posted or shared in the channel', async () => {
    const bot = await startOnBusyYesterday();
    const channel = 'C0TRUTH04';
    const sent = await bot.agent.sendCommand({ command: '/queue', text: 'stats ieri', channelId: channel });
    const answer = await waitForAnswer(bot.slack, sent, 45_000);
    expect(answer.payload.response_type).not.toBe('in_channel');
    const fileId = imageFileOf(answer.payload.blocks as unknown[]);
    expect(fileId).toMatch(/^F/);
    const file = bot.slack.files.get(fileId!)!;
    expect(file.completed).toBe(true);
    // uploaded, never shared: no channel named at completion, no message in the channel
    expect(completions(bot)).toHaveLength(1);
    expect(completions(bot)[0]!.args.channel_id).toBeUndefined();
    expect(file.channels).toEqual([]);
    await sleep(500);
    expect(bot.slack.messages.messages(channel)).toHaveLength(0);
  }, 90_000);

  it('a morning report appears once in its channel, with its chart', async () => {
    const bot = await startOnBusyYesterday({ extraRoles: ['worker'] });
    const channel = 'C0TRUTH05';
    const queue = new Queue(`${bot.queueName}-report`, { connection: { url: REDIS_URL } as never });
    try {
      const sent = await bot.agent.sendCommand({
        command: '/queue',
        text: 'report add 8:00',
        channelId: channel,
      });
      const answer = blocksText(await waitForAnswer(bot.slack, sent, 45_000));
      const id = /Report `(m[0-9a-f]{6})` creato/.exec(answer)?.[1];
      expect(id).toBeDefined();
      await queue.add(
        REPORT_POST_JOB,
        { accountId: 'main', ruleId: id, scheduledAt: Date.now() - 60_000 },
        { jobId: 'truth-report' },
      );
      await bot.slack.waitFor(
        (a) =>
          a.type === 'message_posted' &&
          a.message.channel === channel &&
          a.message.text.startsWith('Report di ieri'),
        { timeoutMs: 20_000 },
      );
      await sleep(1000);
      const posts = bot.slack.messages.messages(channel);
      expect(posts).toHaveLength(1);
      const fileId = imageFileOf(posts[0]!.blocks);
      expect(fileId && bot.slack.files.get(fileId)?.bytes?.length).toBeGreaterThan(1000);
    } finally {
      await queue.close();
    }
  }, 90_000);
});
