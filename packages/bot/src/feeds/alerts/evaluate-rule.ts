import type { QueueLive } from '@centralino/schemas';
import { callersWaiting, countMembers, membersAnswering } from '../../pbx/live-queue.js';
import { ALL_QUEUES, type AlertLevel, type AlertRule, type Thresholds } from './alert-rule.schema.js';

/** A condition that holds. */
export type ConditionKey = 'waiting' | 'wait' | 'noAgents';

/** The measures rules are checked against. */
export interface QueueMeasures {
  waiting: number;
  longestWaitSeconds: number;
  /** Members free or ringing: who can take a waiting caller (`nobodyFree` in `pbx/live-queue.ts`). */
  answering: number;
}

/** What rules check of a queue, with the definitions `/queue live` shows (`pbx/live-queue.ts`). */
export function measure(queue: QueueLive): QueueMeasures {
  return {
    waiting: callersWaiting(queue),
    longestWaitSeconds: queue.callers.reduce((max, c) => Math.max(max, c.wait_seconds), 0),
    answering: membersAnswering(countMembers(queue)),
  };
}

/**
 * "Nobody free" holds only once a caller has waited this long: a caller who has just arrived while every
 * operator is busy is normal traffic (the next free operator takes the call), not an alarm; a caller still
 * waiting with nobody free after this many seconds is one a supervisor wants to hear about.
 */
export const NO_AGENTS_MIN_WAIT_SECONDS = 10;

/** The conditions of `thresholds` that hold (empty: the level is not reached). */
export function conditionsMet(thresholds: Thresholds | undefined, m: QueueMeasures): ConditionKey[] {
  if (!thresholds) return [];
  const met: ConditionKey[] = [];
  if (thresholds.waiting !== undefined && m.waiting >= thresholds.waiting) met.push('waiting');
  if (thresholds.waitSeconds !== undefined && m.waiting > 0 && m.longestWaitSeconds >= thresholds.waitSeconds)
    met.push('wait');
  if (
    thresholds.noAgents &&
    m.waiting > 0 &&
    m.answering === 0 &&
    m.longestWaitSeconds >= NO_AGENTS_MIN_WAIT_SECONDS
  )
    met.push('noAgents');
  return met;
}

/** The level a rule reaches on a queue (critical first), with the conditions that hold. */
export function evaluateRule(
  rule: Pick<AlertRule, 'warning' | 'critical'>,
  m: QueueMeasures,
): { level: AlertLevel | null; met: ConditionKey[] } {
  const critical = conditionsMet(rule.critical, m);
  if (critical.length > 0) return { level: 'critical', met: critical };
  const warning = conditionsMet(rule.warning, m);
  if (warning.length > 0) return { level: 'warning', met: warning };
  return { level: null, met: [] };
}

/** What one card (one channel, one queue) should show after a poll. */
export interface DesiredCard {
  channel: string;
  queue: QueueLive;
  level: AlertLevel | null;
  met: ConditionKey[];
  /** Who to mention if the card is (or becomes) critical: the rules that reached critical. */
  mentions: string[];
  ruleIds: string[];
}

/** Key of a card: one per channel and queue. */
export function cardKey(channel: string, queue: string): string {
  return `q:${channel}:${queue}`;
}

const rank = (level: AlertLevel | null) => (level === 'critical' ? 2 : level === 'warning' ? 1 : 0);

/**
 * Every (channel, queue) the active rules watch, with the highest level any of their rules reaches; a queue a
 * rule watches is listed even when nothing holds (its card, if open, must know).
 */
export function desiredCards(
  rules: readonly AlertRule[],
  queues: readonly QueueLive[],
): Map<string, DesiredCard> {
  const out = new Map<string, DesiredCard>();
  for (const rule of rules) {
    const targets = rule.queue === ALL_QUEUES ? queues : queues.filter((q) => q.queue_name === rule.queue);
    for (const queue of targets) {
      const key = cardKey(rule.channel, queue.queue_name);
      const { level, met } = evaluateRule(rule, measure(queue));
      const current = out.get(key) ?? {
        channel: rule.channel,
        queue,
        level: null,
        met: [],
        mentions: [],
        ruleIds: [],
      };
      current.ruleIds.push(rule.id);
      if (rank(level) > rank(current.level)) {
        current.level = level;
        current.met = met;
      } else if (level !== null && level === current.level) {
        current.met = [...new Set([...current.met, ...met])];
      }
      if (level === 'critical') current.mentions = [...new Set([...current.mentions, ...rule.mention])];
      out.set(key, current);
    }
  }
  return out;
}
