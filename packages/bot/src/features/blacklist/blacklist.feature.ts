import { actionIds } from '../../slack/views/action-ids.js';
import { defineFeature } from '../kit/feature.js';
import { blockNumber, pickOrConfirmBlock } from './blacklist.listener.js';
import { parseBlacklist } from './blacklist.parser.js';
import { blacklistOperations } from './blacklist.schema.js';
import { confirmBlacklistEntry, entryConfirmed } from './blacklist-confirm.js';
import { findEntryToRemove } from './blacklist-find.js';
import { blacklistActionIds } from './blacklist-ids.js';
import { blacklistMessagesFor, blacklistUsage } from './blacklist-messages.js';
import { blacklistRunners } from './blacklist-operations.js';

/** `/blacklist` and "Blocca numero": the account's blacklists and their numbers. */
export const blacklistFeature = defineFeature({
  name: 'blacklist',
  commands: [{ name: 'blacklist', usage: blacklistUsage, parse: parseBlacklist }],
  operations: blacklistOperations,
  run: blacklistRunners,
  writes: ['blacklist.create', 'blacklist.add', 'blacklist.block', 'blacklist.edit', 'blacklist.remove'],
  actions: {
    [actionIds.block]: blockNumber,
    [blacklistActionIds.blockPick]: pickOrConfirmBlock,
    [blacklistActionIds.blockConfirm]: pickOrConfirmBlock,
    [blacklistActionIds.entryConfirm]: entryConfirmed,
  },
  steps: {
    'confirm-blacklist-entry': confirmBlacklistEntry,
    'find-blacklist-entry': findEntryToRemove,
  },
  messages: { it: blacklistMessagesFor('it'), en: blacklistMessagesFor('en') },
});
