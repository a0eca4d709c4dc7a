import { type ButtonRef, findButtons } from '../block-kit/buttons.js';
import { buildViewState, type FieldValue, missingRequiredInputs } from '../block-kit/view-state.js';
import { toApiMessage } from '../fake/api-message.js';
import type { FakeSlack } from '../fake/fake-slack.js';
import type { StoredEphemeral, StoredMessage, StoredView } from '../fake/stored-types.js';
import { defaultChannels, defaultUsers } from '../fake/workspace.js';
import type { CommandResult, InteractionResult, ViewSubmissionResult } from './agent-results.js';
import {
  type ActionContainer,
  buildBlockActionsPayload,
  buildBlockSuggestionPayload,
  buildInputActionPayload,
  buildViewClosedPayload,
  buildViewSubmissionPayload,
  type InteractionActor,
} from './interaction-payloads.js';
import { type AckResponse, postSigned } from './post-signed.js';
import { buildInteractionBody, buildSlashCommandBody } from './slash-command-body.js';
import { applyViewSubmissionAck } from './view-ack.js';

/** Options of {@link SlackUserAgent}. */
export interface SlackUserAgentOptions {
  readonly slack: FakeSlack;
  /** The app's Request URL, e.g. `http://127.0.0.1:3000/slack/events`. */
  readonly requestUrl: string;
  readonly signingSecret: string;
  /** The legacy `token` field Slack still sends. Default `sandbox-verification-token`. */
  readonly verificationToken?: string;
  /** Acting user unless a call says otherwise. Default the first default user (`U0ALICE01`). */
  readonly userId?: string;
  /** Channel of slash commands unless a call says otherwise. Default `C0GENERAL`. */
  readonly channelId?: string;
  /** Slack waits 3000 ms for an ack. */
  readonly ackTimeoutMs?: number;
}

/** Picks a button: by `actionId`, `blockId`, `value` or `label` (all given must match), else the first one. */
export interface ButtonQuery {
  readonly actionId?: string;
  readonly blockId?: string;
  readonly value?: string;
  readonly label?: string;
}

/** The message or modal a button is in. */
export type ButtonTarget = StoredMessage | StoredEphemeral | StoredView;

const actionTs = () => (Date.now() / 1000).toFixed(6);

/**
 * Drives a Slack app the way Slack does on behalf of a user: signed slash commands, button clicks and modal
 * submissions sent to the app's Request URL, with `response_url`s and `trigger_id`s issued by the {@link FakeSlack}.
 * @see https://docs.slack.dev/interactivity/handling-user-interaction
 */
export class SlackUserAgent {
  readonly slack: FakeSlack;
  readonly userId: string;
  readonly channelId: string;
  readonly #options: SlackUserAgentOptions;

  constructor(options: SlackUserAgentOptions) {
    this.#options = options;
    this.slack = options.slack;
    this.userId = options.userId ?? defaultUsers[0]?.id ?? 'U0ALICE01';
    this.channelId = options.channelId ?? defaultChannels[0]?.id ?? 'C0GENERAL';
  }

  /**
   * Sends a slash command. A non-empty ack body is shown like Slack does (ephemeral, or in channel with
   * `response_type: 'in_channel'`); a missing or failed ack shows Slack's "failed with the error" notice.
   * @see https://docs.slack.dev/interactivity/implementing-slash-commands
   */
  async sendCommand(input: {
    command: string;
    text?: string;
    userId?: string;
    channelId?: string;
    teamId?: string;
  }): Promise<CommandResult> {
    const user = this.#user(input.userId);
    const channel = this.#channel(input.channelId ?? this.channelId);
    const command = input.command.startsWith('/') ? input.command : `/${input.command}`;
    const responseUrl = this.slack.issueResponseUrl({ channel: channel.id, user: user.id });
    const triggerId = this.slack.issueTrigger(user.id);
    const mark = this.slack.mark();
    const body = buildSlashCommandBody({
      verificationToken: this.#token,
      teamId: input.teamId ?? this.slack.team.id,
      teamDomain: this.slack.team.domain,
      channelId: channel.id,
      channelName: channel.isIm ? 'directmessage' : channel.name,
      userId: user.id,
      userName: user.name,
      command,
      text: input.text ?? '',
      apiAppId: this.slack.bot.appId,
      responseUrl: responseUrl.url,
      triggerId,
    });
    const ack = await this.#post(body);
    if (ack.status === 200 && ack.body.trim() !== '') {
      this.slack.deliverAckBody(responseUrl.id, ack.json ?? ack.body);
    } else if (ack.status !== 200) {
      const error = ack.timedOut ? 'operation_timeout' : 'dispatch_failed';
      this.slack.messages.postEphemeral(
        { text: `${command} failed with the error "${error}"` },
        { channel: channel.id, user: user.id, source: { via: 'slack' } },
      );
    }
    return { ...ack, responseUrl, triggerId, mark };
  }

