import { cacheKey } from '../../core/redis/keys.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { read } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import { asOperation, defineFeature } from '../kit/feature.js';
import { parseSwitch } from './switch.parser.js';
import { switchOperations } from './switch.schema.js';
import { switchView } from './switch.view.js';
import { switchMessagesFor, switchUsage } from './switch-messages.js';

/** `/switch`: one manual switch. */
export const switchFeature = defineFeature({
  name: 'switch',
  commands: [{ name: 'switch', usage: switchUsage, parse: asOperation(parseSwitch) }],
  operations: switchOperations,
  run: {
    async 'switch.show'(ctx, op) {
      const res = await read(
        ctx,
        cacheKey(ctx.account.id, 'switch', op.id),
        cacheTtlMs.recent,
        'getSwitch',
        (c) => c.switches.get(op.id),
      );
      return shown(switchView(res.data, ctx.locale));
    },
  },
  messages: { it: switchMessagesFor('it'), en: switchMessagesFor('en') },
});
