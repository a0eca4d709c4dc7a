import { randomUUID } from 'node:crypto';
import { FakeSlack } from '@centralino/slack-sandbox';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/ops/logger.js';
import { SingleWorkspaceClients } from '../../slack/slack-clients.js';
import { ChartUploads } from './chart-uploads.js';

let redis: Redis;
let slack: FakeSlack;
let prefix: string;
let logs: string[];
let uploads: ChartUploads;

beforeEach(async () => {
  redis = new Redis('redis://127.0.0.1:6379');
  slack = await FakeSlack.start({ rateLimits: false });
  prefix = `test-${randomUUID()}`;
  logs = [];
  uploads = new ChartUploads({
    redis,
    prefix,
    slackClients: new SingleWorkspaceClients({ botToken: slack.botToken, apiUrl: slack.apiUrl }),
    logger: createLogger({ level: 'info', destination: { write: (line: string) => logs.push(line) } }),
  });
});
afterEach(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await slack.close();
});

const chart = (png: Buffer, channelId: string) => ({
  workspace: {},
  channelId,
  png,
  filename: 'chiamate.png',
  title: 'Chiamate',
  altText: 'Chiamate ricevute',
});

describe('ChartUploads', () => {
  it('uploads a picture once per workspace and shares it nowhere; another picture is another file', async () => {
    const general = slack.directory.resolveChannel('general')!.id;
    const a = Buffer.from('picture a');
    const inTeam = (png: Buffer, channelId: string) => ({
      ...chart(png, channelId),
      workspace: { teamId: 'T0A' },
    });
    const first = await uploads.fileFor(inTeam(a, general));
    expect(await uploads.fileFor(inTeam(Buffer.from('picture a'), 'C0SUPPORT1'))).toBe(first);
    expect(slack.callsOf('files.completeUploadExternal')).toHaveLength(1);
    expect(slack.callsOf('files.completeUploadExternal')[0]?.args.channel_id).toBeUndefined();
    expect(slack.files.get(first)?.bytes?.equals(a)).toBe(true);
    expect(slack.files.get(first)?.completed).toBe(true);
    expect(slack.files.get(first)?.channels).toEqual([]);
    expect(slack.messages.messages(general)).toHaveLength(0);
    const other = await uploads.fileFor(inTeam(Buffer.from('picture b'), general));
    expect(other).not.toBe(first);
    // another workspace holds its own file (a file id of one workspace means nothing in another)
    const elsewhere = await uploads.fileFor({ ...chart(a, general), workspace: { teamId: 'T0B' } });
    expect(elsewhere).not.toBe(first);
    expect(slack.callsOf('files.completeUploadExternal')).toHaveLength(3);
  });

  it('logs a failure once for the same job, again for another', async () => {
    await uploads.logFailureOnce('job-1', new Error('boom'), {});
    await uploads.logFailureOnce('job-1', new Error('boom'), {});
    await uploads.logFailureOnce('job-2', new Error('boom'), {});
    expect(logs.filter((l) => l.includes('chart not shown'))).toHaveLength(2);
  });
});