  /**
   * Opens the app's Home tab: Slack sends the `app_home_opened` event (Events API, JSON, signed), with the Home
   * view the app last published for the user, if any. Returns the ack (Slack retries events that are not acked).
   * @see https://docs.slack.dev/reference/events/app_home_opened
   */
  async openHome(input: { userId?: string; teamId?: string } = {}): Promise<AckResponse & { mark: number }> {
    const user = this.#user(input.userId);
    const mark = this.slack.mark();
    const home = this.slack.views.home(user.id);
    const now = Date.now() / 1000;
    const body = {
      token: this.#token,
      team_id: input.teamId ?? this.slack.team.id,
      api_app_id: this.slack.bot.appId,
      type: 'event_callback',
      event_id: `Ev${Math.floor(now * 1000)
        .toString(36)
        .toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      event_time: Math.floor(now),
      event: {
        type: 'app_home_opened',
        user: user.id,
        channel: `D${user.id.slice(1)}`,
        tab: 'home',
        event_ts: now.toFixed(6),
        ...(home ? { view: home.view } : {}),
      },
    };
    const ack = await postSigned(this.#options.requestUrl, JSON.stringify(body), {
      signingSecret: this.#options.signingSecret,
      timeoutMs: this.#options.ackTimeoutMs ?? 3000,
      contentType: 'application/json',
    });
    return { ...ack, mark };
  }

  /**
   * Delivers an Events API event (`event_callback`, JSON, signed) from a workspace, e.g. `app_uninstalled` or
   * `tokens_revoked`; `enterpriseId` for an Enterprise Grid org. Returns the ack.
   * @see https://docs.slack.dev/apis/events-api/#callback-field
   */
  async sendEvent(input: {
    event: Record<string, unknown>;
    teamId?: string;
    enterpriseId?: string;
    isEnterpriseInstall?: boolean;
  }): Promise<AckResponse & { mark: number }> {
    const mark = this.slack.mark();
    const now = Date.now() / 1000;
    const body = {
      token: this.#token,
      team_id: input.teamId ?? this.slack.team.id,
      ...(input.enterpriseId ? { enterprise_id: input.enterpriseId } : {}),
      is_enterprise_install: input.isEnterpriseInstall ?? false,
      api_app_id: this.slack.bot.appId,
      type: 'event_callback',
      event_id: `Ev${Math.floor(now * 1000)
        .toString(36)
        .toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      event_time: Math.floor(now),
      event: { event_ts: now.toFixed(6), ...input.event },
    };
    const ack = await postSigned(this.#options.requestUrl, JSON.stringify(body), {
      signingSecret: this.#options.signingSecret,
      timeoutMs: this.#options.ackTimeoutMs ?? 3000,
      contentType: 'application/json',
    });
    return { ...ack, mark };
  }

