import { cacheArea, cacheKey } from '../../core/redis/keys.js';
import {
  type KnownContact,
  knownContacts,
  knownContactsKey,
  rememberContact,
} from '../../pbx/directory/known-contacts.js';
import { matchName } from '../../work/commands/name-match.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import type { OperationContext } from '../../work/operations/operation-context.js';
import { read, write } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import { asOperation, defineFeature } from '../kit/feature.js';
import { parseContact } from './contact.parser.js';
import { contactOperations } from './contact.schema.js';
import { contactSearchView, contactView } from './contact.view.js';
import { contactMessagesFor, contactUsage } from './contact-messages.js';

function directoryKey(ctx: OperationContext): string {
  return knownContactsKey(ctx.services.keys.prefix, ctx.account.id);
}

/** What the bot learns of the directory from a contact it read (see `known-contacts.ts`). */
function remember(ctx: OperationContext, contact: KnownContact): Promise<void> {
  return rememberContact(ctx.services.redis, directoryKey(ctx), contact);
}

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
      await remember(ctx, res.data);
      return shown(contactView(res.data, ctx.locale));
    },
    async 'contact.set'(ctx, op) {
      const res = await write(ctx, 'updateContact', [cacheArea(ctx.account.id, 'contacts')], (c) =>
        c.contacts.update(op.id, op.changes),
      );
      await remember(ctx, res.data);
      return shown(contactView(res.data, ctx.locale, true), false);
    },
    /** The exchange has no contact search: the contacts already read, by name or company. */
    async 'contact.search'(ctx, op) {
      const known = await knownContacts(ctx.services.redis, directoryKey(ctx));
      const match = matchName(op.name, known, (k) => [k.name, ...(k.company ? [k.company] : [])]);
      const found = match.kind === 'found' ? [match.item] : match.kind === 'ambiguous' ? match.items : [];
      return shown(contactSearchView(op.name, found, ctx.locale));
    },
  },
  writes: ['contact.set'],
  messages: { it: contactMessagesFor('it'), en: contactMessagesFor('en') },
});
