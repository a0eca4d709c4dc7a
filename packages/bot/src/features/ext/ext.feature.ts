import { asOperation, defineFeature } from '../kit/feature.js';
import { parseExt, parseLink } from './ext.parser.js';
import { extOperations } from './ext.schema.js';
import { extMessagesFor, extUsage, linkUsage } from './ext-messages.js';
import { extRunners } from './ext-operations.js';

/** `/ext` and `/pbx link`: the extensions' registration, and the user's own extension. */
export const extFeature = defineFeature({
  name: 'ext',
  commands: [{ name: 'ext', usage: extUsage, parse: asOperation(parseExt) }],
  subcommands: [
    { command: 'pbx', words: ['link', 'collega'], usage: linkUsage, parse: asOperation(parseLink) },
  ],
  operations: extOperations,
  run: extRunners,
  messages: { it: extMessagesFor('it'), en: extMessagesFor('en') },
});