  /**
   * Clicks a button of a message, ephemeral message or modal (`block_actions`), reading its latest content.
   * @see https://docs.slack.dev/reference/interaction-payloads/block_actions-payload
   */
  async clickButton(
    input: { target: ButtonTarget; userId?: string } & ButtonQuery,
  ): Promise<InteractionResult> {
    const target = this.#latest(input.target);
    const blocks = target.kind === 'view' ? target.view.blocks : (target.blocks ?? []);
    const button = pickButton(findButtons(blocks), input);
    const userId =
      input.userId ??
      (target.kind === 'message' ? this.userId : target.kind === 'view' ? target.userId : target.user);
    const triggerId = this.slack.issueTrigger(userId);
    const mark = this.slack.mark();
    let container: ActionContainer;
    let responseUrl: InteractionResult['responseUrl'];
    if (target.kind === 'view') {
      container = { type: 'view', view: target.view, stateValues: buildViewState(target.view.blocks) };
    } else {
      const ts = target.kind === 'message' ? target.ts : target.messageTs;
      responseUrl = this.slack.issueResponseUrl({
        channel: target.channel,
        user: userId,
        original: { kind: target.kind, channel: target.channel, ts },
      });
      container = {
        type: 'message',
        channel: { id: target.channel, name: this.#channel(target.channel).name },
        messageTs: ts,
        ...(target.threadTs === undefined ? {} : { threadTs: target.threadTs }),
        isEphemeral: target.kind === 'ephemeral',
        ...(target.kind === 'message'
          ? { message: toApiMessage(target, this.slack.team, this.slack.bot) }
          : {}),
        responseUrl: responseUrl.url,
      };
    }
    // a view's buttons are clicked in the workspace the view was opened in
    const teamId = target.kind === 'view' ? (target.view.team_id as string | undefined) : undefined;
    const payload = buildBlockActionsPayload(
      this.#actor(userId, teamId),
      container,
      button,
      triggerId,
      actionTs(),
    );
    const ack = await this.#post(buildInteractionBody(payload));
    return { ...ack, ...(responseUrl ? { responseUrl } : {}), triggerId, mark };
  }

  /**
   * Submits a modal with the given answers (by action_id, block_id or `block_id.action_id`), then applies the
   * ack's `response_action` to the user's modals like the Slack client.
   * @see https://docs.slack.dev/reference/interaction-payloads/view-interactions-payload#view_submission
   */
  async submitView(input: {
    view: StoredView | string;
    values?: Readonly<Record<string, FieldValue>>;
    userId?: string;
    /** The workspace the user submits from. Default the one the view was opened in. */
    teamId?: string;
  }): Promise<ViewSubmissionResult> {
    const stored = this.#openView(input.view);
    const userId = input.userId ?? stored.userId;
    const values = buildViewState(stored.view.blocks, input.values);
    const mark = this.slack.mark();
    const missing = missingRequiredInputs(stored.view.blocks, values);
    if (missing.length > 0) return { status: 0, body: '', timedOut: false, mark, sent: false, missing };
    stored.view = { ...stored.view, state: { values } };
    const payload = buildViewSubmissionPayload(
      this.#actor(userId, input.teamId ?? (stored.view.team_id as string | undefined)),
      stored.view,
      values,
      this.slack.issueTrigger(userId),
    );
    const ack = await this.#post(buildInteractionBody(payload));
    const outcome = ack.status === 200 ? applyViewSubmissionAck(this.slack.views, stored, ack.json) : {};
    return { ...ack, mark, sent: true, missing: [], ...outcome };
  }

  /**
   * Changes an input of a modal whose block has `dispatch_action: true` (picking an option or a date), which Slack
   * reports to the app at once as `block_actions`; `values` is the whole form so far, as for {@link submitView}.
   */
  async changeInput(input: {
    view: StoredView | string;
    blockId: string;
    actionId: string;
    values?: Readonly<Record<string, FieldValue>>;
    userId?: string;
  }): Promise<InteractionResult> {
    const stored = this.#openView(input.view);
    const userId = input.userId ?? stored.userId;
    const values = buildViewState(stored.view.blocks, input.values);
    const triggerId = this.slack.issueTrigger(userId);
    const mark = this.slack.mark();
    stored.view = { ...stored.view, state: { values } };
    const payload = buildInputActionPayload(
      this.#actor(userId),
      stored.view,
      values,
      input,
      triggerId,
      actionTs(),
    );
    const ack = await this.#post(buildInteractionBody(payload));
    return { ...ack, triggerId, mark };
  }

  /**
   * Closes a modal with its Close button: `view_closed` is sent only when the view has `notify_on_close`.
   * @see https://docs.slack.dev/reference/interaction-payloads/view-interactions-payload#view_closed
   */
  async closeView(input: { view: StoredView | string; userId?: string }): Promise<AckResponse | undefined> {
    const stored = this.#openView(input.view);
    let ack: AckResponse | undefined;
    if (stored.view.notify_on_close === true) {
      const payload = buildViewClosedPayload(this.#actor(input.userId ?? stored.userId), stored.view);
      ack = await this.#post(buildInteractionBody(payload));
    }
    if (stored.view.clear_on_close === true) this.slack.views.closeAll(stored.userId);
    else this.slack.views.closeTop(stored.userId);
    return ack;
  }

  /** Asks the app for the options of an external select in a modal (`block_suggestion`); returns the ack body. */
  async sendBlockSuggestion(input: {
    view: StoredView | string;
    actionId: string;
    blockId: string;
    value: string;
  }): Promise<AckResponse> {
    const stored = this.#openView(input.view);
    const payload = buildBlockSuggestionPayload(this.#actor(stored.userId), stored.view, input, input.value);
    return this.#post(buildInteractionBody(payload));
  }

  /** Waits for the first activity a user would see after `result.mark` (a reply, an update, a modal). */
  waitForReply(result: { mark: number }, timeoutMs = 2000) {
    return this.slack.waitFor((a) => a.type !== 'api_call' && a.type !== 'response_url_used', {
      after: result.mark,
      timeoutMs,
    });
  }

  get #token(): string {
    return this.#options.verificationToken ?? 'sandbox-verification-token';
  }

  #post(body: string): Promise<AckResponse> {
    return postSigned(this.#options.requestUrl, body, {
      signingSecret: this.#options.signingSecret,
      timeoutMs: this.#options.ackTimeoutMs ?? 3000,
    });
  }

