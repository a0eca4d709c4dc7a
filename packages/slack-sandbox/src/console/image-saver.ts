import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SlackActivity } from '../fake/activity.js';
import type { FileStore } from '../fake/file-store.js';

/** The `slack_file` ids of a message's image blocks. */
function imageFileIds(blocks: readonly unknown[] | undefined): string[] {
  return (blocks ?? []).flatMap((block) => {
    const b = block as { type?: unknown; slack_file?: { id?: unknown } } | null;
    return b?.type === 'image' && typeof b.slack_file?.id === 'string' ? [b.slack_file.id] : [];
  });
}

/** The blocks an activity shows (a message or ephemeral posted or edited). */
function shownBlocks(activity: SlackActivity): readonly unknown[] | undefined {
  switch (activity.type) {
    case 'message_posted':
    case 'message_updated':
      return activity.message.blocks;
    case 'ephemeral_posted':
    case 'ephemeral_updated':
      return activity.ephemeral.blocks;
    default:
      return undefined;
  }
}

/**
 * Saves the picture of every image block the console shows (a file uploaded to the stand-in) as
 * `<dir>/<file id>.png`, once per file; the directory is made on the first picture (a fresh temporary one unless
 * given).
 */
export class ImageSaver {
  readonly #saved = new Set<string>();
  #dir: string | undefined;

  constructor(
    private readonly files: FileStore,
    private readonly dirOption?: string,
  ) {}

  /** Paths newly written for the activity's images. */
  save(activity: SlackActivity): string[] {
    const paths: string[] = [];
    for (const id of imageFileIds(shownBlocks(activity))) {
      const file = this.files.shown(id);
      if (!file?.bytes || this.#saved.has(id)) continue;
      this.#saved.add(id);
      const path = join(this.#directory(), `${id}.${file.name.split('.').pop() || 'png'}`);
      writeFileSync(path, file.bytes);
      paths.push(path);
    }
    return paths;
  }

  #directory(): string {
    if (this.#dir) return this.#dir;
    if (this.dirOption) mkdirSync(this.dirOption, { recursive: true });
    this.#dir = this.dirOption ?? mkdtempSync(join(tmpdir(), 'slack-console-images-'));
    return this.#dir;
  }
}
