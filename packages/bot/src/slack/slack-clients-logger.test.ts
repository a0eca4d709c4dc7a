import { FakeSlack } from '@centralino/slack-sandbox';
import type { webApi } from '@slack/bolt';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { InstallationClients } from '../tenancy/installations/installation-clients.js';
import { SingleWorkspaceClients } from './slack-clients.js';

let slack: FakeSlack;
beforeAll(async () => {
  slack = await FakeSlack.start({ rateLimits: false });
});
afterAll(async () => {
  await slack.close();
});

/** A debug-level pino logger writing into `lines`. */
function capture(lines: string[]) {
  return pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
}

/** Calls the API with the bot token named in the request body too, so a raw log of it would show the token. */
async function callWith(web: webApi.WebClient): Promise<void> {
  await web.apiCall('auth.test', { token: slack.botToken });
}

it.each([
  [
    'one workspace',
    (lines: string[]) =>
      new SingleWorkspaceClients({ botToken: slack.botToken, apiUrl: slack.apiUrl, logger: capture(lines) }),
  ],
  [
    'installations',
    (lines: string[]) =>
      new InstallationClients({
        tokens: { fresh: async () => ({ bot: { token: slack.botToken } }) } as never,
        orgs: { orgOf: async () => undefined } as never,
        teamOfAccount: () => undefined,
        apiUrl: slack.apiUrl,
        logger: capture(lines),
      }),
  ],
] as const)('%s: the Web API clients log through the given logger, tokens redacted', async (_, make) => {
  const lines: string[] = [];
  const clients = make(lines);
  for (const use of ['reply', 'background'] as const) {
    await callWith(await clients.client({ teamId: 'T0SANDBOX' }, use));
  }
  const bolt = lines.filter((l) => l.includes('"component":"bolt"'));
  expect(bolt.some((l) => l.includes('auth.test'))).toBe(true);
  expect(lines.join('\n')).not.toContain(slack.botToken);
});
