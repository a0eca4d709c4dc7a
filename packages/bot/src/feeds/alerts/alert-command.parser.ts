import { QueueNameArg } from '../../work/commands/arguments.js';
import { check, fail, required } from '../../work/commands/parse-helpers.js';
import { HoursWords, parseFeedCommand } from '../kit/feed-command.parser.js';
import type { AlertOperation as Operation } from './alert-operation.schema.js';
import {
  ALL_QUEUES,
  type AlertLevel,
  type AlertRuleSpec,
  alertLimits,
  type Thresholds,
} from './alert-rule.schema.js';
import type { AlertRuleIssue } from './alert-rule-issue.js';

const conditionNames: Record<string, 'waiting' | 'wait' | 'noAgents'> = {
  waiting: 'waiting',
  callers: 'waiting',
  chiamanti: 'waiting',
  wait: 'wait',
  attesa: 'wait',
  maxwait: 'wait',
  noagents: 'noAgents',
  'no-agents': 'noAgents',
  no_agents: 'noAgents',
  nessuno: 'noAgents',
  'nessun-operatore': 'noAgents',
  'senza-operatori': 'noAgents',
};
const levelWord = /^(critical|critico|critica|crit|warning|warn|avviso):(.*)$/i;

/** Refuses the text of the command with an issue the feed words. */
export function refuseAlertRule(issue: AlertRuleIssue): never {
  fail({ code: 'invalid_alert', issue });
}

/**
 * Slack writes mentions as `<@U123|alice>`, `<!here>`, `<!subteam^S123|@team>`; alerts need the ids, so they
 * become `@U123`, `@here`, `@S123` before the text is normalized (which would keep only the labels).
 */
export function keepMentions(text: string): string {
  return text
    .replace(/<@([UW][A-Z0-9]+)(?:\|[^<>]*)?>/g, '@$1')
    .replace(/<!subteam\^(S[A-Z0-9]+)(?:\|[^<>]*)?>/g, '@$1')
    .replace(/<!(here|channel|everyone)(?:\|[^<>]*)?>/g, '@$1');
}

/** True for a word that belongs to the rule, not to the queue name. */
function isRuleWord(word: string): boolean {
  return /[>=≥:@]/.test(word) || conditionNames[word.toLowerCase()] === 'noAgents';
}

function parseCount(given: string, raw: string): number {
  if (!/^\d{1,6}$/.test(raw)) refuseAlertRule({ kind: 'bad_value', field: 'waiting', given });
  const n = Number(raw);
  const { min, max } = alertLimits.waiting;
  if (n < min || n > max) refuseAlertRule({ kind: 'out_of_range', field: 'waiting', min, max });
  return n;
}

function parseSeconds(given: string, raw: string): number {
  const clock = /^(\d{1,4}):([0-5]\d)$/.exec(raw);
  const plain = /^(\d{1,6})\s*(s|sec|secondi|seconds|m|min|minuti|minutes)?$/i.exec(raw);
  let seconds: number;
  if (clock) seconds = Number(clock[1]) * 60 + Number(clock[2]);
  else if (plain) seconds = Number(plain[1]) * (plain[2] && /^m/i.test(plain[2]) ? 60 : 1);
  else refuseAlertRule({ kind: 'bad_value', field: 'wait', given });
  const { min, max } = alertLimits.waitSeconds;
  if (seconds < min || seconds > max) refuseAlertRule({ kind: 'out_of_range', field: 'wait', min, max });
  return seconds;
}

function parseMention(word: string): string {
  const body = word.slice(1);
  if (/^(here|channel|everyone)$/i.test(body)) return body.toLowerCase() === 'channel' ? '@channel' : '@here';
  if (/^[UWS][A-Z0-9]{2,30}$/.test(body)) return body;
  refuseAlertRule({ kind: 'bad_mention', given: word });
}

