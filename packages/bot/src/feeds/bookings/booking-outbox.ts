import { feedOutbox } from '../kit/feed-outbox.js';

/** The job that posts or edits one booking's notice in one rule's channel. */
export const BOOKING_SYNC_JOB = 'bookings-notice-sync';

/** The booking notices' Slack queue: jobs `bookings-notice-sync`, ids `booking-<account>-<notice>-<version>`. */
export const bookingOutbox = feedOutbox({
  job: BOOKING_SYNC_JOB,
  idPrefix: 'booking',
  itemField: 'noticeId',
});
