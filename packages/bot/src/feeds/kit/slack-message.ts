import type { webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import type { BotMetrics } from '../../core/ops/metrics.js';
import { pacedSlackCall } from '../../slack/paced-call.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import type { SlackSlots } from '../../slack/slack-slots.js';
import type { SlackMessage } from '../../slack/views/blocks.js';

/** What a feed's sender needs to reach Slack: the one Slack-client seam and the channels' shared pace. */
export interface SlackSendDeps {
  slots: SlackSlots;
  slackClients: SlackClients;
  metrics: BotMetrics;
  logger: Logger;
}

/**
 * A feed item's message in one channel of one account's workspace, sent through the workspace's `background`
 * client (a 429 comes back at once) at the channel's pace shared by every feature and process (`pacedSlackCall`:
 * a slot far away or Slack's `Retry-After` throws `SlackWait`, the job comes back then).
 */
export class ChannelMessages {
  private constructor(
    private readonly deps: SlackSendDeps,
    private readonly web: webApi.WebClient,
    readonly channel: string,
  ) {}

  static async of(deps: SlackSendDeps, accountId: string, channel: string): Promise<ChannelMessages> {
    const web = await deps.slackClients.client({ accountId, channelId: channel }, 'background');
    return new ChannelMessages(deps, web, channel);
  }

  /** Posts the message (in a thread: `threadTs`); its `ts`. */
  async post(message: SlackMessage, threadTs?: string): Promise<string | undefined> {
    const { channel, web } = this;
    const res = (await pacedSlackCall(this.deps, channel, 'chat.postMessage', () =>
      web.chat.postMessage({
        channel,
        ...(threadTs ? { thread_ts: threadTs } : {}),
        text: message.text,
        blocks: message.blocks,
      }),
    )) as { ts?: string };
    return res.ts;
  }

  /** Edits the message in place; `gone` when it was deleted in Slack (the item posts it again). */
  async edit(ts: string, message: SlackMessage): Promise<'edited' | 'gone'> {
    const { channel, web } = this;
    try {
      await pacedSlackCall(this.deps, channel, 'chat.update', () =>
        web.chat.update({ channel, ts, text: message.text, blocks: message.blocks }),
      );
      return 'edited';
    } catch (error) {
      if ((error as { slackCode?: string }).slackCode === 'message_not_found') return 'gone';
      throw error;
    }
  }
}