  #actor(userId: string, teamId?: string): InteractionActor {
    return {
      user: { id: userId, name: this.#user(userId).name },
      team: { id: teamId ?? this.slack.team.id, domain: this.slack.team.domain },
      apiAppId: this.slack.bot.appId,
      verificationToken: this.#token,
    };
  }

  #user(id: string = this.userId) {
    const user = this.slack.directory.user(id);
    if (!user) throw new Error(`Unknown Slack user ${id}`);
    return user;
  }

  #channel(id: string) {
    const channel = this.slack.directory.resolveChannel(id);
    if (!channel) throw new Error(`Unknown Slack channel ${id}`);
    return channel;
  }

  #openView(ref: StoredView | string): StoredView {
    const stored = this.slack.views.find(typeof ref === 'string' ? ref : ref.id);
    if (!stored || stored.closed)
      throw new Error(`View ${typeof ref === 'string' ? ref : ref.id} is not open`);
    return stored;
  }

  #latest(target: ButtonTarget): ButtonTarget {
    const latest =
      target.kind === 'view'
        ? this.slack.views.find(target.id)
        : target.kind === 'message'
          ? this.slack.messages.find(target.channel, target.ts)
          : this.slack.messages.findEphemeral(target.channel, target.messageTs);
    if (!latest || (latest.kind === 'view' && latest.closed))
      throw new ButtonNotFoundError(`The ${target.kind} is gone (deleted or closed)`);
    return latest;
  }
}

/** The button asked for is not on the latest version of its message or modal (it changed since). */
export class ButtonNotFoundError extends Error {
  override readonly name = 'ButtonNotFoundError';
}

function pickButton(buttons: readonly ButtonRef[], query: ButtonQuery): ButtonRef {
  const found = buttons.find(
    (b) =>
      (query.actionId === undefined || b.actionId === query.actionId) &&
      (query.blockId === undefined || b.blockId === query.blockId) &&
      (query.value === undefined || b.value === query.value) &&
      (query.label === undefined || b.label === query.label),
  );
  if (!found) {
    const available = buttons.map((b) => `${b.label} (${b.actionId})`).join(', ') || 'none';
    // the query without the target it came with (a whole message is no help in an error line)
    const { actionId, blockId, value, label } = query;
    throw new ButtonNotFoundError(
      `No button matches ${JSON.stringify({ actionId, blockId, value, label })}; buttons: ${available}`,
    );
  }
  return found;
}
