import type { ResponseUrlEntry } from '../fake/response-url-registry.js';
import type { AckResponse } from './post-signed.js';

/** Result of {@link SlackUserAgent.sendCommand}. */
export interface CommandResult extends AckResponse {
  /** The `response_url` sent with the command; replies to it are recorded under `responseUrl.id`. */
  readonly responseUrl: ResponseUrlEntry;
  readonly triggerId: string;
  /** Activity index before the request: `fake.waitFor(pred, { after: result.mark })`. */
  readonly mark: number;
}

/** Result of {@link SlackUserAgent.clickButton}. */
export interface InteractionResult extends AckResponse {
  /** Present for buttons in messages (modals have no `response_url`). */
  readonly responseUrl?: ResponseUrlEntry;
  readonly triggerId: string;
  readonly mark: number;
}

/** Result of {@link SlackUserAgent.submitView}. */
export interface ViewSubmissionResult extends AckResponse {
  readonly mark: number;
  /** False when the Slack client would refuse to submit (required inputs left empty, listed in `missing`). */
  readonly sent: boolean;
  readonly missing: readonly string[];
  /** The ack's `response_action` (`errors`, `update`, `push`, `clear`), if any. */
  readonly responseAction?: string;
  /** With `response_action: 'errors'`: block_id → message shown under the input. */
  readonly errors?: Readonly<Record<string, string>>;
}
