import { itemRef, itemValue } from '../kit/item-ref.js';

/** `action_id`s of the notices' own buttons ("Richiama" is shared: `actionIds`). */
export const missedActionIds = {
  take: 'pbx_missed_take',
  done: 'pbx_missed_done',
  /** "Blocca numero" on a notice: the notices of the caller then say it was blocked (see `missed-block.ts`). */
  block: 'pbx_missed_block',
  /** The list of today's missed calls offered when a rule is enabled. */
  showToday: 'pbx_missed_today',
} as const;

/** The value of a notice's own buttons: which notice. */
export function noticeValue(accountId: string, noticeId: string): string {
  return itemValue(accountId, 'n', noticeId);
}

export function noticeRef(value: string | undefined): { accountId: string; noticeId: string } | undefined {
  const ref = itemRef(value, 'n');
  return ref && { accountId: ref.accountId, noticeId: ref.itemId };
}
