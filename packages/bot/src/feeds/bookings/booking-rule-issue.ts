import type { FeedRuleIssue } from '../kit/rule-issue.js';

/** Why a `/book notices` text was refused: every feed's issues, and too many calendars. */
export type BookingRuleIssue = FeedRuleIssue | { kind: 'too_many_calendars'; max: number };
