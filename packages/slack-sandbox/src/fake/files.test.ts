import { webApi } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateBlocks } from '../block-kit/validate-blocks.js';
import { FakeSlack } from './fake-slack.js';

let fake: FakeSlack;
beforeEach(async () => {
  fake = await FakeSlack.start({ rateLimits: false });
});
afterEach(async () => {
  await fake.close();
});

const client = () =>
  new webApi.WebClient(fake.botToken, {
    slackApiUrl: fake.apiUrl,
    retryConfig: { retries: 0 },
    logLevel: webApi.LogLevel.ERROR,
  });
const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 0, 255]);
const image = (id: string) => ({ type: 'image', slack_file: { id }, alt_text: 'Chiamate per ora' });

describe('files.uploadV2 against the fake', () => {
  it('keeps the bytes, shares the file to the channel, and lets an image block show it', async () => {
    const web = client();
    const channel = fake.directory.resolveChannel('general')!.id;
    const res = (await web.filesUploadV2({
      file: bytes,
      filename: 'chart.png',
      title: 'Chiamate',
      channel_id: channel,
    })) as { files: { files: { id: string }[] }[] };
    const id = res.files[0]!.files[0]!.id;
    const stored = fake.files.get(id)!;
    expect(stored.bytes?.equals(bytes)).toBe(true);
    expect(stored).toMatchObject({
      completed: true,
      name: 'chart.png',
      title: 'Chiamate',
      channels: [channel],
    });
    expect(fake.messages.messages(channel).at(-1)?.files).toEqual([
      { id, name: 'chart.png', title: 'Chiamate' },
    ]);
    const posted = await web.chat.postMessage({ channel, text: 'x', blocks: [image(id)] as never });
    expect(posted.ok).toBe(true);
    expect(fake.callsOf('files.getUploadURLExternal')).toHaveLength(1);
  });

  it('without channel_id: the file is completed but shared nowhere (no message), and an image block may still show it', async () => {
    const web = client();
    const channel = fake.directory.resolveChannel('general')!.id;
    const res = (await web.filesUploadV2({ file: bytes, filename: 'chart.png', title: 'Chiamate' })) as {
      files: { files: { id: string; channels?: string[] }[] }[];
    };
    const id = res.files[0]!.files[0]!.id;
    expect(fake.files.get(id)).toMatchObject({ completed: true, channels: [] });
    expect(fake.messages.messages(channel)).toHaveLength(0);
    const posted = await web.chat.postMessage({ channel, text: 'x', blocks: [image(id)] as never });
    expect(posted.ok).toBe(true);
    expect(fake.messages.messages(channel)).toHaveLength(1);
  });

  it('refuses an image block naming an unknown or unfinished file', async () => {
    const web = client();
    const reserved = await web.files.getUploadURLExternal({ filename: 'a.png', length: bytes.length });
    await expect(
      web.chat.postMessage({ channel: 'general', text: 'x', blocks: [image(reserved.file_id!)] as never }),
    ).rejects.toThrow(/invalid_blocks/);
    await expect(web.files.completeUploadExternal({ files: [{ id: reserved.file_id! }] })).rejects.toThrow(
      /file_not_found/,
    );
  });

  it('answers an error forced on a method, then works again', async () => {
    const web = client();
    fake.forceError('files.getUploadURLExternal', 'internal_error');
    await expect(web.files.getUploadURLExternal({ filename: 'a.png', length: 3 })).rejects.toThrow(
      /internal_error/,
    );
    expect((await web.files.getUploadURLExternal({ filename: 'a.png', length: 3 })).ok).toBe(true);
  });

  it('refuses bytes of another length than announced', async () => {
    const web = client();
    const reserved = await web.files.getUploadURLExternal({ filename: 'a.png', length: 3 });
    const res = await fetch(reserved.upload_url!, { method: 'POST', body: bytes });
    expect(res.status).toBe(400);
  });
});

describe('image blocks', () => {
  it.each([
    ['by file id', image('F1'), []],
    ['by URL', { type: 'image', image_url: 'https://x.test/a.png', alt_text: 'a' }, []],
    ['without alt text', { type: 'image', slack_file: { id: 'F1' } }, ['missing required field: alt_text']],
    [
      'with both sources',
      { ...image('F1'), image_url: 'https://x.test/a.png' },
      ['must provide exactly one of image_url or slack_file'],
    ],
    [
      'file by id and url',
      { ...image('F1'), slack_file: { id: 'F1', url: 'u' } },
      ['exactly one of id or url'],
    ],
  ] as const)('%s', (_name, block, want) => {
    const errors = validateBlocks([block]);
    expect(errors).toHaveLength(want.length);
    for (const [i, w] of want.entries()) expect(errors[i]).toContain(w);
  });
});
