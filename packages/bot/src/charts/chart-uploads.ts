import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { RedisClient } from '../redis/redis-client.js';
import type { SlackClients, WorkspaceRef } from '../slack/slack-clients.js';

declare module '../operations/operation-context.js' {
  interface FeatureServices {
    /** Uploads chart pictures and remembers their files (absent: a summary goes without its picture). */
    charts?: ChartUploads;
  }
}

/** How long an uploaded chart's file id is remembered for its content and channel. */
export const CHART_FILE_TTL_SECONDS = 30 * 86_400;

/** A chart to show in a channel. */
export interface ChartUpload {
  workspace: WorkspaceRef;
  channelId: string;
  png: Buffer;
  /** The file's name and title in Slack. */
  filename: string;
  title: string;
  altText: string;
}

/** The content hash a chart is known by: the same picture is the same file. */
export function chartHash(png: Uint8Array): string {
  return createHash('sha256').update(png).digest('hex');
}

/**
 * Uploads chart pictures to Slack (`files.uploadV2`: `files.getUploadURLExternal`, the bytes to its URL,
 * `files.completeUploadExternal` sharing it to the channel) with the client of `SlackClients`, and remembers the
 * file id by content hash and channel in Redis, so the same picture asked again is shown from the same file
 * (no second upload, whichever process asks).
 */
export class ChartUploads {
  constructor(
    private readonly deps: { redis: RedisClient; prefix: string; slackClients: SlackClients; logger: Logger },
  ) {}

  #key(hash: string, channelId: string): string {
    return `${this.deps.prefix}:chart-file:${hash}:${channelId}`;
  }

  /** The file id showing this picture in the channel: the one uploaded before, or a new upload. */
  async fileFor(chart: ChartUpload): Promise<string> {
    const key = this.#key(chartHash(chart.png), chart.channelId);
    const known = await this.deps.redis.get(key);
    if (known) return known;
    const web = await this.deps.slackClients.client(chart.workspace, 'reply');
    const res = (await web.files.uploadV2({
      file: chart.png,
      filename: chart.filename,
      title: chart.title,
      alt_text: chart.altText.slice(0, 1000),
      channel_id: chart.channelId,
    })) as { files?: { files?: { id?: string }[] }[] };
    const id = res.files?.[0]?.files?.[0]?.id;
    if (!id) throw new Error('files.uploadV2 answered without a file id');
    await this.deps.redis.set(key, id, 'EX', CHART_FILE_TTL_SECONDS);
    return id;
  }

  /**
   * Logs a chart that could not be drawn or uploaded once per `occasion` (a job's id: its retries and re-runs
   * stay silent), across processes.
   */
  async logFailureOnce(occasion: string, error: unknown, context: Record<string, unknown>): Promise<void> {
    const first = await this.deps.redis
      .set(`${this.deps.prefix}:chart-failed:${occasion}`, '1', 'EX', 86_400, 'NX')
      .catch(() => 'OK');
    if (first === 'OK')
      this.deps.logger.warn({ ...context, err: String(error) }, 'chart not shown: the summary goes alone');
  }
}
