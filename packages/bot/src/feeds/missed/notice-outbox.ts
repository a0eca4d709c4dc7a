import { type FeedOutbox, feedOutbox } from '../kit/feed-outbox.js';

/** The notices' Slack queue: a `missed-notice-sync` job per version (`{ accountId, noticeId }`, ids `notice-…`). */
export const noticeOutbox = feedOutbox({
  job: 'missed-notice-sync',
  idPrefix: 'notice',
  itemField: 'noticeId',
});
export const NOTICE_SYNC_JOB = noticeOutbox.job;
export type NoticeOutbox = FeedOutbox<'noticeId'>;
