/**
 * Why the text of a feed's command was refused, in the kinds every feed's grammar has (a feed adds its own):
 * a word it does not know, an option given twice, hours or days it cannot read, pause minutes out of bounds,
 * a rule id that cannot be one. Each feed words them in its catalog (`issues`), in the user's language.
 */
export type FeedRuleIssue =
  | { kind: 'bad_token'; given: string }
  | { kind: 'duplicate'; given: string }
  | { kind: 'bad_hours'; given: string }
  | { kind: 'bad_days'; given: string }
  | { kind: 'bad_minutes'; given: string }
  | { kind: 'bad_rule_id'; given: string };

/** An issue that names the word refused. */
export interface GivenIssue<K extends string = string> {
  kind: K;
  given: string;
}

/** The sentence of an issue naming the word refused: the catalog's wording of its kind, of that word. */
export function givenIssueText<K extends string>(
  texts: Readonly<Record<K, (given: string) => string>>,
  issue: GivenIssue<K>,
): string {
  return texts[issue.kind](issue.given);
}
