import type { SlackActivity } from '../fake/activity.js';
import type { FakeSlack } from '../fake/fake-slack.js';

/** What came back after a step. */
export interface CollectedReplies {
  /** Shown activities since the mark, in order. */
  readonly activities: SlackActivity[];
  /** Whether an answer arrived before the timeout. */
  readonly answered: boolean;
}

/**
 * Waits for the first shown activity after `mark` that counts as an answer, then until shown activities stop
 * coming for `settleMs`. Activities that are not answers (notices, channel posts) are collected but do not end
 * the wait.
 */
export async function collectReplies(input: {
  slack: FakeSlack;
  mark: number;
  shown: (activity: SlackActivity) => boolean;
  isAnswer: (activity: SlackActivity) => boolean;
  timeoutMs: number;
  settleMs: number;
}): Promise<CollectedReplies> {
  const { slack, mark, shown } = input;
  const since = () => slack.activities.slice(mark).filter(shown);
  try {
    await slack.waitFor((a) => shown(a) && input.isAnswer(a), { after: mark, timeoutMs: input.timeoutMs });
  } catch {
    return { activities: since(), answered: false };
  }
  let count = -1;
  while (count !== since().length) {
    count = since().length;
    await new Promise((resolve) => setTimeout(resolve, input.settleMs));
  }
  return { activities: since(), answered: true };
}
