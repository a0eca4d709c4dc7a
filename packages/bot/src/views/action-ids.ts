/**
 * `action_id`s of the bot's buttons. Row buttons (one per call) add `:<index>` so ids stay unique in a
 * message; listeners match on the prefix.
 */
export const actionIds = {
  pagePrev: 'pbx_page_prev',
  pageNext: 'pbx_page_next',
  refresh: 'pbx_refresh',
  /** Runs the operation the button carries (a queue picked, a type, a calendar): `pbx_open:<index>`. */
  open: 'pbx_open',
  share: 'pbx_share',
  callBack: 'pbx_callback',
  block: 'pbx_block',
  blockPick: 'pbx_block_pick',
  blockConfirm: 'pbx_block_confirm',
  callConfirm: 'pbx_call_confirm',
  callCancel: 'pbx_call_cancel',
  runAtReset: 'pbx_run_at_reset',
  dropDeferred: 'pbx_drop_deferred',
} as const;

/** `action_id`s of the booking modal's inputs (`block_id` = `action_id`). */
export const bookFields = {
  event: 'book_event',
  date: 'book_date',
  time: 'book_time',
  calendar: 'book_calendar',
  name: 'book_name',
  phone: 'book_phone',
  notes: 'book_notes',
} as const;

/** `callback_id` of the booking modal. */
export const bookCallbackId = 'pbx_book';

/** The base of a row button's id: `pbx_callback:3` → `pbx_callback`. */
export function baseActionId(actionId: string): string {
  const colon = actionId.indexOf(':');
  return colon === -1 ? actionId : actionId.slice(0, colon);
}
