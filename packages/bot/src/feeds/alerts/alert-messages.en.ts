import { cardStateTextsFor } from '../../slack/views/card-state-texts.js';
import { type AlertMessages, alertMessagesIt } from './alert-messages.it.js';
import { NO_AGENTS_MIN_WAIT_SECONDS as GRACE } from './evaluate-rule.js';

/** The alerts' texts in English. */
export const alertMessagesEn: AlertMessages = {
  weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  duration: alertMessagesIt.duration,
  card: {
    title: (queue, critical) =>
      critical ? `:rotating_light: Queue ${queue}: critical` : `:warning: Queue ${queue}: callers waiting`,
    resolvedTitle: (queue) => `:white_check_mark: Queue ${queue}: resolved`,
    clearingTitle: (queue) => `:large_green_circle: Queue ${queue}: back to normal`,
    clearing: (time) => `No condition of the alert holds since ${time}: the alert closes if it stays so.`,
    level: 'Level',
    levels: cardStateTextsFor('en').levels,
    waiting: 'Waiting',
    longestWait: 'Longest wait',
    members: 'Members',
    why: 'Why',
    met: {
      waiting: (n) => (n === 1 ? '1 caller waiting' : `${n} callers waiting`),
      wait: (wait) => `longest wait ${wait}`,
      noAgents: 'nobody free or ringing',
    },
    callers: 'Callers waiting',
    noCallers: 'No caller waiting.',
    caller: (position, who, wait) => `${position}. ${who} — waiting ${wait}`,
    anonymous: 'unknown number',
    more: (n) => `+${n} more`,
    since: (time) => `Since ${time}`,
    updated: (time) => `data read at ${time}`,
    nextCheck: (time) => `next check at ${time}`,
    resolved: (time, duration) => `Resolved at ${time} · lasted ${duration}`,
    ack: cardStateTextsFor('en').ack,
    silenced: cardStateTextsFor('en').silenced,
    paused: cardStateTextsFor('en').paused,
    ackButton: 'Taking it',
    silenceButton: (minutes) => `Silence ${minutes} min`,
    exchangeTitle: ':electric_plug: Exchange unreachable',
    exchangeBody: (time) =>
      `The exchange has not answered since ${time}: queue alerts are on hold until it is reachable again.`,
    exchangeResolvedTitle: ':white_check_mark: Exchange reachable again',
    exchangeResolved: (from, to, duration) => `Unreachable from ${from} to ${to} (${duration}).`,
  },
  reply: {
    escalated: (summary) => `:rotating_light: Critical: ${summary}`,
    resolved: (duration) => `:white_check_mark: Resolved. Lasted ${duration}.`,
    exchangeResolved: (duration) =>
      `:white_check_mark: The exchange is reachable again (it was not for ${duration}).`,
  },
  rules: {
    warning: 'warning',
    critical: 'critical',
    waiting: (n) => `≥ ${n} waiting`,
    wait: (wait) => `wait ≥ ${wait}`,
    noAgents: `nobody free or ringing and a caller waiting ${GRACE} s or more`,
    or: ' or ',
    allQueues: 'every queue',
    queue: (name) => `queue *${name}*`,
    mention: (who) => `mentions ${who}`,
    hours: (days, from, to) => `only ${days} ${from}–${to}`,
    fromConfig: '_(configuration file)_',
    added: (id) => `:white_check_mark: Alert \`${id}\` created in this channel.`,
    pollNote: (interval) => `Queues are checked about every ${interval}.`,
    planTitle: 'Check plan',
    planNext: (time, reason) => `Next check at ${time}: ${reason}.`,
    planInterval: (interval) => `Current interval ${interval}.`,
    planReads: (left, reserved) =>
      `Reads left today: ${left} (${reserved} kept to cover the rest of the day).`,
    planProfile: (calls, days) =>
      `Reads follow the busy hours, learnt from ${calls === 1 ? '1 call' : `${calls} calls`} of the last ${days === 1 ? 'day' : `${days} days`}.`,
    planUniform: 'No call history: reads spread evenly.',
    planNotes: {
      'history-unavailable': ':warning: Call history unavailable: even reads, trying again in an hour.',
      'budget-blocked': ':warning: API limit reached by another system: checks paused until it clears.',
      'exchange-unreachable': ':warning: Exchange unreachable: checks at a regular interval.',
    },
    removed: (id) => `Alert \`${id}\` deleted.`,
    listTitle: 'Queue alerts',
    none: 'No alerts. Create one with `/queue alert add <queue|*> waiting>=N`.',
    here: 'in this channel',
    inChannel: (channel) => `in <#${channel}>`,
    pausedUntil: (time) => `:double_vertical_bar: Alerts paused in this channel until ${time}.`,
    paused: (minutes, time) =>
      `:double_vertical_bar: Alerts paused in this channel for ${minutes} min (until ${time}).`,
    resumed: ':arrow_forward: Alerts active again in this channel.',
    notFound: (id) => `Alert not found: \`${id}\``,
    fromConfigFile: (id) =>
      `Alert \`${id}\` is in the bot's configuration file: change it there, not from Slack`,
    queueNotFound: (name, known) => `Queue not found: "${name}". Queues: ${known}`,
    noChannel:
      'Alerts are created in a channel: run the command again in the channel that should receive them',
    notRunning: 'Queue alerts are not running in this bot',
  },
  issues: {
    no_condition: 'Give at least one condition: `waiting>=N`, `wait>=Ns` or `noagents`.',
    bad_token: (given) =>
      `\`${given}\` is not a valid condition: use \`waiting>=N\`, \`wait>=Ns\`, \`noagents\`, \`critical:\`, \`hours=08:00-18:00\`, \`days=mon-fri\` or a mention (@user, @here).`,
    bad_value: (field, given) => `Invalid value for \`${field}\`: \`${given}\`.`,
    out_of_range: (field, min, max) => `\`${field}\` must be between ${min} and ${max}.`,
    duplicate: (given) => `Repeated condition: \`${given}\`.`,
    not_stricter: (field) => `The critical threshold of \`${field}\` must be higher than the warning one.`,
    bad_hours: (given) => `Invalid hours: \`${given}\` (write \`hours=08:00-18:00\`, start before end).`,
    bad_days: (given) => `Invalid days: \`${given}\` (write \`days=mon-fri\` or \`days=mon,wed,fri\`).`,
    bad_mention: (given) =>
      `Invalid mention: \`${given}\` (pick the person from Slack's list, or @here or @channel).`,
    too_many_mentions: (max) => `At most ${max} mentions.`,
    bad_minutes: (given) => `Invalid minutes: \`${given}\` (0 to 1440; 0 resumes alerts).`,
    bad_rule_id: (given) => `Invalid alert id: \`${given}\`.`,
  },
  account: {
    label: 'Queue alerts',
    none: 'no alerts',
    rules: (n) => (n === 1 ? '1 alert' : `${n} alerts`),
    interval: (interval, reason) => `checked every ${interval} (${reason})`,
    reasons: {
      first: 'first check',
      calm: 'queues calm: reads spread over the day',
      busy: 'callers waiting or an alert open: reads closer together',
      predicted: 'read when a caller crosses the wait threshold',
      resolution: 'read when an alert may close',
      minute: 'share of the minute',
      exhausted: 'share of the day used up: resumes at midnight',
      'off-hours': 'outside business hours',
      'no-share': 'no share for checks',
    },
    share: (used, limit, percent) =>
      `today ${used} of ${limit} requests kept for checks (${percent}% of the day)`,
    shareBasis: (percent, byUsage) =>
      byUsage
        ? `checks' share ${percent}% of the day, following what commands used on recent days and today`
        : `checks' share ${percent}% of the day (default: no command history yet)`,
    notYet: 'first check running',
  },
};
