import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EgressAllowance, NO_ALLOWANCE } from '../../pbx/egress/egress-allowance.js';
import { NEUTRAL_FAILURE_MS } from '../../tenancy/accounts/account-probe.js';
import { richAccount } from '../e2e-fixture.js';
import { type PbxServer, startPbxServer, TEST_PBX_ALLOWANCE } from '../e2e-harness.js';
import type { InstallableBot } from '../install-e2e-kit.js';
import { closedPort, connectForm, internalService, startConnectableBot } from './egress-e2e-kit.js';

/* Issue 29: `/pbx connect` is a request the bot makes to any address a hostile workspace admin types. */

const NEUTRAL = "Nessuna risposta dell'API del centralino a questo indirizzo";
/** What the internal services answer: text that must never reach Slack. */
const SECRET_TEXT = 'internal-admin-token-4711';

let server: PbxServer;
let apiKey: string;
let v4: Awaited<ReturnType<typeof internalService>>;
let v6: Awaited<ReturnType<typeof internalService>>;

const answerSecret = (_req: unknown, res: import('node:http').ServerResponse) =>
  res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ error: SECRET_TEXT }));

beforeAll(async () => {
  server = await startPbxServer();
  ({ apiKey } = await server.createAccount(richAccount()));
  v4 = await internalService(answerSecret);
  v6 = await internalService(answerSecret, '::1');
}, 300_000);
afterAll(async () => {
  await Promise.all([v4?.close(), v6?.close(), server?.close()]);
});
afterEach(() => {
  v4.seen.length = 0;
  v6.seen.length = 0;
});

/**
 * One deployment for the tests of a `describe` (a refused check stores nothing, so they do not see each other).
 * Each check is answered {@link NEUTRAL_FAILURE_MS} after it started, whatever refused it: a test submits its
 * URLs at once, each in its own request, and waits that long once.
 */
function sharedBot(allowance: EgressAllowance): () => InstallableBot {
  let bot: InstallableBot | undefined;
  beforeAll(async () => {
    bot = await startConnectableBot(server, allowance);
  }, 300_000);
  afterAll(async () => {
    await bot?.stop();
  });
  return () => {
    if (!bot) throw new Error('the bot is not started yet');
    return bot;
  };
}

describe('/pbx connect with no private host allowed (production)', () => {
  const bot = sharedBot(NO_ALLOWANCE);

  it('refuses every spelling of loopback with the neutral message; the internal service receives nothing', async () => {
    const submit = await connectForm(bot());
    const urls = [
      `http://127.0.0.1:${v4.port}`,
      `http://127.1:${v4.port}`,
      `http://2130706433:${v4.port}`,
      `http://0x7f000001:${v4.port}`,
      `http://localhost:${v4.port}`,
      `http://[::1]:${v6.port}`,
      `http://[::ffff:127.0.0.1]:${v4.port}`,
      // the sandbox exchange itself, with a valid key: on loopback, so refused too
      server.url,
    ];
    const results = await Promise.all(urls.map((url) => submit(url, apiKey)));
    for (const [i, result] of results.entries()) {
      const url = urls[i];
      expect(result.responseAction, url).toBe('errors');
      expect(result.errors?.connect_url, url).toContain(NEUTRAL);
      expect(JSON.stringify(result.errors)).not.toContain(SECRET_TEXT);
    }
    expect(v4.seen).toEqual([]);
    expect(v6.seen).toEqual([]);
    expect(await bot().bots[0]!.accounts.connectedStore!.allIds()).toEqual([]);
  }, 300_000);

  it('a closed port and a listening service get the very same answer', async () => {
    const submit = await connectForm(bot());
    const closedUrl = `http://127.0.0.1:${await closedPort()}`;
    const timed = async (url: string) => {
      const started = performance.now();
      const result = await submit(url, apiKey);
      return { ...result, ms: performance.now() - started };
    };
    const [closed, open] = await Promise.all([timed(closedUrl), timed(`http://127.0.0.1:${v4.port}`)]);
    // neither answers before the neutral instant (a refused address would otherwise be told at once)
    expect(closed.ms).toBeGreaterThanOrEqual(NEUTRAL_FAILURE_MS - 20);
    expect(open.ms).toBeGreaterThanOrEqual(NEUTRAL_FAILURE_MS - 20);
    expect(open.errors).toEqual(closed.errors);
    expect(open.errors?.connect_url).toContain(NEUTRAL);
    expect(v4.seen).toEqual([]);
  }, 300_000);
});

describe('/pbx connect where loopback is allowed (an operator allowance): still no port oracle', () => {
  const bot = sharedBot(TEST_PBX_ALLOWANCE);

  it('a closed port, a foreign service and a redirect get the same answer, with none of the service’s text', async () => {
    const mover = await internalService((_req, res) =>
      res.writeHead(307, { location: `${server.url}/v1/account` }).end(),
    );
    try {
      const submit = await connectForm(bot());
      const closedUrl = `http://127.0.0.1:${await closedPort()}`;
      const answers = await Promise.all([
        submit(closedUrl, apiKey),
        submit(`http://127.0.0.1:${v4.port}`, apiKey),
        submit(`http://127.0.0.1:${mover.port}`, apiKey),
      ]);
      for (const answer of answers) {
        expect(answer.responseAction).toBe('errors');
        expect(answer.errors).toEqual({ connect_url: expect.stringContaining(NEUTRAL) });
      }
      expect(new Set(answers.map((a) => JSON.stringify(a.errors))).size).toBe(1);
      expect(bot().logs.join('\n')).not.toContain(apiKey);
    } finally {
      await mover.close();
    }
  }, 300_000);
});
