/** Why the text of `/queue alert …` was refused; rendered in the user's language by `alertIssueText`. */
export type AlertRuleIssue =
  | { kind: 'no_condition' }
  | { kind: 'bad_token'; given: string }
  | { kind: 'bad_value'; field: string; given: string }
  | { kind: 'out_of_range'; field: string; min: number; max: number }
  | { kind: 'duplicate'; given: string }
  | { kind: 'not_stricter'; field: string }
  | { kind: 'bad_hours'; given: string }
  | { kind: 'bad_days'; given: string }
  | { kind: 'bad_mention'; given: string }
  | { kind: 'too_many_mentions'; max: number }
  | { kind: 'bad_minutes'; given: string }
  | { kind: 'bad_rule_id'; given: string };
