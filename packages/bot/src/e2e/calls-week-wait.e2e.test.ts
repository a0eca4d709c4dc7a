import { expect, it } from 'vitest';
import { daysAfter, richAccount, todayInRome } from './e2e-fixture.js';
import { blocksText, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle, fasterClock } from './e2e-lifecycle.js';

/*
 * A week of calls is seven reads; on an account with little budget left they cannot all go at once. The user is
 * told where they are in line and how far the read got; the days read are kept, so when the job's turn comes
 * only the rest is read, and the answer is whole. The server's clock runs 15× faster: its minute lasts 4 s.
 */
const SPEED = 15;
const lifecycle = e2eLifecycle(() => fasterClock(SPEED));

it('a week read that must wait for the account’s budget says how far it got, then answers whole', async () => {
  const today = todayInRome();
  const server = lifecycle.server();
  const { apiKey } = await server.createAccount(
    richAccount({
      limits: { requests_per_minute: 3, requests_per_day: 100_000 },
      calls: [
        {
          direction: 'inbound',
          calldate: `${daysAfter(today, -5)} 10:00:00`,
          caller_number: '3330000005',
          destination: '0287654321',
          status: 'answered',
          total_duration: 60,
        },
      ],
    }),
  );
  const b = await lifecycle.startBot({
    accounts: [{ id: 'main', apiKey, perMinute: 3 }],
    config: {
      limiter: { window_ms: 60_000 / SPEED, guard_ms: 300, command_reserve_per_minute: 0 },
      worker: { concurrency: 20, notify_after_ms: 1000 },
    },
  });
  const sent = await b.agent.sendCommand({ command: '/calls', text: 'settimana' });
  const answer = await waitForAnswer(b.slack, sent, 30_000);
  expect(blocksText(answer)).toContain('1 chiamata negli ultimi 7 giorni');
  const notices = b.slack.responseReplies(sent.responseUrl.id).map((r) => String(r.payload.text ?? ''));
  const progress = notices.filter((text) => /Già fatte \d letture su 7/.test(text));
  expect(progress.length).toBeGreaterThanOrEqual(1);
  expect(progress[0]).toContain('Già fatte 3 letture su 7');
  const reads = server.requests.filter((r) => r.apiKey === apiKey && r.path.startsWith('/v1/calls/in'));
  expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]); // none read twice, no 429
}, 40_000);
