import type { FeedRuleIssue } from '../kit/rule-issue.js';

/** Why the text of `/calls missed …` was refused; rendered in the user's language by `missedIssueText`. */
export type MissedRuleIssue =
  | FeedRuleIssue
  | { kind: 'bad_number'; given: string }
  | { kind: 'too_many_numbers'; max: number }
  | { kind: 'bad_daily'; given: string };
