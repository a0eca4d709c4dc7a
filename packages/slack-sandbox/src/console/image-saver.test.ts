import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SlackActivity } from '../fake/activity.js';
import { FileStore } from '../fake/file-store.js';
import { ImageSaver } from './image-saver.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 9]);

function posted(blocks: unknown[]): SlackActivity {
  return { type: 'ephemeral_posted', ephemeral: { blocks } } as unknown as SlackActivity;
}

describe('ImageSaver', () => {
  it('saves the picture of an image block once, under its file id', () => {
    const files = new FileStore(() => 0);
    const file = files.reserve({ name: 'chart.png', length: png.length });
    files.receive(file.id, png);
    file.completed = true;
    const dir = join(mkdtempSync(join(tmpdir(), 'saver-')), 'images');
    const saver = new ImageSaver(files, dir);
    const image = { type: 'image', slack_file: { id: file.id }, alt_text: 'x' };
    const paths = saver.save(posted([{ type: 'section' }, image]));
    expect(paths).toEqual([join(dir, `${file.id}.png`)]);
    expect(readFileSync(paths[0]!).equals(png)).toBe(true);
    expect(saver.save(posted([image]))).toEqual([]);
  });

  it('skips images by URL and files not completed', () => {
    const files = new FileStore(() => 0);
    const pending = files.reserve({ name: 'a.png', length: 1 });
    const saver = new ImageSaver(files, mkdtempSync(join(tmpdir(), 'saver-')));
    expect(
      saver.save(
        posted([
          { type: 'image', image_url: 'https://x.test/a.png', alt_text: 'a' },
          { type: 'image', slack_file: { id: pending.id }, alt_text: 'b' },
        ]),
      ),
    ).toEqual([]);
  });
});
