/** `action_id`s of the blacklist's own buttons ("Blocca numero" itself is shared: `actionIds.block`). */
export const blacklistActionIds = {
  /** A blacklist picked for a number to block (the configured one does not exist). */
  blockPick: 'pbx_block_pick',
  /** The confirmation of a number to block in the blacklist picked. */
  blockConfirm: 'pbx_block_confirm',
  /** A number of `/blacklist add`/`edit` confirmed (an ambiguous split, or an entry that blocks broadly). */
  entryConfirm: 'pbx_blacklist_entry_confirm',
} as const;
