import { isRecord } from '../block-kit/guards.js';
import type { ViewPayload } from '../block-kit/types.js';
import { validateView } from '../block-kit/validate-blocks.js';
import type { StoredView } from '../fake/stored-types.js';
import type { ViewStore } from '../fake/view-store.js';

/** What a `view_submission` ack did to the user's modals. */
export interface ViewAckOutcome {
  readonly responseAction?: string;
  readonly errors?: Readonly<Record<string, string>>;
}

function viewOf(json: Record<string, unknown>): ViewPayload {
  const problems = validateView(json.view);
  if (problems.length > 0)
    throw new Error(`view_submission ack carries an invalid view: ${problems.join('; ')}`);
  return json.view as ViewPayload;
}

/**
 * Applies the ack of a `view_submission` like the Slack client: `errors` keeps the modal open,
 * `update` replaces it, `push` stacks a new one, `clear` closes all, anything else closes the submitted view.
 * @see https://docs.slack.dev/surfaces/modals#updating_response
 */
export function applyViewSubmissionAck(
  views: ViewStore,
  submitted: StoredView,
  json: unknown,
): ViewAckOutcome {
  const body = isRecord(json) ? json : {};
  const action = typeof body.response_action === 'string' ? body.response_action : undefined;
  switch (action) {
    case 'errors': {
      const errors = isRecord(body.errors) ? body.errors : {};
      return {
        responseAction: action,
        errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v)])),
      };
    }
    case 'update':
      views.update(submitted, viewOf(body));
      return { responseAction: action };
    case 'push': {
      const pushed = views.push(submitted.userId, viewOf(body));
      if (typeof pushed === 'string') throw new Error(`view_submission push failed: ${pushed}`);
      return { responseAction: action };
    }
    case 'clear':
      views.closeAll(submitted.userId);
      return { responseAction: action };
    default:
      views.closeTop(submitted.userId);
      return action === undefined ? {} : { responseAction: action };
  }
}
