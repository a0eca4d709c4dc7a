import type { FeedRuleIssue } from '../kit/rule-issue.js';

/** Why the text of `/queue alert …` was refused; rendered in the user's language by `alertIssueText`. */
export type AlertRuleIssue =
  | FeedRuleIssue
  | { kind: 'no_condition' }
  | { kind: 'bad_value'; field: string; given: string }
  | { kind: 'out_of_range'; field: string; min: number; max: number }
  | { kind: 'not_stricter'; field: string }
  | { kind: 'bad_mention'; given: string }
  | { kind: 'too_many_mentions'; max: number };