/** Reads one condition word into the thresholds of its level. */
function addCondition(word: string, into: Partial<Record<keyof Thresholds, number | true>>): boolean {
  const m = /^([a-z_-]+)\s*(>=|≥|=>|>|=)?\s*(.*)$/i.exec(word);
  const name = m?.[1] ? conditionNames[m[1].toLowerCase()] : undefined;
  if (!m || !name) return false;
  const [, , op, raw = ''] = m;
  const field = name === 'wait' ? 'waitSeconds' : name;
  if (into[field] !== undefined) refuseAlertRule({ kind: 'duplicate', given: m[1] ?? word });
  if (name === 'noAgents') {
    if (op !== undefined || raw !== '')
      refuseAlertRule({ kind: 'bad_value', field: 'noagents', given: word });
    into.noAgents = true;
    return true;
  }
  if (op === undefined || raw === '') refuseAlertRule({ kind: 'bad_value', field: name, given: word });
  const strict = op === '>' ? 1 : 0;
  into[field] = (name === 'waiting' ? parseCount(word, raw) : parseSeconds(word, raw)) + strict;
  return true;
}

/**
 * `<queue|*> [waiting>=N] [wait>=Ns] [noagents] [critical: waiting>=N wait>=Ns noagents] [@user @here]
 * [hours=08:00-18:00] [days=lun-ven]` → a rule spec. Conditions of one level are alternatives (any fires it).
 */
export function parseRuleSpec(tokens: readonly string[]): AlertRuleSpec {
  required(tokens, 0, 'queue');
  let nameEnd = tokens.findIndex((t, i) => i > 0 && isRuleWord(t));
  if (nameEnd === -1) nameEnd = tokens.length;
  const name = tokens.slice(0, nameEnd).join(' ');
  const queue = name === ALL_QUEUES ? ALL_QUEUES : check(QueueNameArg, name, 'queue');
  const levels: Record<AlertLevel, Partial<Record<keyof Thresholds, number | true>>> = {
    warning: {},
    critical: {},
  };
  let level: AlertLevel = 'warning';
  const mentions = new Set<string>();
  const hours = new HoursWords(refuseAlertRule);
  for (const token of tokens.slice(nameEnd)) {
    let word = token;
    const switched = levelWord.exec(word);
    if (switched) {
      level = /^c/i.test(switched[1] ?? '') ? 'critical' : 'warning';
      word = (switched[2] ?? '').trim();
      if (word === '') continue;
    }
    if (word.startsWith('@')) {
      mentions.add(parseMention(word));
      continue;
    }
    const eq = word.indexOf('=');
    const key = eq > 0 ? word.slice(0, eq).toLowerCase() : '';
    if (hours.read(key, word.slice(eq + 1), word)) continue;
    if (!addCondition(word, levels[level])) refuseAlertRule({ kind: 'bad_token', given: token });
  }
  if (mentions.size > alertLimits.mentions)
    refuseAlertRule({ kind: 'too_many_mentions', max: alertLimits.mentions });
  const warning = levels.warning as Thresholds;
  const critical = levels.critical as Thresholds;
  const hasWarning = Object.keys(warning).length > 0;
  const hasCritical = Object.keys(critical).length > 0;
  if (!hasWarning && !hasCritical) refuseAlertRule({ kind: 'no_condition' });
  for (const [field, label] of [
    ['waiting', 'waiting'],
    ['waitSeconds', 'wait'],
  ] as const) {
    const w = warning[field];
    const c = critical[field];
    if (w !== undefined && c !== undefined && c <= w) refuseAlertRule({ kind: 'not_stricter', field: label });
  }
  return {
    queue,
    ...(hasWarning ? { warning } : {}),
    ...(hasCritical ? { critical } : {}),
    mention: [...mentions],
    ...hours.hours(),
  };
}

/**
 * `/queue alert` · `list` · `add <queue|*> …` (see {@link parseRuleSpec}) · `remove <id>` · `pause <minutes>`
 * (0 resumes). Adding, removing and pausing are writes (permission check, audit line).
 */
export function parseAlertCommand(tokens: readonly string[]): Operation {
  return parseFeedCommand(tokens, { prefix: 'alert', parseSpec: parseRuleSpec, refuse: refuseAlertRule });
}
