/** What one console input did. */
export interface StepReport {
  readonly input: string;
  readonly kind: 'command' | 'click' | 'directive' | 'help' | 'invalid';
  /** HTTP status of the app's ack (0 when it did not answer). */
  readonly status?: number;
  /** Every reply the user saw, rendered. */
  readonly replies: readonly string[];
  /** Replies the error predicate flagged, and problems like a refused ack or a failed modal. */
  readonly errors: readonly string[];
  /** True when no reply (only notices, or nothing) came back within the reply timeout. */
  readonly noReply: boolean;
}

/** Outcome of {@link SlackConsole.runScript}. */
export interface ScriptReport {
  /** True when every step got a reply and none looked like an error. */
  readonly ok: boolean;
  readonly steps: readonly StepReport[];
}

/**
 * Default error predicate: a leading `:warning:` or `:x:` (the bot's convention) or Slack's own
 * `failed with the error "…"` notice.
 */
export function looksLikeError(text: string): boolean {
  return /^\s*(:warning:|:x:)/.test(text) || /failed with the error "/.test(text);
}
