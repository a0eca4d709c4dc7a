import type { FeedRunNames } from '../kit/feed-system.js';

/** Name of the job that plans (and, when due, takes) one account's reads of its call history. */
export const MISSED_READ_JOB = 'missed-read';

/** The feed's planned runs: queue `<name>-missed-read`, job ids `missed-read-…`. */
export const missedRuns: FeedRunNames = { feed: 'missed', run: 'read', runJob: MISSED_READ_JOB };
