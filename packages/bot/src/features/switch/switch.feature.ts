import { asOperation, defineFeature } from '../../feature-kit/feature.js';
import { cacheTtlMs } from '../../operations/cache-ttl.js';
import { read } from '../../operations/operation-context.js';
import { shown } from '../../operations/shown.js';
import { cacheKey } from '../../redis/keys.js';
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
