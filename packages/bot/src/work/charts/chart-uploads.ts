import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { SlackClients, WorkspaceRef } from '../../slack/slack-clients.js';

declare module '../operations/operation-context.js' {
  interface FeatureServices {
    /** Uploads chart pictures and remembers their files (absent: a summary goes without its picture). */
    charts?: ChartUploads;
  }
}

/** How long an uploaded chart's file id is remembered for its content and workspace. */
export const CHART_FILE_TTL_SECONDS = 30 * 86_400;

/** A chart to show in a message (a channel post, or a private answer in a channel). */
export interface ChartUpload {
  workspace: WorkspaceRef;
  /** Where the message shows it: which workspace holds the file (it is never shared to the channel). */
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
 * `files.completeUploadExternal` with no channel) with the client of `SlackClients`: the file is the bot's and
 * is shared nowhere, so it appears only where a message shows it in an image block (`slack_file`) — a private
 * answer stays private, a channel post appears once (a file completed with `channel_id` is a message of its own).
 * The file id is remembered by content hash and workspace in Redis, so the same picture asked again is shown
 * from the same file (no second upload, whichever process asks).
 * @see https://docs.slack.dev/reference/methods/files.completeUploadExternal
 */
export class ChartUploads {
  constructor(
    private readonly deps: { redis: RedisClient; prefix: string; slackClients: SlackClients; logger: Logger },
  ) {}

  /** A file belongs to one workspace: its team when known, else the channel (a channel is in one workspace). */
  #key(hash: string, chart: ChartUpload): string {
    const where = chart.workspace.teamId ? `T:${chart.workspace.teamId}` : `C:${chart.channelId}`;
    return `${this.deps.prefix}:chart-file:${hash}:${where}`;
  }

  /** The file id of this picture in the workspace: the one uploaded before, or a new (unshared) upload. */
  async fileFor(chart: ChartUpload): Promise<string> {
    const key = this.#key(chartHash(chart.png), chart);
    const known = await this.deps.redis.get(key);
    if (known) return known;
    const web = await this.deps.slackClients.client(
      { ...chart.workspace, channelId: chart.channelId },
      'reply',
    );
    // no channel_id: completing with one would post the file in the channel as a message of its own
    const res = (await web.files.uploadV2({
      file: chart.png,
      filename: chart.filename,
      title: chart.title,
      alt_text: chart.altText.slice(0, 1000),
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
