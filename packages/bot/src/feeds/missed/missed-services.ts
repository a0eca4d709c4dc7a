import type { AccountRuns } from '../../work/worker/account-runs.js';
import type { FeedStateStore } from './feed-state.js';
import type { MissedStore } from './missed-store.js';
import type { NoticeOutbox } from './notice-outbox.js';
import type { NoticeStore } from './notice-store.js';

/** What `/calls missed …` needs of the feed (a worker's operations get it). */
export interface MissedServices {
  store: MissedStore;
  notices: NoticeStore;
  feed: FeedStateStore;
  /** The accounts' planned runs of the feed. */
  scheduler: AccountRuns;
  outbox: NoticeOutbox;
}
