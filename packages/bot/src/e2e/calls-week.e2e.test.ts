import { expect, it } from 'vitest';
import { daysAfter, richAccount, todayInRome } from './e2e-fixture.js';
import { blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

/*
 * `/calls settimana`: the exchange lists one day at a time, so the bot reads the last seven days one by one (each
 * cached, shared with `/calls <day>`), shows the newest calls with their buttons, every day's count and the
 * week's total — which must equal what the exchange counts day by day. A call eight days old is not in it.
 */
const lifecycle = e2eLifecycle();

const inbound = (date: string, time: string, caller: string) => ({
  direction: 'inbound' as const,
  calldate: `${date} ${time}`,
  caller_number: caller,
  destination: '0287654321',
  status: 'answered' as const,
  total_duration: 60,
});

it('/calls settimana reads seven days, one request a day, and its figures are the exchange’s', async () => {
  const today = todayInRome();
  const server = lifecycle.server();
  const { apiKey } = await server.createAccount(
    richAccount({
      limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
      calls: [
        // yesterday, not today: a call of today could lie in the future when the test runs right after midnight
        inbound(daysAfter(today, -1), '23:59:50', '3330000001'),
        inbound(daysAfter(today, -2), '10:00:00', '3330000002'),
        inbound(daysAfter(today, -2), '11:00:00', '3330000003'),
        inbound(daysAfter(today, -6), '09:00:00', '3330000004'),
        inbound(daysAfter(today, -8), '09:00:00', '3339999999'),
      ],
    }),
  );
  const b = await lifecycle.startBot({ accounts: [{ id: 'main', apiKey, perMinute: 1000 }] });
  const reads = () =>
    server.requests.filter(
      (r) => r.apiKey === apiKey && r.method === 'GET' && r.path.startsWith('/v1/calls/in'),
    );

  const answer = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/calls', text: 'settimana' }),
  );
  const shown = `${textOf(answer)}\n${blocksText(answer)}`;
  expect(shown).toContain('Chiamate ricevute — ultimi 7 giorni');
  expect(shown).toContain('4 chiamate negli ultimi 7 giorni');
  for (const caller of ['3330000001', '3330000002', '3330000003', '3330000004'])
    expect(shown).toContain(caller);
  expect(shown).not.toContain('3339999999');
  expect(reads()).toHaveLength(7);

  // the week's figure is the sum of the exchange's own counts, day by day
  let total = 0;
  for (let back = 0; back < 7; back++) {
    const res = await fetch(`${server.url}/v1/calls/in/${daysAfter(today, -back)}?limit=1`, {
      headers: { 'x-api-key': apiKey },
    });
    const day = (await res.json()) as { pagination: { total_calls: number } };
    total += day.pagination.total_calls;
  }
  expect(total).toBe(4);

  // asked again at once: every day comes from the cache, no request reaches the exchange
  const before = reads().length;
  const again = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/calls', text: 'ultima settimana' }),
  );
  expect(blocksText(again)).toContain('4 chiamate negli ultimi 7 giorni');
  expect(reads().length - before).toBe(0);

  // a month is refused with what to type; nothing is read
  const month = await b.agent.sendCommand({ command: '/calls', text: 'mese' });
  expect(JSON.stringify(month.json)).toContain('calls settimana');
  expect(reads().length - before).toBe(0);
}, 30_000);
