import type { InboundCall } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { busyDay } from '../work/charts/call-figures.fixture.js';
import { dayStats } from '../work/charts/call-figures.js';
import { chartSpec } from '../work/charts/chart-spec.js';
import { pngSize } from '../work/charts/png-size.js';
import { renderPng } from '../work/charts/render-png.js';
import { daysAfter, richAccount, todayInRome } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();

/** A busy day yesterday (600 inbound calls: two pages of the history) on the rich account. */
async function startOnBusyYesterday() {
  const yesterday = daysAfter(todayInRome(), -1);
  const calls = busyDay(yesterday, 600, 11).map((r) => ({
    direction: 'inbound' as const,
    calldate: r.calldate,
    caller_number: `333${String(r.id).padStart(7, '0')}`,
    destination: '0287654321',
    status: r.status,
    total_duration: r.total_duration,
  }));
  const { apiKey } = await lifecycle.server().createAccount(richAccount({ calls }));
  const bot = await lifecycle.startBot({ accounts: [{ id: 'main', apiKey }] });
  return { bot, apiKey, yesterday };
}

/** Every inbound record of `date`, read straight from the API (not through the bot). */
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

async function ask(bot: BotUnderTest, text: string) {
  const sent = await bot.agent.sendCommand({ command: '/queue', text });
  expect(sent.status).toBe(200);
  return waitForAnswer(bot.slack, sent, 15_000);
}

const it2 = (n: number) => new Intl.NumberFormat('it-IT').format(n);

describe('/queue stats', () => {
  it('answers a picture the stand-in holds and figures equal to the history; the same data reuses the file', async () => {
    const { bot, apiKey, yesterday } = await startOnBusyYesterday();
    const answer = await ask(bot, 'stats ieri');
    const image = (answer.payload.blocks as { type: string; slack_file?: { id: string } }[]).find(
      (b) => b.type === 'image',
    );
    expect(image?.slack_file?.id).toMatch(/^F/);
    const file = bot.slack.files.get(image!.slack_file!.id)!;
    expect(file.completed).toBe(true);
    const size = pngSize(file.bytes!);
    expect(size.width).toBeGreaterThan(1200);
    expect(size.height).toBeGreaterThan(700);
    expect(file.bytes!.length).toBeLessThan(150 * 1024);

    // the figures, counted here from the API's own answer
    const calls = await history(apiKey, yesterday);
    expect(calls).toHaveLength(600);
    const count = (s: string) => calls.filter((c) => c.status === s).length;
    const abandonedWaits = calls.filter((c) => c.status === 'abandoned').map((c) => c.total_duration);
    const longest = Math.max(...abandonedWaits);
    const text = textOf(answer);
    expect(text).toContain(
      `${it2(600)} entrate, ${it2(count('answered'))} risposte, ${it2(count('abandoned'))} abbandonate`,
    );
    expect(text).toContain(`${it2(count('not_answered'))} senza risposta`);
    const rate = Math.round((count('answered') / (count('answered') + count('abandoned'))) * 1000) / 10;
    expect(text).toContain(`in coda ${new Intl.NumberFormat('it-IT').format(rate)}%`);
    expect(text).toContain(
      `massima ${Math.floor(longest / 60)}:${String(longest % 60).padStart(2, '0')} min`,
    );
    const perHour = new Map<string, number>();
    for (const c of calls)
      perHour.set(c.calldate.slice(11, 13), (perHour.get(c.calldate.slice(11, 13)) ?? 0) + 1);
    const peak = Math.max(...perHour.values());
    const peakHour = [...perHour.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .find(([, n]) => n === peak)![0];
    expect(text).toContain(
      `punta ${peakHour}–${String(Number(peakHour) + 1).padStart(2, '0')} (${peak} chiamate)`,
    );
    expect(blocksText(answer)).toContain(
      `Statistiche chiamate · ${yesterday.split('-').reverse().join('/')}`,
    );
    // the picture is the chart of the API's history, byte for byte
    expect(file.bytes!.equals(await renderPng(chartSpec(dayStats(calls, yesterday), 'it')))).toBe(true);

    // the same question again: the same picture, the same file, no second upload
    const again = await ask(bot, 'stats ieri');
    const second = (again.payload.blocks as { type: string; slack_file?: { id: string } }[]).find(
      (b) => b.type === 'image',
    );
    expect(second?.slack_file?.id).toBe(image!.slack_file!.id);
    expect(bot.slack.callsOf('files.getUploadURLExternal')).toHaveLength(1);
    expect(bot.slack.callsOf('files.completeUploadExternal')).toHaveLength(1);

    // the last seven days: yesterday's calls only (today's are not part of them)
    const week = await ask(bot, 'stats settimana');
    expect(textOf(week)).toContain(`${it2(600)} entrate`);
    expect((week.payload.blocks as { type: string }[]).some((b) => b.type === 'image')).toBe(true);
  }, 60_000);

  it('still gives the summary when the upload fails, and logs the failure once', async () => {
    const { bot } = await startOnBusyYesterday();
    bot.slack.forceError('files.completeUploadExternal', 'internal_error');
    const answer = await ask(bot, 'stats ieri');
    expect(textOf(answer)).toContain('600 entrate');
    expect(blocksText(answer)).toContain('Il grafico non è disponibile');
    expect(bot.logs.filter((l) => l.includes('chart not shown'))).toHaveLength(1);
  }, 20_000);

  it('names the queues for an unknown one; a known one gets the whole account’s chart, saying why', async () => {
    const { bot } = await startOnBusyYesterday();
    const unknown = await ask(bot, 'stats nessuna');
    expect(blocksText(unknown)).toContain('assistenza');
    expect(blocksText(unknown)).toContain('vendite');
    const known = await ask(bot, 'stats assistenza ieri');
    expect(blocksText(known)).toContain(
      'Lo storico delle chiamate non dice in quale coda è passata una chiamata: grafico e cifre sono dell’intero account, non solo di *assistenza*.',
    );
    // the same answer as `/queue stats ieri`: the account's chart and figures
    expect(textOf(known)).toContain('600 entrate');
    const image = (known.payload.blocks as { type: string; slack_file?: { id: string } }[]).find(
      (b) => b.type === 'image',
    );
    expect(bot.slack.files.get(image?.slack_file?.id ?? '')?.completed).toBe(true);
  }, 60_000);

  it('refuses a day in the future with the reason', async () => {
    const { bot } = await startOnBusyYesterday();
    const tomorrow = daysAfter(todayInRome(), 1).split('-').reverse().join('/');
    const sent = await bot.agent.sendCommand({ command: '/queue', text: `stats ${tomorrow}` });
    expect(JSON.stringify(sent.json)).toContain('è nel futuro: scegli oggi o un giorno passato');
  }, 20_000);
});
