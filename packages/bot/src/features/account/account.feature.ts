import { defineFeature } from '../kit/feature.js';
import { parsePbx } from './account.parser.js';
import { accountOperations } from './account.schema.js';
import { accountMessagesFor, pbxUsage } from './account-messages.js';
import { localAccountView, runAccountShow } from './account-operations.js';

/** `/pbx`: the help of every command, and `/pbx account` (limits, usage, budget, commands waiting). */
export const accountFeature = defineFeature({
  name: 'account',
  commands: [{ name: 'pbx', usage: pbxUsage, helpIndex: true, parse: parsePbx }],
  operations: accountOperations,
  run: { 'account.show': runAccountShow },
  acks: { 'account.show': localAccountView },
  messages: { it: accountMessagesFor('it'), en: accountMessagesFor('en') },
});
