import { expect, it } from 'vitest';
import { blocksText, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { addMissedRule, noticesOf, startMissedBot, untilEnabled, untilNotice } from './missed-e2e-kit.js';

/*
 * The rules as people write them: a number that is not the account's is refused with the account's numbers;
 * a channel's pause holds its notices (posted when it ends, none lost); a call blocked by a blacklist is no
 * missed call; a removed rule posts nothing more.
 */
const lifecycle = e2eLifecycle();

it('numbers checked against the account, a pause holds notices, a blocked caller is no missed call, remove stops', async () => {
  const CHANNEL = 'C0RULES01';
  const { bot: b, context } = await startMissedBot(lifecycle);
  const server = lifecycle.server();
  const run = async (text: string) => {
    const sent = await b.agent.sendCommand({ command: '/calls', text, channelId: CHANNEL });
    return blocksText(await waitForAnswer(b.slack, sent));
  };

  expect(await run('missed add 06 9999 9999')).toContain(
    "06 9999 9999 non è un numero VoIP dell'account. I numeri sono: 02 8765 4321, 06 1111 1111.",
  );
  const id = await addMissedRule(b, CHANNEL, '02 8765 4321');
  await untilEnabled(b, CHANNEL);
  expect(await run('missed list')).toContain('numeri 02 8765 4321');

  // the pause holds the notice; it is posted when the pause ends
  expect(await run('missed pause 30')).toContain('in pausa per 30 min');
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '3477770007' });
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
  // a caller the blacklist refuses at routing is recorded not_answered with no duration: no notice
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '0899123456' });
  await sleep(2500);
  expect(noticesOf(b, CHANNEL)).toHaveLength(0);
  expect(await run('missed list')).toMatch(
    /in pausa fino alle .*1 da richiamare|1 da richiamare.*in pausa fino alle/s,
  );
  expect(await run('missed pause 0')).toContain('riattivati');
  await untilNotice(b, CHANNEL, (t) => t.includes('347 777 0007'), 'the notice after the pause');

  expect(await run(`missed remove ${id}`)).toContain('eliminato');
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '3478880008' });
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
  await sleep(2500);
  expect(noticesOf(b, CHANNEL)).toHaveLength(1);
  expect(noticesOf(b, CHANNEL).some((n) => n.text.includes('347 888 0008'))).toBe(false);
}, 25_000);
