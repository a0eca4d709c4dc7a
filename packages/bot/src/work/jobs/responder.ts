import { createHash } from 'node:crypto';
import type { types } from '@slack/bolt';
import type { Logger } from 'pino';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { BotKeys } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { WorkspaceWebClient } from '../../slack/permissions.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import type { ReplyTarget } from '../queue/pbx-command.schema.js';

/** Slack's rules for a response_url: at most 5 uses, within 30 minutes. @see library-facts.md "Bolt 5" */
export const RESPONSE_URL_MAX_USES = 5;
export const RESPONSE_URL_TTL_MS = 30 * 60_000;
/** Margin before the 30 minutes, so a slow request does not arrive after expiry. */
const EXPIRY_MARGIN_MS = 60_000;

/** How a message reached the user. */
export type Delivery = 'response_url' | 'chat.postEphemeral' | 'chat.postMessage' | 'failed';

/** What to send. */
export interface OutgoingMessage {
  message: SlackMessage;
  /** Replace the message the response_url belongs to (ephemeral answers of commands and clicked messages). */
  replaceOriginal?: boolean;
  /** Post in the channel for everyone (sharing). */
  inChannel?: boolean;
}

/**
 * Answers users: through the interaction's `response_url` while it may still be used (uses counted in Redis,
 * shared by every process), then through `chat.postEphemeral`, and as a last resort in a direct message.
 * Modals are updated with `views.update`.
 */
export class SlackResponder {
  constructor(
    private readonly deps: {
      redis: RedisClient;
      keys: BotKeys;
      /** One client, or the client of the workspace a job came from (an app installed in many). */
      web: WorkspaceWebClient;
      metrics: BotMetrics;
      logger: Logger;
      fetch?: typeof fetch;
      now?: () => number;
    },
  ) {}

  /** Sends `out` to the user of `target` (a message target) in workspace `teamId`. */
  async send(
    target: Extract<ReplyTarget, { kind: 'message' }>,
    userId: string,
    out: OutgoingMessage,
    teamId?: string,
  ): Promise<Delivery> {
    const web = async () => (typeof this.deps.web === 'function' ? this.deps.web(teamId) : this.deps.web);
    if (target.responseUrl && (await this.#mayUse(target.responseUrl, target.responseUrlIssuedAt))) {
      if (await this.#postResponseUrl(target.responseUrl, out)) return 'response_url';
    }
    if (out.inChannel && target.channelId) {
      return (await this.#api('chat.postMessage', async () =>
        (
          await web()
        ).chat.postMessage({
          channel: target.channelId!,
          text: out.message.text,
          blocks: out.message.blocks,
        }),
      ))
        ? 'chat.postMessage'
        : 'failed';
    }
    if (target.channelId) {
      const ok = await this.#api('chat.postEphemeral', async () =>
        (await web()).chat.postEphemeral({
          channel: target.channelId!,
          user: userId,
          text: out.message.text,
          blocks: out.message.blocks,
        }),
      );
      if (ok) return 'chat.postEphemeral';
    }
    const dm = await this.#api('chat.postMessage', async () =>
      (await web()).chat.postMessage({ channel: userId, text: out.message.text, blocks: out.message.blocks }),
    );
    return dm ? 'chat.postMessage' : 'failed';
  }

  /** Replaces the content of an open modal (in workspace `teamId`). */
  async updateView(viewId: string, view: types.ModalView, teamId?: string): Promise<boolean> {
    return this.#api('views.update', async () => {
      const web = typeof this.deps.web === 'function' ? await this.deps.web(teamId) : this.deps.web;
      return web.views.update({ view_id: viewId, view });
    });
  }

  async #mayUse(url: string, issuedAt: number): Promise<boolean> {
    const now = this.deps.now?.() ?? Date.now();
    if (now - issuedAt > RESPONSE_URL_TTL_MS - EXPIRY_MARGIN_MS) return false;
    const key = this.deps.keys.responseUrl(createHash('sha256').update(url).digest('base64url').slice(0, 32));
    const uses = await this.deps.redis.incr(key);
    if (uses === 1) await this.deps.redis.pexpire(key, RESPONSE_URL_TTL_MS + EXPIRY_MARGIN_MS);
    return uses <= RESPONSE_URL_MAX_USES;
  }

  async #postResponseUrl(url: string, out: OutgoingMessage): Promise<boolean> {
    const body = {
      text: out.message.text,
      blocks: out.message.blocks,
      response_type: out.inChannel ? 'in_channel' : 'ephemeral',
      replace_original: out.replaceOriginal ?? false,
    };
    try {
      const res = await (this.deps.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const detail = await res.text().catch(() => '');
      this.deps.metrics.slackPosts.inc({
        method: 'response_url',
        outcome: res.ok ? 'ok' : String(res.status),
      });
      if (!res.ok)
        this.deps.logger.warn({ status: res.status, detail }, 'response_url refused: falling back');
      return res.ok;
    } catch (err) {
      this.deps.metrics.slackPosts.inc({ method: 'response_url', outcome: 'error' });
      this.deps.logger.warn({ err: String(err) }, 'response_url failed: falling back');
      return false;
    }
  }

  async #api(method: string, call: () => Promise<unknown>): Promise<boolean> {
    try {
      await call();
      this.deps.metrics.slackPosts.inc({ method, outcome: 'ok' });
      return true;
    } catch (err) {
      const code = (err as { data?: { error?: string } }).data?.error ?? (err as Error).message;
      this.deps.metrics.slackPosts.inc({ method, outcome: 'error' });
      this.deps.logger.warn({ method, error: code }, 'Slack API call failed');
      return false;
    }
  }
}
