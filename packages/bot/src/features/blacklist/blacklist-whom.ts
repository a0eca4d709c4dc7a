import { phoneNumberKey } from '@centralino/schemas';
import {
  type KnownContact,
  knownContactFor,
  knownContacts,
  knownContactsKey,
} from '../../pbx/directory/known-contacts.js';
import {
  type OwnNumber,
  ownNumberFor,
  ownNumbers,
  ownNumbersKey,
  rememberOwnNumbers,
} from '../../pbx/directory/own-numbers.js';
import { voipStatusRead } from '../../work/operations/account-reads.js';
import { cachedOnly } from '../../work/operations/cached-only.js';
import type { OperationContext } from '../../work/operations/operation-context.js';

/** Whom an entry would block among those the office would not block unasked. */
export interface BlockedPeople {
  /** Contacts of the directory the bot has read. */
  contacts: KnownContact[];
  /** The office's own VoIP numbers the bot has seen. */
  own: OwnNumber[];
}

/** Whether an entry blocks anyone worth a second thought. */
export function blocksSomeone(people: BlockedPeople): boolean {
  return people.contacts.length > 0 || people.own.length > 0;
}

/**
 * The office's own numbers in a VoIP status read still cached (by `/voip`, a missed-call rule), remembered:
 * no request of its own.
 */
async function learnOwnNumbers(ctx: OperationContext, key: string): Promise<void> {
  const status = await cachedOnly(ctx, ...voipStatusRead(ctx));
  if (!status) return;
  const numbers = status.data.map((v) => ({ number: v.number, description: v.description }));
  await rememberOwnNumbers(ctx.services.redis, key, numbers, { described: true });
}

/**
 * Whom blocking `number` would block that the user may not mean to: a contact of the directory or one of the
 * office's own numbers, compared as the exchange compares callers (`phoneNumberKey`); for a prefix block
 * (`^0612`), every such number it starts. Only what the bot knows without asking the exchange: the contacts
 * it has read, the own numbers it has seen (see `pbx/directory/`).
 */
export async function whomItBlocks(ctx: OperationContext, number: string): Promise<BlockedPeople> {
  const { redis, keys } = ctx.services;
  const contactsKey = knownContactsKey(keys.prefix, ctx.account.id);
  const ownKey = ownNumbersKey(keys.prefix, ctx.account.id);
  await learnOwnNumbers(ctx, ownKey);
  const key = phoneNumberKey(number);
  if (key === undefined) return { contacts: [], own: [] };
  if (!key.startsWith('^')) {
    const [contact, own] = await Promise.all([
      knownContactFor(redis, contactsKey, number),
      ownNumberFor(redis, ownKey, number),
    ]);
    return { contacts: contact ? [contact] : [], own: own ? [own] : [] };
  }
  const digits = key.slice(1);
  const starts = (n: string) => phoneNumberKey(n)?.startsWith(digits) === true;
  const [contacts, own] = await Promise.all([knownContacts(redis, contactsKey), ownNumbers(redis, ownKey)]);
  return { contacts: contacts.filter((c) => starts(c.number)), own: own.filter((o) => starts(o.number)) };
}
