import { rememberOfficeNumbers, voipStatusRead } from '../../work/operations/account-reads.js';
import { read } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import { asOperation, defineFeature } from '../kit/feature.js';
import { parseVoip } from './voip.parser.js';
import { voipOperations } from './voip.schema.js';
import { voipView } from './voip.view.js';
import { voipMessagesFor, voipUsage } from './voip-messages.js';

/** `/voip`: the registration state of the account's VoIP numbers. */
export const voipFeature = defineFeature({
  name: 'voip',
  commands: [{ name: 'voip', usage: voipUsage, parse: asOperation(parseVoip) }],
  operations: voipOperations,
  run: {
    async 'voip.status'(ctx, op) {
      const res = await read(ctx, ...voipStatusRead(ctx));
      // the office's own numbers, remembered so that blocking one asks first (see `features/blacklist`)
      const own = res.data.map((v) => ({ number: v.number, description: v.description }));
      await rememberOfficeNumbers(ctx, own, true);
      return shown(voipView(res, op.page, ctx.locale));
    },
  },
  messages: { it: voipMessagesFor('it'), en: voipMessagesFor('en') },
});
