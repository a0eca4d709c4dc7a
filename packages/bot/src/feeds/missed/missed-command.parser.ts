import { normalizePhoneNumber } from '@centralino/schemas';
import { ClockTime } from '../../core/schedule/business-hours.schema.js';
import { fail } from '../../work/commands/parse-helpers.js';
import { HoursWords, parseFeedCommand } from '../kit/feed-command.parser.js';
import type { MissedOperation } from './missed-operation.schema.js';
import { DEFAULT_DAILY, type MissedRuleSpec, missedLimits } from './missed-rule.schema.js';
import type { MissedRuleIssue } from './missed-rule-issue.js';

const dailyNames = ['daily', 'riepilogo', 'giornaliero'];

/** Refuses the text of the command with an issue the feed words. */
export function refuseMissedRule(issue: MissedRuleIssue): never {
  fail({ code: 'invalid_missed', issue });
}

/** `17:30`, `17.30`, `9:05` → `HH:MM`; else undefined. */
function clockOf(text: string): string | undefined {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const value = `${m[1]?.padStart(2, '0')}:${m[2]}`;
  return ClockTime.safeParse(value).success && value !== '24:00' ? value : undefined;
}

/**
 * True when `word` begins another number rather than continuing the one being read (`pendingDigits` so far):
 * an international prefix always does; a word of 6+ digits after 6+ digits does; a word starting with 0 or 3
 * (a trunk or mobile prefix) after 9+ digits (an Italian number is complete) does.
 */
function startsNumber(word: string, pendingDigits: number): boolean {
  if (pendingDigits === 0) return false;
  if (/^(\+|00)/.test(word)) return true;
  const digits = word.replace(/\D/g, '').length;
  if (digits >= 6 && pendingDigits >= 6) return true;
  return pendingDigits >= 9 && /^[(]?[03]/.test(word);
}

/**
 * `[<VoIP number>…] [hours=08:00-18:00] [days=lun-ven] [daily=17:30]` → a rule spec. Numbers as people type
 * them (`06 1234 5678`, `+39 06…`): a number may be split by spaces, so digit words are joined until another
 * number begins (see {@link startsNumber}).
 */
export function parseMissedSpec(tokens: readonly string[]): MissedRuleSpec {
  const numbers: string[] = [];
  let pending: string[] = [];
  const hours = new HoursWords(refuseMissedRule);
  let daily: string | undefined;
  const flush = () => {
    if (pending.length === 0) return;
    const given = pending.join(' ');
    const number = normalizePhoneNumber(given);
    if (number === undefined || number.startsWith('^') || !/^\+?[0-9]{3,20}$/.test(number))
      refuseMissedRule({ kind: 'bad_number', given });
    if (!numbers.includes(number)) numbers.push(number);
    pending = [];
  };
  for (const token of tokens) {
    const eq = token.indexOf('=');
    if (eq > 0) {
      flush();
      const key = token.slice(0, eq).toLowerCase();
      const value = token.slice(eq + 1);
      if (hours.read(key, value, token)) continue;
      if (dailyNames.includes(key)) {
        if (daily) refuseMissedRule({ kind: 'duplicate', given: key });
        daily = clockOf(value) ?? refuseMissedRule({ kind: 'bad_daily', given: token });
      } else refuseMissedRule({ kind: 'bad_token', given: token });
      continue;
    }
    if (!/^[+(]?[0-9][0-9().\-/]*$/.test(token)) {
      flush();
      refuseMissedRule({ kind: /\d/.test(token) ? 'bad_number' : 'bad_token', given: token });
    }
    if (startsNumber(token, pending.join('').replace(/\D/g, '').length)) flush();
    pending.push(token);
  }
  flush();
  if (numbers.length > missedLimits.numbers)
    refuseMissedRule({ kind: 'too_many_numbers', max: missedLimits.numbers });
  return {
    numbers,
    ...hours.hours(),
    daily: daily ?? DEFAULT_DAILY,
  };
}

/**
 * `/calls missed` · `list` · `add …` (see {@link parseMissedSpec}) · `remove <id>` · `pause <minutes>` (0
 * resumes). Adding, removing and pausing are writes (permission check, audit line).
 */
export function parseMissedCommand(tokens: readonly string[]): MissedOperation {
  return parseFeedCommand(tokens, { prefix: 'missed', parseSpec: parseMissedSpec, refuse: refuseMissedRule });
}
