import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemoScript } from '../cli/run-demo-script.js';
import { demoSlack } from '../runtime/demo-bot-config.js';
import { type RunningDemo, startDemo } from '../runtime/start-demo.js';
import { dayText } from './booking-directive.js';
import { createDemoConsole } from './demo-console.js';

describe('dayText', () => {
  it.each([
    ['the day after today', '2026-03-18', '2026-03-19', 'tomorrow'],
    ['a later day: its weekday', '2026-03-21', '2026-03-23', 'Monday 2026-03-23'],
    ['across a month', '2026-04-30', '2026-05-01', 'tomorrow'],
  ])('%s', (_name, today, date, want) => {
    expect(dayText(date, today)).toBe(want);
  });
});

/** Runs script lines on a console of the demo; what it printed, and the report. */
async function run(demo: RunningDemo, lines: readonly string[]) {
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const console = createDemoConsole(demo, { output, colors: false });
  try {
    const outcome = await runDemoScript(console, lines.join('\n'));
    return { outcome, printed };
  } finally {
    console.close();
  }
}

/** The bot's posts in #appuntamenti, as text. */
const bookingPosts = (demo: RunningDemo): string[] =>
  demo.slack.messages
    .messages(demoSlack.bookingsChannel.id)
    .map((m) => JSON.stringify([m.text, m.blocks ?? null]));

/*
 * `#booking` in the demo console: the exchange's AI phone agent books (the simulator), the exchange delivers its
 * signed webhook to the bot, and the bot posts the notice in #appuntamenti, saying who booked.
 */
describe('#booking in the demo', () => {
  let demo: RunningDemo;
  beforeAll(async () => {
    demo = await startDemo({ port: 0, traffic: false });
  }, 60_000);
  afterAll(async () => {
    await demo?.stop();
  });

  it('the AI agent books; its notice appears in #appuntamenti; the webhooks are connected', async () => {
    const { outcome, printed } = await run(demo, [
      '#booking Anna Verdi',
      '#wait-post Anna Verdi[\\s\\S]*agente AI 20s',
      'channel #appuntamenti',
      '/book notices list',
      '#expect segreto di firma impostato',
    ]);
    expect(outcome.failures, printed).toEqual([]);
    expect(printed).toMatch(
      /The AI agent booked Anna Verdi, consulenza with dott-(bianchi|verdi), (tomorrow|\w+day \d{4}-\d{2}-\d{2}) \d{2}:\d{2}/,
    );
    const notices = bookingPosts(demo).filter((p) => p.includes('Anna Verdi'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Nuovo appuntamento');
    expect(notices[0]).toContain('agente AI');
    // the signing secret is never printed nor logged
    expect(printed).not.toContain('whsec_');
    expect(await readFile(demo.logPath, 'utf8')).not.toContain('whsec_');
  }, 60_000);

  it('a booking the exchange refuses is an error line', async () => {
    const name = 'N'.repeat(121);
    const { outcome } = await run(demo, [`#booking ${name}`]);
    expect(outcome.failures).toEqual([
      expect.stringMatching(/^#booking N+: The exchange refused the booking \(HTTP 400\): .*`name`/),
    ]);
  }, 30_000);
});
