import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { richAccount } from '../e2e-fixture.js';
import { METRICS_TOKEN, type PbxServer, SIGNING_SECRET, startPbxServer } from '../e2e-harness.js';
import { CLIENT_SECRET, type InstallableBot, STATE_SECRET } from '../install-e2e-kit.js';
import { connectFromSlack, memberRuns, startTenantBot } from './connected-tenant-kit.js';

/*
 * Issue 29, item 4: at debug level @slack/web-api logs each request body as a string, and the OAuth exchange's
 * body carries the client secret (and the code, and the refresh token). Whoever reads the logs (a log service,
 * a support engineer) must not get a secret of the deployment or of a tenant.
 */

const TEAM = 'T0ACME001';
let server: PbxServer;
let bot: InstallableBot | undefined;

beforeAll(async () => {
  server = await startPbxServer();
}, 30_000);
afterAll(() => server.close());
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/** Everything written to the console and the process's streams from now until `stop()`, beside the bot's logs. */
function captureOutput(): { text(): string; stop(): void } {
  const seen: string[] = [];
  const restore: (() => void)[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      seen.push(String(chunk));
      return (write as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof stream.write;
    restore.push(() => {
      stream.write = write;
    });
  }
  for (const method of ['debug', 'info', 'log', 'warn', 'error', 'trace'] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      seen.push(args.map(String).join(' '));
    };
    restore.push(() => {
      console[method] = original;
    });
  }
  return {
    text: () => seen.join('\n'),
    stop: () => {
      for (const r of restore.splice(0)) r();
    },
  };
}

it('a debug-level run through install, connect, commands and token rotation logs no secret', async () => {
  const { apiKey } = await server.createAccount(richAccount());
  const encryptionKey = randomBytes(32);
  const output = captureOutput();
  try {
    // tokens that last 5 minutes: every use refreshes them (rotation), each refresh a new refresh token
    const b = await startTenantBot({
      server,
      teamId: TEAM,
      encryptionKey,
      tokenExpiresInSeconds: 300,
      logLevel: 'debug',
    });
    bot = b;
    expect(await connectFromSlack(b, TEAM, server.url, apiKey)).toContain('collegato');
    expect(await memberRuns(b, TEAM, '/queue')).toContain('assistenza');
    expect(await memberRuns(b, TEAM, '/ext', '201')).toContain('201');
    await memberRuns(b, TEAM, '/pbx', 'account');
    const home = await b.agent().openHome({ teamId: TEAM, userId: 'U0BOB0001' });
    expect(home.status).toBe(200);
    await b.slack.waitFor((x) => x.type === 'api_call' && x.call.method === 'views.publish', {
      timeoutMs: 10_000,
    });
    expect(b.slack.oauth.refreshCount).toBeGreaterThan(0);
    const scraped = await fetch(`${b.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.status).toBe(200);

    const exchanges = b.slack.callsOf('oauth.v2.access').map((c) => c.args as Record<string, unknown>);
    const refreshTokens = exchanges
      .map((a) => a.refresh_token)
      .filter((t): t is string => typeof t === 'string');
    const installed = await b.bots[0]!.installations!.find({
      teamId: TEAM,
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    const secrets: Record<string, string[]> = {
      'client secret': [CLIENT_SECRET],
      'signing secret': [SIGNING_SECRET],
      'state secret': [STATE_SECRET],
      'metrics token': [METRICS_TOKEN],
      'OAuth code': [b.installCode],
      'bot tokens': b.slack.oauth.tokensOf(TEAM).map((g) => g.token),
      'refresh tokens': [...refreshTokens, installed?.bot?.refreshToken ?? ''],
      'PBX API key': [apiKey],
      'encryption key': [encryptionKey.toString('base64'), encryptionKey.toString('hex')],
    };
    expect(refreshTokens.length).toBeGreaterThan(0);
    expect(secrets['bot tokens']!.length).toBeGreaterThan(1);

    output.stop();
    const written = `${b.logs.join('')}\n${output.text()}`;
    // the run did log at debug level, request bodies of the OAuth exchange included
    expect(b.logs.some((line) => line.includes('"level":20'))).toBe(true);
    expect(written).toMatch(/oauth\.v2\.access/);
    const leaked = Object.entries(secrets).flatMap(([name, values]) =>
      values.filter((v) => v.length > 0 && written.includes(v)).map(() => name),
    );
    expect([...new Set(leaked)]).toEqual([]);
  } finally {
    output.stop();
  }
}, 90_000);
