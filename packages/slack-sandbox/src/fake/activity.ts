import type {
  ApiCall,
  MessageVersion,
  ResponseReply,
  SlackViewObject,
  StoredEphemeral,
  StoredMessage,
  StoredView,
} from './stored-types.js';

/** Everything observable that happens in the fake Slack, in order. */
export type SlackActivity =
  | { readonly type: 'api_call'; readonly call: ApiCall }
  | { readonly type: 'message_posted'; readonly message: StoredMessage }
  | { readonly type: 'message_updated'; readonly message: StoredMessage; readonly previous: MessageVersion }
  | { readonly type: 'message_deleted'; readonly message: StoredMessage }
  | { readonly type: 'ephemeral_posted'; readonly ephemeral: StoredEphemeral }
  | {
      readonly type: 'ephemeral_updated';
      readonly ephemeral: StoredEphemeral;
      readonly previous: MessageVersion;
    }
  | { readonly type: 'ephemeral_deleted'; readonly ephemeral: StoredEphemeral }
  | { readonly type: 'response_url_used'; readonly reply: ResponseReply }
  | { readonly type: 'view_opened'; readonly view: StoredView }
  | { readonly type: 'view_pushed'; readonly view: StoredView }
  | { readonly type: 'view_closed'; readonly view: StoredView }
  | { readonly type: 'view_updated'; readonly view: StoredView; readonly previous: SlackViewObject }
  | { readonly type: 'home_published'; readonly view: StoredView };

/** The `type`s of {@link SlackActivity}. */
export type SlackActivityType = SlackActivity['type'];

/** Narrows an activity to one type. */
export type ActivityOf<T extends SlackActivityType> = Extract<SlackActivity, { type: T }>;

/** Activities a user can see in the Slack client (everything but API calls and `response_url` bookkeeping). */
export function isVisibleActivity(activity: SlackActivity): boolean {
  return activity.type !== 'api_call' && activity.type !== 'response_url_used';
}

/** A type guard for one activity type, for `fake.waitFor(activityIs('message_posted'))`. */
export function activityIs<T extends SlackActivityType>(
  type: T,
): (activity: SlackActivity) => activity is ActivityOf<T> {
  return (activity): activity is ActivityOf<T> => activity.type === type;
}
