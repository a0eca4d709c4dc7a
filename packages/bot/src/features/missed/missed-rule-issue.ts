/** Why the text of `/calls missed …` was refused; rendered in the user's language by `missedIssueText`. */
export type MissedRuleIssue =
  | { kind: 'bad_token'; given: string }
  | { kind: 'bad_number'; given: string }
  | { kind: 'too_many_numbers'; max: number }
  | { kind: 'duplicate'; given: string }
  | { kind: 'bad_hours'; given: string }
  | { kind: 'bad_days'; given: string }
  | { kind: 'bad_daily'; given: string }
  | { kind: 'bad_minutes'; given: string }
  | { kind: 'bad_rule_id'; given: string };
