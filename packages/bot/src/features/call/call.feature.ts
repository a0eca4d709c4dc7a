import { formatLocalDate } from '@centralino/schemas';
import { actionIds } from '../../slack/views/action-ids.js';
import { write } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import { defineFeature } from '../kit/feature.js';
import { callBackButton, callButton } from './call.listener.js';
import { parseCall } from './call.parser.js';
import { callOperations } from './call.schema.js';
import { callStartedView } from './call.view.js';
import { confirmCall } from './call-confirm.js';
import { callConfirmId } from './call-ids.js';
import { callMessagesFor, callUsage } from './call-messages.js';
import { explainShortNumber } from './call-short-number.js';

/** `/call` and "Richiama": click-to-call from the user's linked extension, after a confirmation. */
export const callFeature = defineFeature({
  name: 'call',
  commands: [
    {
      name: 'call',
      usage: callUsage,
      parse: parseCall,
    },
  ],
  operations: callOperations,
  run: {
    /** @see pbx-api-reference.md endpoint 15 */
    async 'call.originate'(ctx, op) {
      const res = await write(ctx, 'originateCall', [], (c) =>
        c.calls.originate({ extension: op.extension, number: op.number }),
      );
      const today = formatLocalDate(new Date(), ctx.account.time_zone);
      return shown(callStartedView(res.data, today, ctx.locale), false);
    },
    'call.short-number': explainShortNumber,
  },
  writes: ['call.originate'],
  neverDeferred: ['call.originate'],
  steps: { 'confirm-call': confirmCall },
  actions: { [actionIds.callBack]: callBackButton, [callConfirmId]: callButton },
  messages: { it: callMessagesFor('it'), en: callMessagesFor('en') },
});
