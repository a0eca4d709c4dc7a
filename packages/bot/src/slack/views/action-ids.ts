/**
 * `action_id`s of the buttons more than one feature uses, and of the ones the core answers (pages, refresh,
 * share, the day-limit choice, cancel). A feature's own buttons have their ids in its folder; the registry
 * refuses two handlers for one id. Row buttons (one per call) add `:<index>` so ids stay unique in a
 * message; listeners match on the prefix.
 */
export const actionIds = {
  pagePrev: 'pbx_page_prev',
  pageNext: 'pbx_page_next',
  refresh: 'pbx_refresh',
  /** Runs the operation the button carries (a queue picked, a type, a calendar): `pbx_open:<index>`. */
  open: 'pbx_open',
  share: 'pbx_share',
  /** "Richiama" on a call row (the `/call` feature dials). */
  callBack: 'pbx_callback',
  /** "Blocca numero" on a call row (the blacklist feature blocks). */
  block: 'pbx_block',
  /** "Annulla" of a confirmation (a call, a number to block). */
  callCancel: 'pbx_call_cancel',
  runAtReset: 'pbx_run_at_reset',
  dropDeferred: 'pbx_drop_deferred',
  /** "Collega il centralino" on the App Home: the connect feature opens its modal (its own listener). */
  connectOpen: 'connect_open',
} as const;

/** The buttons the core answers itself (the action listener); every other `pbx_*` button is a feature's. */
export const coreActionIds: ReadonlySet<string> = new Set([
  actionIds.pagePrev,
  actionIds.pageNext,
  actionIds.refresh,
  actionIds.open,
  actionIds.share,
  actionIds.callCancel,
  actionIds.runAtReset,
  actionIds.dropDeferred,
]);

/** The base of a row button's id: `pbx_callback:3` → `pbx_callback`. */
export function baseActionId(actionId: string): string {
  const colon = actionId.indexOf(':');
  return colon === -1 ? actionId : actionId.slice(0, colon);
}
