import type { ServerResponse } from 'node:http';
import type { Clock } from '../clock/clock.js';
import { sendText } from './http-io.js';

/** A file uploaded through `files.getUploadURLExternal` → upload URL → `files.completeUploadExternal`. */
export interface StoredFile {
  readonly id: string;
  readonly name: string;
  /** The length announced when the upload URL was asked for. */
  readonly length: number;
  readonly altText?: string;
  title?: string;
  /** The bytes received at the upload URL (`undefined` until then). */
  bytes?: Buffer;
  /** Completed: the file exists for Slack (image blocks may show it). */
  completed: boolean;
  /** Channels it was shared to on completion. */
  readonly channels: string[];
  readonly createdAt: number;
}

/** The files of the fake workspace, by id (`F…`). */
export class FileStore {
  readonly #files = new Map<string, StoredFile>();
  #next = 1;

  constructor(private readonly now: Clock) {}

  /** Step 1: a file id waiting for its bytes. */
  reserve(input: { name: string; length: number; altText?: string }): StoredFile {
    const id = `F${String(this.#next++).padStart(9, '0')}`;
    const file: StoredFile = {
      id,
      name: input.name,
      length: input.length,
      ...(input.altText ? { altText: input.altText } : {}),
      completed: false,
      channels: [],
      createdAt: this.now(),
    };
    this.#files.set(id, file);
    return file;
  }

  /** Step 2: the bytes POSTed to the upload URL. Refused once completed, or when the length differs. */
  receive(id: string, bytes: Buffer): 'ok' | 'not_found' | 'length_mismatch' {
    const file = this.#files.get(id);
    if (!file || file.completed) return 'not_found';
    if (bytes.length !== file.length) return 'length_mismatch';
    file.bytes = bytes;
    return 'ok';
  }

  /** A file by id (completed or not). */
  get(id: string): StoredFile | undefined {
    return this.#files.get(id);
  }

  /** A file an image block may show: completed, with its bytes. */
  shown(id: string): StoredFile | undefined {
    const file = this.#files.get(id);
    return file?.completed && file.bytes ? file : undefined;
  }

  /** Every file, oldest first. */
  all(): StoredFile[] {
    return [...this.#files.values()];
  }
}

/** The file id at the end of an upload URL path (`/upload/F000000001`). */
export function uploadPathId(pathname: string): string | undefined {
  return /^\/upload\/(F\d+)$/.exec(pathname)?.[1];
}

/** Extracts the file's bytes from an upload request: raw bytes, or the file part of a multipart form. */
export async function uploadedBytes(raw: Buffer, contentType: string | undefined): Promise<Buffer> {
  if (!(contentType ?? '').toLowerCase().startsWith('multipart/form-data')) return raw;
  const form = await new Response(new Uint8Array(raw), {
    headers: { 'content-type': contentType! },
  }).formData();
  for (const value of form.values()) {
    if (typeof value !== 'string') return Buffer.from(await value.arrayBuffer());
  }
  return Buffer.alloc(0);
}

/** Answers a POST to an upload URL as Slack does: `OK - <bytes>`, or 400 for an unknown file or a wrong length. */
export function receiveUpload(files: FileStore, id: string, bytes: Buffer, res: ServerResponse): void {
  const outcome = files.receive(id, bytes);
  sendText(res, outcome === 'ok' ? 200 : 400, outcome === 'ok' ? `OK - ${bytes.length}` : outcome);
}
