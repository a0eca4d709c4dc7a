import type { BookingMessages } from './booking-messages.it.js';

/** English texts of the booking notices and of `/pbx webhook`. */
export const bookingMessagesEn: BookingMessages = {
  rules: {
    added: (id: string, channel: string, what: string) =>
      `:bell: Booking notices \`${id}\` active in <#${channel}>: ${what}. Every booking made or cancelled, by the AI agent or the answering service too, comes here from the exchange's webhooks.`,
    noSecret:
      'Not connected yet: an admin types `/pbx webhook`, pastes the address into the exchange’s dashboard and saves the signing secret.',
    unknownCalendar: (given: string, known: string) =>
      `\`${given}\` is not a calendar of the account. Its calendars: ${known}.`,
    allCalendars: 'every calendar',
    calendars: (list: string) => `calendars ${list}`,
    hours: (days: string, from: string, to: string) => `${days} ${from}–${to}`,
    always: 'always',
    listTitle: 'Booking notices',
    none: 'No booking notices. Add them with `/book notices add` in the channel that should get them.',
    fromFile: 'from the configuration file',
    channel: (channel: string) => `channel <#${channel}>`,
    pausedUntil: (time: string) => `paused until ${time}`,
    webhook: (set: string) => `Exchange webhooks: ${set}`,
    secretSet: 'signing secret set',
    secretMissing: 'no signing secret (`/pbx webhook`, for an admin)',
    removed: (id: string) => `Booking notices \`${id}\` removed.`,
    notFound: (id: string) => `No booking notices with id \`${id}\`. See \`/book notices list\`.`,
    fromConfigFile: (id: string) =>
      `\`${id}\` comes from the configuration file: remove it there, not from Slack.`,
    paused: (minutes: number, until: string) => `Booking notices paused for ${minutes} min (until ${until}).`,
    resumed: 'Booking notices resumed.',
    noChannel: 'Use the command in the channel that should get the notices.',
    notRunning: 'Booking notices are not running on this bot.',
  },
  issues: {
    bad_token: (given: string) =>
      `I don't understand \`${given}\`: write calendar names and, if you like, hours= and days=.`,
    too_many_calendars: (max: number) => `At most ${max} calendars per rule.`,
    duplicate: (given: string) => `\`${given}\` is written twice.`,
    bad_hours: (given: string) => `Invalid hours: \`${given}\` (example: hours=08:00-18:00).`,
    bad_days: (given: string) => `Invalid days: \`${given}\` (example: days=mon-fri).`,
    bad_minutes: (given: string) => `Invalid minutes: \`${given}\` (0 to 1440; 0 resumes).`,
    bad_rule_id: (given: string) => `Invalid id: \`${given}\`. See \`/book notices list\`.`,
  },
  notice: {
    made: 'New booking',
    cancelled: 'Booking cancelled',
    when: (day: string, from: string, to: string) => `${day}, ${from}–${to}`,
    bookedBy: (who: string) => `Booked by: ${who}`,
    cancelledAt: (time: string) => `cancelled at ${time}`,
    phone: (number: string) => `phone ${number}`,
    sources: {
      api: (key: string) => `API (key “${key}”)`,
      panel: () => 'the exchange’s dashboard',
      ai_agent: () => 'the AI agent',
      secretary: () => 'the answering service',
      booking_page: () => 'the booking page',
    } as Record<string, (key: string) => string>,
  },
  webhook: {
    title: 'Exchange webhooks',
    intro: (url: string) =>
      `In the exchange’s dashboard, create a webhook with this address, for the events \`booking.created\` and \`booking.cancelled\`:\n\`${url}\``,
    noPublicUrl:
      'The bot’s public address is not configured (`PUBLIC_URL`): put the address the internet reaches the bot at before the path.',
    current: (who: string, when: string) => `Current signing secret: saved by ${who} on ${when}.`,
    fromConfig: 'Signing secret: from the bot’s configuration file.',
    none: 'No signing secret saved: until there is one, the bot refuses this account’s webhooks.',
    label: 'Signing secret (whsec_…)',
    hint: 'The secret the dashboard shows once. The one it replaces stays valid for 24 hours.',
    save: 'Save',
    close: 'Close',
    badSecret:
      'That is not a signing secret: it starts with whsec_ and is as long as the one the dashboard shows.',
    saved: (url: string) =>
      `:white_check_mark: Signing secret saved. Webhooks arriving at \`${url}\` are verified with it (the previous one still works for 24 hours).`,
    notAdmin: 'Only a workspace admin connects the exchange’s webhooks.',
    notOwner:
      'This exchange is not connected by this workspace: its secret is set by whoever runs it (`webhook_secret_env` in the bot’s file, or `/pbx webhook` from the workspace that connected it).',
    notEnabled:
      'Saving the secret from Slack needs an encryption key (`PBX_KEY_ENCRYPTION_KEY`) on the bot; or `webhook_secret_env` in the configuration file.',
    noWorkspace: 'Type the command from a workspace.',
  },
};
