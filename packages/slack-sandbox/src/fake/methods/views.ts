import { isRecord } from '../../block-kit/guards.js';
import type { JsonObject, ViewPayload } from '../../block-kit/types.js';
import { validateView } from '../../block-kit/validate-blocks.js';
import { argString } from '../api-request.js';
import { type ApiContext, type ApiMethod, type ApiResult, fail, failWithMessages } from './api-context.js';

function viewOf(args: JsonObject): ViewPayload | ApiResult {
  if (!isRecord(args.view)) return failWithMessages('invalid_arguments', ['missing required field: view']);
  const errors = validateView(args.view);
  if (errors.length > 0) return failWithMessages('invalid_arguments', errors);
  return args.view as ViewPayload;
}

const isView = (value: ViewPayload | ApiResult): value is ViewPayload => !('ok' in value);

function exchange(args: JsonObject, ctx: ApiContext): { userId: string } | ApiResult {
  const triggerId = argString(args, 'trigger_id');
  if (!triggerId) return failWithMessages('invalid_arguments', ['missing required field: trigger_id']);
  const result = ctx.triggers.exchange(triggerId);
  return result.ok ? { userId: result.userId } : fail(result.error);
}

/**
 * Opens a modal; needs a `trigger_id` the fake issued less than 3 s ago and not used before.
 * @see https://docs.slack.dev/reference/methods/views.open
 */
export const viewsOpen: ApiMethod = (args, ctx) => {
  const view = viewOf(args);
  if (!isView(view)) return view;
  const trigger = exchange(args, ctx);
  if ('ok' in trigger) return trigger;
  return { ok: true, view: ctx.views.open(trigger.userId, view, ctx.team.id).view };
};

/** @see https://docs.slack.dev/reference/methods/views.push */
export const viewsPush: ApiMethod = (args, ctx) => {
  const view = viewOf(args);
  if (!isView(view)) return view;
  const trigger = exchange(args, ctx);
  if ('ok' in trigger) return trigger;
  const pushed = ctx.views.push(trigger.userId, view);
  return typeof pushed === 'string' ? fail(pushed) : { ok: true, view: pushed.view };
};

/**
 * Updates a view by `view_id` or `external_id`; a stale `hash` answers `hash_conflict`.
 * @see https://docs.slack.dev/reference/methods/views.update
 */
export const viewsUpdate: ApiMethod = (args, ctx) => {
  const viewId = argString(args, 'view_id');
  const externalId = argString(args, 'external_id');
  if (!viewId && !externalId)
    return failWithMessages('invalid_arguments', ['must provide view_id or external_id']);
  const stored = viewId ? ctx.views.find(viewId) : ctx.views.findByExternalId(externalId ?? '');
  if (!stored || stored.closed) return fail('not_found');
  const hash = argString(args, 'hash');
  if (hash !== undefined && hash !== '' && hash !== stored.view.hash) return fail('hash_conflict');
  const view = viewOf(args);
  if (!isView(view)) return view;
  ctx.views.update(stored, view);
  return { ok: true, view: stored.view };
};

/**
 * Publishes a user's Home tab (`user_id`, a `home` view, optional `hash` against races).
 * @see https://docs.slack.dev/reference/methods/views.publish
 */
export const viewsPublish: ApiMethod = (args, ctx) => {
  const userId = argString(args, 'user_id');
  if (!userId) return failWithMessages('invalid_arguments', ['missing required field: user_id']);
  if (!ctx.directory.user(userId)) return fail('user_not_found');
  const view = viewOf(args);
  if (!isView(view)) return view;
  if (view.type !== 'home') return failWithMessages('invalid_arguments', ['view type must be home']);
  const published = ctx.views.publishHome(userId, view, argString(args, 'hash'), ctx.team.id);
  return typeof published === 'string' ? fail(published) : { ok: true, view: published.view };
};
