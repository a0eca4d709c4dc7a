/** Everything Slack puts in a slash-command request. */
export interface SlashCommandFields {
  readonly verificationToken: string;
  readonly teamId: string;
  readonly teamDomain: string;
  readonly channelId: string;
  readonly channelName: string;
  readonly userId: string;
  readonly userName: string;
  /** With the leading slash, e.g. `/queue`. */
  readonly command: string;
  readonly text: string;
  readonly apiAppId: string;
  readonly responseUrl: string;
  readonly triggerId: string;
}

/**
 * The form-encoded body Slack POSTs for a slash command, fields in Slack's order.
 * @see https://docs.slack.dev/interactivity/implementing-slash-commands#app_command_handling
 */
export function buildSlashCommandBody(fields: SlashCommandFields): string {
  return new URLSearchParams([
    ['token', fields.verificationToken],
    ['team_id', fields.teamId],
    ['team_domain', fields.teamDomain],
    ['channel_id', fields.channelId],
    ['channel_name', fields.channelName],
    ['user_id', fields.userId],
    ['user_name', fields.userName],
    ['command', fields.command],
    ['text', fields.text],
    ['api_app_id', fields.apiAppId],
    ['is_enterprise_install', 'false'],
    ['response_url', fields.responseUrl],
    ['trigger_id', fields.triggerId],
  ]).toString();
}

/** The form-encoded body of an interactivity request: `payload=<json>`. */
export function buildInteractionBody(payload: unknown): string {
  return new URLSearchParams([['payload', JSON.stringify(payload)]]).toString();
}
