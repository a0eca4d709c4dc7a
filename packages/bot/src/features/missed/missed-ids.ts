/** `action_id`s of the notices' own buttons ("Richiama" and "Blocca numero" are shared: `actionIds`). */
export const missedActionIds = {
  take: 'pbx_missed_take',
  done: 'pbx_missed_done',
  /** The list of today's missed calls offered when a rule is enabled. */
  showToday: 'pbx_missed_today',
} as const;

/** The value of a notice's own buttons: which notice. */
export function noticeValue(accountId: string, noticeId: string): string {
  return JSON.stringify({ a: accountId, n: noticeId });
}

export function noticeRef(value: string | undefined): { accountId: string; noticeId: string } | undefined {
  try {
    const parsed = JSON.parse(value ?? '') as { a?: unknown; n?: unknown };
    return typeof parsed.a === 'string' && typeof parsed.n === 'string'
      ? { accountId: parsed.a, noticeId: parsed.n }
      : undefined;
  } catch {
    return undefined;
  }
}
