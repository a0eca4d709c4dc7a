import { type FeedOutbox, feedOutbox } from '../kit/feed-outbox.js';

/** The cards' Slack queue: one `alert-card-sync` job per card version (`{ accountId, cardId }`, ids `card-…`). */
export const cardOutbox = feedOutbox({ job: 'alert-card-sync', idPrefix: 'card', itemField: 'cardId' });
export const CARD_SYNC_JOB = cardOutbox.job;
export type CardOutbox = FeedOutbox<'cardId'>;
