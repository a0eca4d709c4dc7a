import { asOperation, defineFeature } from '../../feature-kit/feature.js';
import { cacheTtlMs } from '../../operations/cache-ttl.js';
import { read, write } from '../../operations/operation-context.js';
import { shown } from '../../operations/shown.js';
import { cacheArea, cacheKey } from '../../redis/keys.js';
import { parseContact } from './contact.parser.js';
import { contactOperations } from './contact.schema.js';
import { contactView } from './contact.view.js';
import { contactMessagesFor, contactUsage } from './contact-messages.js';

/** `/contact`: a directory contact, read or changed. @see pbx-api-reference.md endpoints 25–26 */
export const contactFeature = defineFeature({
  name: 'contact',
  commands: [{ name: 'contact', usage: contactUsage, parse: asOperation(parseContact) }],
  operations: contactOperations,
  run: {
    async 'contact.show'(ctx, op) {
      const res = await read(
        ctx,
        cacheKey(ctx.account.id, 'contacts', op.id),
        cacheTtlMs.config,
        'getContact',
        (c) => c.contacts.get(op.id),
      );
      return shown(contactView(res.data, ctx.locale));
    },
    async 'contact.set'(ctx, op) {
      const res = await write(ctx, 'updateContact', [cacheArea(ctx.account.id, 'contacts')], (c) =>
        c.contacts.update(op.id, op.changes),
      );
      return shown(contactView(res.data, ctx.locale, true), false);
    },
  },
  writes: ['contact.set'],
  messages: { it: contactMessagesFor('it'), en: contactMessagesFor('en') },
});
