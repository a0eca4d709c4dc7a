import { asOperation, defineFeature } from '../kit/feature.js';
import { parseCalls } from './calls.parser.js';
import { callsOperations } from './calls.schema.js';
import { runCallsByName } from './calls-by-name.js';
import { callsMessagesFor, callsUsage } from './calls-messages.js';
import { runCallsList } from './calls-operations.js';

/** `/calls`: inbound and outbound calls, with "Richiama" and "Blocca numero" on each row. */
export const callsFeature = defineFeature({
  name: 'calls',
  commands: [{ name: 'calls', usage: callsUsage, parse: asOperation(parseCalls) }],
  operations: callsOperations,
  run: { 'calls.list': runCallsList, 'calls.by-name': runCallsByName },
  parseErrors: { calls_period: (error, locale) => callsMessagesFor(locale).period(error.given) },
  messages: { it: callsMessagesFor('it'), en: callsMessagesFor('en') },
});
