import type { ButtonRef } from '../block-kit/buttons.js';
import type { JsonObject } from '../block-kit/types.js';
import type { ViewStateValues } from '../block-kit/view-state.js';
import type { SlackViewObject } from '../fake/stored-types.js';

/** Who acts, in which workspace and app: common to every interaction payload. */
export interface InteractionActor {
  readonly user: { readonly id: string; readonly name: string };
  readonly team: { readonly id: string; readonly domain: string };
  readonly apiAppId: string;
  readonly verificationToken: string;
}

function base(type: string, actor: InteractionActor): JsonObject {
  return {
    type,
    user: { id: actor.user.id, username: actor.user.name, name: actor.user.name, team_id: actor.team.id },
    api_app_id: actor.apiAppId,
    token: actor.verificationToken,
    team: { id: actor.team.id, domain: actor.team.domain },
    enterprise: null,
    is_enterprise_install: false,
  };
}

/** Where a clicked button lives: a channel message, an ephemeral message, or a modal. */
export type ActionContainer =
  | {
      readonly type: 'message';
      readonly channel: { readonly id: string; readonly name: string };
      readonly messageTs: string;
      readonly threadTs?: string;
      readonly isEphemeral: boolean;
      /** The message as the Web API shows it; Slack leaves it out for ephemeral messages. */
      readonly message?: JsonObject;
      readonly responseUrl: string;
    }
  | { readonly type: 'view'; readonly view: SlackViewObject; readonly stateValues: ViewStateValues };

/**
 * A `block_actions` payload for a button click.
 * @see https://docs.slack.dev/reference/interaction-payloads/block_actions-payload
 */
export function buildBlockActionsPayload(
  actor: InteractionActor,
  container: ActionContainer,
  button: ButtonRef,
  triggerId: string,
  actionTs: string,
): JsonObject {
  const action = {
    action_id: button.actionId,
    block_id: button.blockId,
    text: button.element.text,
    ...(button.value === undefined ? {} : { value: button.value }),
    ...(button.url === undefined ? {} : { url: button.url }),
    ...(button.style === undefined ? {} : { style: button.style }),
    type: 'button',
    action_ts: actionTs,
  };
  if (container.type === 'view') {
    return {
      ...base('block_actions', actor),
      container: { type: 'view', view_id: container.view.id },
      trigger_id: triggerId,
      view: { ...container.view, state: { values: container.stateValues } },
      actions: [action],
    };
  }
  return {
    ...base('block_actions', actor),
    container: {
      type: 'message',
      message_ts: container.messageTs,
      channel_id: container.channel.id,
      is_ephemeral: container.isEphemeral,
      ...(container.threadTs === undefined ? {} : { thread_ts: container.threadTs }),
    },
    trigger_id: triggerId,
    channel: container.channel,
    ...(container.message === undefined ? {} : { message: container.message }),
    state: { values: {} },
    response_url: container.responseUrl,
    actions: [action],
  };
}

/**
 * A `block_actions` payload for an input of a modal whose block has `dispatch_action: true`: sent when the user
 * picks an option or a date, with the element's new state as the action and the whole form in `view.state`.
 * @see https://docs.slack.dev/reference/block-kit/blocks/input-block (dispatch_action)
 */
export function buildInputActionPayload(
  actor: InteractionActor,
  view: SlackViewObject,
  stateValues: ViewStateValues,
  input: { readonly blockId: string; readonly actionId: string },
  triggerId: string,
  actionTs: string,
): JsonObject {
  const state = stateValues[input.blockId]?.[input.actionId] ?? {};
  return {
    ...base('block_actions', actor),
    container: { type: 'view', view_id: view.id },
    trigger_id: triggerId,
    view: { ...view, state: { values: stateValues } },
    actions: [{ ...state, action_id: input.actionId, block_id: input.blockId, action_ts: actionTs }],
  };
}

/**
 * A `view_submission` payload.
 * @see https://docs.slack.dev/reference/interaction-payloads/view-interactions-payload#view_submission
 */
export function buildViewSubmissionPayload(
  actor: InteractionActor,
  view: SlackViewObject,
  stateValues: ViewStateValues,
  triggerId: string,
): JsonObject {
  return {
    ...base('view_submission', actor),
    trigger_id: triggerId,
    view: { ...view, state: { values: stateValues } },
    response_urls: [],
  };
}

/**
 * A `view_closed` payload (sent only for views opened with `notify_on_close`).
 * @see https://docs.slack.dev/reference/interaction-payloads/view-interactions-payload#view_closed
 */
export function buildViewClosedPayload(actor: InteractionActor, view: SlackViewObject): JsonObject {
  return { ...base('view_closed', actor), view, is_cleared: false };
}

/**
 * A `block_suggestion` payload (options of an external select).
 * @see https://docs.slack.dev/reference/block-kit/block-elements/select-menu-element#external_select
 */
export function buildBlockSuggestionPayload(
  actor: InteractionActor,
  view: SlackViewObject,
  ids: { readonly blockId: string; readonly actionId: string },
  value: string,
): JsonObject {
  return {
    ...base('block_suggestion', actor),
    container: { type: 'view', view_id: view.id },
    view,
    block_id: ids.blockId,
    action_id: ids.actionId,
    value,
  };
}
